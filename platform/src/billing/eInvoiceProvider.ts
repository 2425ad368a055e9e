import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** a status report as the provider sent it: its file's name (for the log) and its content, unread */
export interface ProviderReport {
  name: string;
  content: string;
}

/**
 * The port to the accredited service provider (ASP) that passes e-invoices to the FTA and the buyer.
 * `submit` hands a document over (again with the same bytes: the provider's connector takes the
 * latest file of a name); `reports` lists what came back; `settle` sets a report aside once it is
 * recorded (or found unreadable), so it is read once.
 */
export interface EInvoiceProvider {
  kind: string;
  submit(document: { documentId: string; xml: string }): Promise<{ file: string }>;
  reports(): Promise<ProviderReport[]>;
  settle(report: ProviderReport, outcome: 'recorded' | 'refused'): Promise<void>;
}

/**
 * The provider's connector reads a folder (the one adapter here, which any ASP's connector can
 * take): e-invoices are written to `outbox/{documentId}.xml` (written beside, then renamed, so the
 * connector never reads half a file), and its status reports are read from `inbox/*.json`, moved to
 * `inbox/recorded/` or `inbox/refused/` once dealt with.
 */
export function folderEInvoiceProvider(dir: string): EInvoiceProvider {
  const outbox = join(dir, 'outbox');
  const inbox = join(dir, 'inbox');
  const ready = Promise.all([outbox, inbox, join(inbox, 'recorded'), join(inbox, 'refused')].map((d) => mkdir(d, { recursive: true })));
  return {
    kind: 'folder',
    async submit({ documentId, xml }) {
      await ready;
      const file = `${documentId}.xml`;
      const partial = join(outbox, `.${file}.partial`);
      await writeFile(partial, xml, 'utf8');
      await rename(partial, join(outbox, file));
      return { file };
    },
    async reports() {
      await ready;
      const names = (await readdir(inbox, { withFileTypes: true })).filter((f) => f.isFile() && f.name.endsWith('.json')).map((f) => f.name).sort();
      return Promise.all(names.map(async (name) => ({ name, content: await readFile(join(inbox, name), 'utf8') })));
    },
    async settle(report, outcome) {
      await ready;
      await rename(join(inbox, report.name), join(inbox, outcome, report.name));
    },
  };
}
