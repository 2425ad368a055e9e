import { bilingual, isolate, type MessageKey } from '@lawfirm/contracts';
import type { BlobStore, ReadModelStore } from '@lawfirm/platform';
import { dateTime, firmHeader, type Lang, type ReportDocument } from '@lawfirm/platform/documents';
import type { chain, describeStory } from './history.js';

type Chained = ReturnType<typeof chain>[number];
type Described = Awaited<ReturnType<typeof describeStory>>[number];

export interface AuditExport {
  stream: string;
  /** the record the stream is, in words ('Case: ...') */
  record: { en: string; ar: string };
  exportedAt: Date;
  /** who asked for the export, named in both languages when known */
  exportedBy: { userType: string; id: number | string; nameEn?: string | null; nameAr?: string | null };
  /** the events as the JSON export carries them (`chain`), and the same events described (`describeStory`), index for index */
  events: Chained[];
  described: Described[];
}

/** A 64-hex hash in groups of eight, so it wraps between groups (pdfmake breaks no long word) and is compared with the JSON's piece by piece. */
export const groupHash = (hash: string) => (hash.match(/.{1,8}/g) ?? []).join(' ');
/** the same on two lines of four groups, as the hash columns are wide enough for */
const hashLines = (hash: string) => groupHash(hash).replace(/^((?:\S+ ){3}\S+) /, '$1\n');


/**
 * The tamper-evident export as a document for the platform's renderer, in one language, for a
 * reader who is not a developer: the title naming the record, the firm's header, when and by whom
 * it was exported, then one row per event in log order (when, who by name, what happened in words
 * with a note number, what changed). The notes say which action (command) recorded each event.
 * The appendix says in words how an auditor checks the chain and lists each event's type, stream
 * and the very hashes of the JSON export.
 */
export async function auditPdfDocument(deps: { readStore: ReadModelStore; blobStore: BlobStore; timezone: string }, x: AuditExport, lang: Lang): Promise<ReportDocument> {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => bilingual(key, params)[lang];
  const ar = lang === 'ar';
  const name = (en: string | null | undefined, arName: string | null | undefined) => (ar ? arName || en : en || arName) || null;
  // events say `user` for an admin's account, sessions say `admin`
  const userType = (type: string) => (type === 'user' || type === 'admin' ? t('audit.pdf.admin') : type === 'employee' || type === 'system' ? t(`audit.pdf.${type}`) : type);
  const head = x.events.at(-1)?.hash ?? '';
  const exporter = name(x.exportedBy.nameEn, x.exportedBy.nameAr);
  // one note per action that recorded events, numbered in the order they first appear
  const notes = new Map<string, { n: number; line: string }>();
  const noteOf = (d: Described) => {
    if (!d.command) return null;
    if (!notes.has(d.command)) {
      const n = notes.size + 1;
      notes.set(d.command, { n, line: t('audit.pdf.commandNote', { n, action: (ar ? d.commandAr : d.commandEn) ?? d.command, command: d.command }) });
    }
    return notes.get(d.command)!.n;
  };
  const rows = x.events.map((e, i) => {
    const d = x.described[i];
    const note = noteOf(d);
    return {
      position: e.position,
      time: dateTime(new Date(e.metadata.time), deps.timezone, lang),
      who: name(d.who.nameEn, d.who.nameAr) ?? userType(d.who.userType),
      what: `${ar ? d.summaryAr : d.summaryEn}${note ? ` [${note}]` : ''}`,
      // in words, as the console's change table shows them; nothing as a dash. Each value isolated, so an
      // Arabic value in an English row, or a Latin one in an Arabic row, keeps "before » after" in reading order
      changes: d.changes.map((c) => `${ar ? c.labelAr : c.labelEn}: ${isolate((ar ? c.beforeAr : c.beforeEn) ?? '—')} » ${isolate((ar ? c.afterAr : c.afterEn) ?? '—')}`).join('\n'),
    };
  });
  return {
    lang,
    title: t('audit.pdf.title', { record: x.record[lang] }),
    firm: await firmHeader(deps.readStore, deps.blobStore, lang),
    generated: t('audit.pdf.intro'),
    filters: [
      { label: t('audit.pdf.record'), value: x.record[lang] },
      { label: t('audit.pdf.exportedAt'), value: dateTime(x.exportedAt, deps.timezone, lang) },
      // the name isolated: an English name before an Arabic bracket keeps the bracket on its side
      { label: t('audit.pdf.exportedBy'), value: exporter ? `${ar ? isolate(exporter) : exporter} (${userType(x.exportedBy.userType)})` : userType(x.exportedBy.userType) },
      { label: t('audit.pdf.events'), value: String(x.events.length) },
    ],
    columns: [
      { key: 'position', header: t('audit.pdf.position'), width: 0.7, kind: 'number' },
      { key: 'time', header: t('audit.pdf.time'), width: 1.8, kind: 'text' },
      { key: 'who', header: t('audit.pdf.who'), width: 1.7, kind: 'text' },
      { key: 'what', header: t('audit.pdf.what'), width: 2.6, kind: 'text' },
      { key: 'changes', header: t('audit.pdf.changes'), width: 6.3, kind: 'text' },
    ],
    // an event that changed many fields may fill more than a page, and an auditor must read all of it
    breakRows: true,
    rows,
    notes: { title: t('audit.pdf.notes'), lines: [...notes.values()].map((note) => note.line) },
    appendix: {
      title: t('audit.pdf.appendix'),
      paragraphs: [t('audit.pdf.howChained'), t('audit.pdf.howToCheck'), t('audit.pdf.whatItMeans')],
      facts: [
        { label: t('audit.pdf.method'), value: t('audit.pdf.methodValue') },
        { label: t('audit.pdf.headHash'), value: groupHash(head) },
      ],
      columns: [
        { key: 'position', header: t('audit.pdf.position'), width: 0.7, kind: 'number' },
        { key: 'event', header: t('audit.pdf.event'), width: 3.2, kind: 'text' },
        // four groups of eight hex digits at 8 pt take up to 166 pt
        { key: 'hash', header: t('audit.pdf.hash'), width: 3.6, kind: 'text' },
        { key: 'prevHash', header: t('audit.pdf.previousHash'), width: 3.6, kind: 'text' },
      ],
      rows: x.events.map((e) => ({ position: e.position, event: `${e.type}\n${e.stream}`, hash: hashLines(e.hash), prevHash: hashLines(e.prevHash) })),
    },
    texts: {
      empty: t('audit.pdf.empty'),
      page: t('audit.pdf.page'),
      truncated: t('audit.pdf.truncated'),
      dataSheet: t('audit.pdf.sheet'),
      aboutSheet: t('audit.pdf.about'),
      firm: t('audit.pdf.firm'),
      report: t('audit.pdf.document'),
      generatedLabel: t('audit.pdf.exportedAt'),
    },
  };
}
