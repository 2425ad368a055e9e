import { randomUUID } from 'node:crypto';
import {
  CreditNoteIssued, EInvoiceAccepted, EInvoiceRejected, EInvoiceSubmitted, eInvoiceStream, invoiceStream, InvoiceIssued, providerStatusReport,
  type EInvoiceDeliveryEvent, type EInvoiceStatus, type ProviderStatusReport,
} from '@lawfirm/contracts';
import { AppError, eInvoicesOf, log, type EInvoiceFile, type EInvoiceProvider, type ProviderReport } from '@lawfirm/platform';
import { DomainError, typedDecider } from '../framework/decider.js';
import type { CommandDeps } from '../framework/deps.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import { typedReaction } from '../reactions/runner.js';

/**
 * An e-invoice's way through the accredited provider, stream `e-invoice-{INV-000042}`: handed over
 * once; then what the provider reports. A report that says what is recorded already changes
 * nothing (the same file read twice); an accepted document stays accepted (the FTA's system has
 * it: a correction is a credit note); a rejected one may be reported accepted later (the provider
 * passed it again).
 */
export interface EInvoiceDeliveryState {
  documentId: string | null;
  invoiceId: number | null;
  status: EInvoiceStatus | null;
  /** the reasons of the last rejection, as compared with a new report's */
  reasons: string | null;
}

export type EInvoiceDeliveryCommand =
  | { type: 'SubmitEInvoice'; document: Omit<EInvoiceFile, 'xml'>; file: string }
  | { type: 'RecordProviderStatus'; report: ProviderStatusReport };

const reasonsKey = (reasons: readonly { code?: string | null; message: string }[]) => JSON.stringify(reasons.map((r) => [r.code ?? null, r.message]));

export const eInvoiceDeliveryDecider = typedDecider<EInvoiceDeliveryState, EInvoiceDeliveryCommand, EInvoiceDeliveryEvent>({
  initialState: { documentId: null, invoiceId: null, status: null, reasons: null },
  evolve: {
    EInvoiceSubmitted: (state, d) => ({ ...state, documentId: d.documentId, invoiceId: d.invoiceId, status: 'submitted' }),
    EInvoiceAccepted: (state) => ({ ...state, status: 'accepted', reasons: null }),
    EInvoiceRejected: (state, d) => ({ ...state, status: 'rejected', reasons: reasonsKey(d.reasons) }),
  },
  decide: {
    SubmitEInvoice({ document: d, file }, state) {
      // handed over again (the reaction passed its event again): the same document, nothing new
      if (state.status !== null) return [];
      return [EInvoiceSubmitted.of({ documentId: d.documentId, invoiceId: d.invoiceId, kind: d.kind, number: d.number, uuid: d.uuid, file })];
    },
    RecordProviderStatus({ report }, state) {
      if (state.status === null || state.documentId === null || state.invoiceId === null) throw new DomainError('not_found', 'billing.eInvoiceNotSubmitted');
      const at = { documentId: state.documentId, invoiceId: state.invoiceId };
      if (report.status === 'accepted') return state.status === 'accepted' ? [] : [EInvoiceAccepted.of({ ...at, reference: report.reference ?? null })];
      if (state.status === 'accepted') throw new DomainError('conflict', 'billing.eInvoiceAccepted');
      const reasons = report.reasons.map((r) => ({ code: r.code ?? null, message: r.message }));
      return state.status === 'rejected' && state.reasons === reasonsKey(reasons) ? [] : [EInvoiceRejected.of({ ...at, reasons })];
    },
  },
});

/**
 * Issuing an invoice or a credit note hands its e-invoice to the provider: the same document the
 * API serves, written where the provider's connector reads it, then recorded as submitted, once
 * (under a key of the document: written again after a crash, it is the same bytes).
 */
export const eInvoiceSubmission = typedReaction({
  name: 'EInvoiceSubmission',
  on: [InvoiceIssued, CreditNoteIssued],
  async react(event, cx) {
    const provider = cx.deps.eInvoicing?.provider;
    if (!provider) return;
    const invoiceId = event.data.invoiceId;
    const documents = eInvoicesOf(invoiceId, await cx.deps.eventStore.readStream(invoiceStream(invoiceId)));
    const document = event.type === InvoiceIssued.type ? documents.find((d) => d.kind === 'invoice') : documents.find((d) => d.kind === 'credit_note' && d.number === event.data.creditNoteNumber);
    if (!document) return;
    await cx.once(`e-invoice:${document.documentId}`, async (key) => {
      const { file } = await provider.submit(document);
      const { xml: _xml, ...handed } = document;
      return execute(cx.deps.eventStore, eInvoiceStream(document.documentId), eInvoiceDeliveryDecider, { type: 'SubmitEInvoice', document: handed, file }, cx.meta, {
        idempotency: { key, response: () => ({ documentId: document.documentId, file }) },
      });
    });
  },
});

export const E_INVOICE_STATUS_JOB = 'e-invoice-status';

/**
 * Reads what the provider reported and records each on its document: accepted, or rejected with
 * its reasons. A report is set aside once recorded; one that cannot be read, or names a document
 * never handed over, or would reject an accepted one, is set aside as refused and logged for the
 * operator. Reading the same report twice records it once (the decider compares).
 */
export async function recordProviderStatuses(deps: Pick<CommandDeps, 'eventStore'>, provider: EInvoiceProvider): Promise<{ recorded: number; refused: number }> {
  let recorded = 0;
  let refused = 0;
  const refuse = async (report: ProviderReport, why: string) => {
    log.warn('an e-invoice status report was set aside', { file: report.name, why });
    await provider.settle(report, 'refused');
    refused++;
  };
  for (const report of await provider.reports()) {
    let content: unknown;
    try {
      content = JSON.parse(report.content);
    } catch {
      await refuse(report, 'not JSON');
      continue;
    }
    const parsed = providerStatusReport.safeParse(content);
    if (!parsed.success) {
      await refuse(report, parsed.error.issues.map((i) => `${i.path.join('.') || 'report'}: ${i.message}`).join('; '));
      continue;
    }
    const meta: CommandMeta = { userId: null, userType: 'system', correlationId: randomUUID(), causationId: null, command: 'RecordEInvoiceStatus' };
    try {
      await execute(deps.eventStore, eInvoiceStream(parsed.data.documentId), eInvoiceDeliveryDecider, { type: 'RecordProviderStatus', report: parsed.data }, meta);
    } catch (e) {
      if (e instanceof AppError && (e.code === 'not_found' || e.code === 'conflict')) {
        await refuse(report, e.message);
        continue;
      }
      throw e;
    }
    await provider.settle(report, 'recorded');
    recorded++;
  }
  return { recorded, refused };
}

/**
 * The provider's status reports, read on start and then as often as `statusCron` says (every minute
 * by default: the provider answers within minutes; node-cron in process, a BullMQ Job Scheduler on Redis).
 */
export async function startEInvoicing(deps: CommandDeps): Promise<void> {
  if (!deps.eInvoicing) return;
  const { provider, statusCron } = deps.eInvoicing;
  deps.jobs.process(E_INVOICE_STATUS_JOB, () => recordProviderStatuses(deps, provider));
  await deps.jobs.schedule('e-invoice-status', E_INVOICE_STATUS_JOB, statusCron, {}, { tz: deps.timezone ?? 'Asia/Dubai' });
  await deps.jobs.enqueue(E_INVOICE_STATUS_JOB, {}, { attempts: 3 });
}
