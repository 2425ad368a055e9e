import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  bilingual, formatAed, invoiceEmailInput, invoiceEmailStream, invoiceEmailText, InvoiceEmailRequested, InvoiceEmailSent, invoiceNumberText, invoiceStream,
  type InvoiceEmailEvent, type InvoiceEmailLanguage,
} from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requirePermission, taxInvoiceOf } from '@lawfirm/platform';
import { firmHeader, renderInThread, taxInvoiceDocument, RENDER_TIMEOUT_MS } from '@lawfirm/platform/documents';
import { DomainError, typedDecider } from '../framework/decider.js';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold, type CommandMeta } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { typedReaction } from '../reactions/runner.js';
import { createMailer, deliverable, type Mailer } from '../reminders/email.js';
import { invoiceDecider } from './invoice.js';

/**
 * The e-mails of an invoice, stream `invoice-emails-{invoiceId}`: each sending asked for, then
 * sent, once per request. Only an issued invoice is sent (a draft is no tax document).
 */
export interface InvoiceEmailsState {
  invoiceId: number;
  /** the requests by id: to whom, in which language, and whether sent */
  requests: Record<string, { to: string; language: InvoiceEmailLanguage; sent: boolean }>;
}

export type InvoiceEmailCommand =
  | { type: 'RequestInvoiceEmail'; invoiceId: number; invoiceIssued: boolean; requestId: string; to: string; language: InvoiceEmailLanguage; requestedBy: number }
  | { type: 'RecordInvoiceEmailSent'; requestId: string; subject: string; delivery: 'smtp' | 'outbox' };

export const invoiceEmailDecider = typedDecider<InvoiceEmailsState, InvoiceEmailCommand, InvoiceEmailEvent>({
  initialState: { invoiceId: 0, requests: {} },
  evolve: {
    InvoiceEmailRequested: (state, d) => ({ invoiceId: d.invoiceId, requests: { ...state.requests, [d.requestId]: { to: d.to, language: d.language, sent: false } } }),
    InvoiceEmailSent: (state, d) => ({ ...state, requests: { ...state.requests, [d.requestId]: { ...state.requests[d.requestId], sent: true } } }),
  },
  decide: {
    RequestInvoiceEmail(c) {
      if (!c.invoiceIssued) throw new DomainError('conflict', 'billing.emailOnlyIssued');
      return [InvoiceEmailRequested.of({ invoiceId: c.invoiceId, requestId: c.requestId, to: c.to, language: c.language, requestedBy: c.requestedBy })];
    },
    RecordInvoiceEmailSent(c, state) {
      const request = state.requests[c.requestId];
      if (!request) throw new DomainError('not_found', 'error.notFound');
      // sent again by a retried job: recorded once
      if (request.sent) return [];
      return [InvoiceEmailSent.of({ invoiceId: state.invoiceId, requestId: c.requestId, to: request.to, language: request.language, subject: c.subject, delivery: c.delivery })];
    },
  },
});

/** a 400 on `to`, in both languages */
const noAddress = () => {
  const { en, ar } = bilingual('billing.noBillingEmail');
  return new AppError('validation_failed', 'validation.failed', [{ field: 'to', message: en, messageAr: ar }]);
};

/**
 * `POST /api/billing/invoices/:id/email` `{ to?, lang? }` (billing: create): the issued invoice's
 * PDF to the client's billing e-mail (or the address given), in the language asked (both by
 * default). The request is recorded (202) and sent by a job: the mail server may be slow or down,
 * and the request is not lost meanwhile.
 */
