import { z } from 'zod';
import { declareEvent, optionalTextOf, text, whole, type EventOf } from '../events/typed.js';

/**
 * An e-invoice's way through the accredited service provider (ASP): handed over when its invoice
 * or credit note is issued, then accepted or rejected as the provider reports back. One stream per
 * document, named by its number (`e-invoice-INV-000042`, `e-invoice-CN-000007`).
 */
export const eInvoiceDocumentKinds = ['invoice', 'credit_note'] as const;
export type EInvoiceDocumentKind = (typeof eInvoiceDocumentKinds)[number];

/** the document's number as printed, which names it to the provider: INV-000042, CN-000007 */
export const E_INVOICE_DOCUMENT_ID = /^(INV|CN)-\d{6,}$/;
export const eInvoiceStream = (documentId: string) => `e-invoice-${documentId}`;

export const eInvoiceStatuses = ['submitted', 'accepted', 'rejected'] as const;
export type EInvoiceStatus = (typeof eInvoiceStatuses)[number];

const documentOf = { documentId: text(40), invoiceId: whole(1) };
const reason = z.strictObject({ code: optionalTextOf(100), message: text(2000) });

/** the XML handed to the provider (`file`: its name where the provider's connector reads it) */
export const EInvoiceSubmitted = declareEvent(
  'EInvoiceSubmitted',
  1,
  z.strictObject({ ...documentOf, kind: z.enum(eInvoiceDocumentKinds), number: whole(1), uuid: text(36), file: text(255) }),
);
/** the provider reported it accepted (cleared by the FTA's system); `reference`: its own id of the document */
export const EInvoiceAccepted = declareEvent('EInvoiceAccepted', 1, z.strictObject({ ...documentOf, reference: optionalTextOf(200) }));
/** the provider reported it rejected, with its reasons (as it wrote them: its codes, its words) */
export const EInvoiceRejected = declareEvent('EInvoiceRejected', 1, z.strictObject({ ...documentOf, reasons: z.array(reason).min(1).max(50) }));

export type EInvoiceDeliveryEvent = EventOf<typeof EInvoiceSubmitted> | EventOf<typeof EInvoiceAccepted> | EventOf<typeof EInvoiceRejected>;

/**
 * A status the provider's connector reports back, one JSON file per report:
 * `{ "documentId": "INV-000042", "status": "accepted", "reference": "..." }` or
 * `{ "documentId": "INV-000042", "status": "rejected", "reasons": [{ "code": "...", "message": "..." }] }`.
 */
export const providerStatusReport = z.discriminatedUnion('status', [
  z.object({ documentId: z.string().regex(E_INVOICE_DOCUMENT_ID), status: z.literal('accepted'), reference: z.string().max(200).nullish() }),
  z.object({
    documentId: z.string().regex(E_INVOICE_DOCUMENT_ID),
    status: z.literal('rejected'),
    reasons: z.array(z.object({ code: z.string().max(100).nullish(), message: z.string().min(1).max(2000) })).min(1).max(50),
  }),
]);
export type ProviderStatusReport = z.output<typeof providerStatusReport>;
