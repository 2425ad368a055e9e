import { z } from 'zod';
import { declareEvent, text, whole, type EventOf } from '../events/typed.js';
import { optionalEmail } from '../validation.js';
import { isolate } from '../i18n/isolate.js';

/**
 * An issued invoice sent to the client's billing contact, stream `invoice-emails-{invoiceId}`:
 * each sending asked for (who, to whom, in which language), then sent (through the mail server, or
 * kept in the outbox when the portal has none), once per request.
 */
export const invoiceEmailStream = (invoiceId: number) => `invoice-emails-${invoiceId}`;

/** the PDF attached, as `GET …/pdf?lang=` makes it */
export const invoiceEmailLanguages = ['en', 'ar', 'both'] as const;
export type InvoiceEmailLanguage = (typeof invoiceEmailLanguages)[number];

const request = { invoiceId: whole(1), requestId: text(36), to: text(200), language: z.enum(invoiceEmailLanguages) };
export const InvoiceEmailRequested = declareEvent('InvoiceEmailRequested', 1, z.strictObject({ ...request, requestedBy: whole(1) }));
/** `delivery`: handed to the mail server (`smtp`), or kept in the outbox (no mail server configured) */
export const InvoiceEmailSent = declareEvent('InvoiceEmailSent', 1, z.strictObject({ ...request, subject: text(500), delivery: z.enum(['smtp', 'outbox']) }));
export type InvoiceEmailEvent = EventOf<typeof InvoiceEmailRequested> | EventOf<typeof InvoiceEmailSent>;

/** what `POST /api/billing/invoices/:id/email` takes: the address (by default the client's billing e-mail) and the PDF's language (both by default) */
export const invoiceEmailInput = z.object({
  to: optionalEmail(),
  lang: z.enum(invoiceEmailLanguages, { error: 'validation.invalidValue' }).default('both'),
});
export type InvoiceEmailInput = z.output<typeof invoiceEmailInput>;

/**
 * The e-mail's subject and text: in Arabic for an Arabic PDF, in English for an English one, both
 * (English first) for the bilingual one; the firm's name and the number isolated in Arabic lines.
 */
export function invoiceEmailText(m: { number: string; total: string; firm: { en: string; ar: string }; language: InvoiceEmailLanguage }): { subject: string; text: string } {
  const en = {
    subject: `Tax invoice ${m.number} from ${m.firm.en}`,
    text: [`Please find attached our tax invoice ${m.number} for AED ${m.total}.`, '', m.firm.en].join('\n'),
  };
  const ar = {
    subject: `فاتورة ضريبية ${isolate(m.number)} من ${isolate(m.firm.ar)}`,
    text: [`مرفق فاتورتنا الضريبية رقم ${isolate(m.number)} بمبلغ ${isolate(m.total)} درهم.`, '', m.firm.ar].join('\n'),
  };
  if (m.language === 'en') return en;
  if (m.language === 'ar') return ar;
  return { subject: `${en.subject} / ${ar.subject}`, text: `${en.text}\n\n${ar.text}` };
}