export function invoiceEmailRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post(
    '/api/billing/invoices/:id/email',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'EmailInvoice', async (req, cx) => {
      const invoiceId = numericId(req.params.id);
      const invoice = fold(invoiceDecider, await deps.eventStore.readStream(invoiceStream(invoiceId))).state;
      if (!invoice.exists) throw new AppError('not_found', 'error.notFound');
      const input = parseInput(invoiceEmailInput, req.body ?? {});
      const client = await deps.readStore.collection('clients').findOne({ id: invoice.clientId });
      const to = input.to ?? (deliverable(client?.billingEmail) ? client.billingEmail : null);
      if (!to) throw noAddress();
      const requestId = randomUUID();
      const answer = { invoiceId, requestId, to, lang: input.lang, status: 'queued' };
      const o = await execute(
        deps.eventStore,
        invoiceEmailStream(invoiceId),
        invoiceEmailDecider,
        { type: 'RequestInvoiceEmail', invoiceId, invoiceIssued: invoice.status === 'issued', requestId, to, language: input.lang, requestedBy: principalOf(req).id },
        cx.meta,
        { idempotency: cx.idempotency(202, () => answer) },
      );
      return { status: 202, body: answer, position: o.position };
    }),
  );
  return router;
}

export const INVOICE_EMAIL_JOB = 'invoice-email';
interface InvoiceEmailJob {
  invoiceId: number;
  requestId: string;
  correlationId: string;
  eventId: string;
}

/** A sending asked for becomes a job (retried while the mail server refuses), held by the reactions' checkpoint until done in process. */
export const invoiceEmailReaction = typedReaction({
  name: 'InvoiceEmails',
  on: [InvoiceEmailRequested],
  async react(event, { enqueue }) {
    const job: InvoiceEmailJob = { invoiceId: event.data.invoiceId, requestId: event.data.requestId, correlationId: event.metadata.correlationId, eventId: event.id };
    await enqueue(INVOICE_EMAIL_JOB, job, { jobId: `invoice-email-${event.data.requestId}`, attempts: 8 });
  },
});

/**
 * The job: the PDF made as `GET …/pdf` makes it, attached to an e-mail worded in its language,
 * handed to the mail server (or kept for the outbox), then recorded. A worker dying between the two
 * sends it again on retry (at least once; the fixed Message-ID lets mail clients drop the repeat).
 */
export async function sendInvoiceEmail(deps: CommandDeps, mailer: Mailer, job: InvoiceEmailJob): Promise<{ sent: boolean }> {
  const stream = invoiceEmailStream(job.invoiceId);
  const request = fold(invoiceEmailDecider, await deps.eventStore.readStream(stream)).state.requests[job.requestId];
  if (!request || request.sent) return { sent: false };
  const invoice = taxInvoiceOf(await deps.eventStore.readStream(invoiceStream(job.invoiceId)));
  if (!invoice) return { sent: false };
  const header = await firmHeader(deps.readStore, deps.blobStore, request.language === 'ar' ? 'ar' : 'en');
  const pdf = await renderInThread('pdf', taxInvoiceDocument(invoice, request.language, header), () => {}, RENDER_TIMEOUT_MS);
  const settings = await deps.readStore.collection('firm_settings').findOne({ id: 1 });
  const firm = { en: String(settings?.nameEn || settings?.nameAr || 'Law firm'), ar: String(settings?.nameAr || settings?.nameEn || 'مكتب المحاماة') };
  const number = invoiceNumberText(invoice.number);
  const mail = invoiceEmailText({ number, total: formatAed(invoice.totalFils), firm, language: request.language });
  await mailer.send({
    to: request.to, subject: mail.subject, text: mail.text, messageId: `<invoice-${job.requestId}@lawfirm.portal>`,
    attachments: [{ filename: `${number}-${request.language}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }],
  });
  const meta: CommandMeta = { userId: null, userType: 'system', correlationId: job.correlationId, causationId: job.eventId, command: 'SendInvoiceEmail' };
  await execute(deps.eventStore, stream, invoiceEmailDecider, { type: 'RecordInvoiceEmailSent', requestId: job.requestId, subject: mail.subject, delivery: mailer.delivery }, meta);
  return { sent: true };
}

/** The invoice e-mails' job: SMTP when `smtpUrl` is set, otherwise kept for the outbox. */
export function startInvoiceEmails(deps: CommandDeps): void {
  const mailer = createMailer({ smtpUrl: deps.mail?.smtpUrl, from: deps.mail?.mailFrom });
  deps.jobs.process<InvoiceEmailJob, unknown>(INVOICE_EMAIL_JOB, (job) => sendInvoiceEmail(deps, mailer, job), { concurrency: 2 });
}
