import { z } from 'zod';
import { declareEvent, optionalTextOf, optionalWhole, storedDay, text, whole, type EventOf } from '../events/typed.js';
import { lineUnits, vatTreatments, type VatTreatment } from './money.js';
import { TRN_PATTERN, trnOf } from './trn.js';
import { invoiceCurrencies, type InvoiceCurrency, type LineInCurrency, type TotalsInCurrency } from './currency.js';
import { InvoicePaymentApplied, InvoicePaymentWithdrawn } from './payments.js';

/** A client's invoice, stream `invoice-{id}`: drafted, approved, issued (or voided while a draft), then corrected only by credit notes. */
export const invoiceStream = (invoiceId: number) => `invoice-${invoiceId}`;

/** The sequences tax documents are numbered from, without gaps or repeats (see command-api's sequences). */
export const invoiceNumberSequence = 'invoice-numbers';
export const creditNoteNumberSequence = 'credit-note-numbers';

/** how a tax invoice's number is printed: INV-000042 */
export const invoiceNumberText = (n: number) => `INV-${String(n).padStart(6, '0')}`;
/** how a tax credit note's number is printed: CN-000007 */
export const creditNoteNumberText = (n: number) => `CN-${String(n).padStart(6, '0')}`;

export { TRN_PATTERN, trnOf };

/** the most lines an invoice holds: a period with more billable entries is drafted in parts */
export const MAX_INVOICE_LINES = 2000;

export const invoiceStatuses = ['draft', 'approved', 'issued', 'voided'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

const fils = () => whole(0);

/** a line as drafted, with its amounts priced then (money.ts): what is billed never moves with a later change of rounding */
const invoiceLineFields = {
  /** the time entry it bills; null for a line of an expense or one typed on the draft */
  timeEntryId: optionalWhole(1),
  /** the firm's day of the work (of the expense) */
  date: storedDay().nullable(),
  description: text(2000),
  quantity: whole(0),
  unit: z.enum(lineUnits),
  unitPriceFils: fils(),
  vat: z.enum(vatTreatments),
  grossFils: fils(),
  discountFils: fils(),
  netFils: fils(),
  vatFils: fils(),
};
/** version 1's line: time (or typed) only */
const invoiceLineV1 = z.strictObject(invoiceLineFields);
const invoiceLineV2Fields = {
  ...invoiceLineFields,
  /** the expense it bills (expenses.ts); null for a line of time or one typed on the draft */
  expenseId: optionalWhole(1),
};
/** version 2's line: time, typed or an expense */
const invoiceLineV2 = z.strictObject(invoiceLineV2Fields);
const invoiceLine = z.strictObject({
  ...invoiceLineV2Fields,
  /** the stage of a case's fixed fee it bills (feeArrangements.ts); left out on every other line */
  feeStage: z.strictObject({ caseId: whole(1), stageId: z.string().min(1).max(40) }).optional(),
});

const partyFields = { name: text(300), nameAr: optionalTextOf(300), address: text(1000), trn: z.string().regex(TRN_PATTERN).nullable() };
/**
 * a party of a tax invoice as it was when issued (Article 59: name, address, TRN); the address in
 * Arabic too when known (the firm's), left out otherwise and on invoices issued before it was kept
 */
const party = z.strictObject({ ...partyFields, addressAr: optionalTextOf(1000).optional() });

const draftedFields = { invoiceId: whole(1), clientId: whole(1), caseId: optionalWhole(1), from: storedDay(), to: storedDay(), draftedBy: whole(1) };
// version 1, before expenses: read and upcast (each line billing no expense), never written
declareEvent('InvoiceDrafted', 1, z.strictObject({ ...draftedFields, lines: z.array(invoiceLineV1).min(1).max(MAX_INVOICE_LINES) }));
// version 2, before fixed fees: read as it is (a line without `feeStage` bills no stage), never written
declareEvent(
  'InvoiceDrafted',
  2,
  z.strictObject({ ...draftedFields, lines: z.array(invoiceLineV2).min(1).max(MAX_INVOICE_LINES) }),
  (d) => ({ ...d, lines: Array.isArray(d.lines) ? d.lines.map((l: Record<string, unknown>) => ({ expenseId: null, ...l })) : d.lines }),
);
/**
 * drafted by `draftedBy` from what was unbilled for the client (and case) from `from` to `to`: its
 * time, the reached stages of its fixed-fee cases (feeArrangements.ts) and its expenses. A line of
 * a stage names it (`feeStage`); the others leave it out, so a version 2 event reads as one of
 * this version without an upcaster.
 */
// version 3, before invoices in another currency: read and upcast (in AED, no rate), never written
declareEvent('InvoiceDrafted', 3, z.strictObject({ ...draftedFields, lines: z.array(invoiceLine).min(1).max(MAX_INVOICE_LINES) }));
/** an exchange rate as stored: AED per unit, a positive decimal of at most six places (currency.ts canonicalExchangeRate) */
const exchangeRate = z.string().regex(/^\d{1,6}\.\d{2,6}$/);
/**
 * As version 3, and the currency the invoice is billed in (currency.ts) with its rate to AED
 * (null in AED). The lines' amounts stay in fils: the books' figures.
 */
export const InvoiceDrafted = declareEvent(
  'InvoiceDrafted',
  4,
  z.strictObject({ ...draftedFields, currency: z.enum(invoiceCurrencies), exchangeRate: exchangeRate.nullable(), lines: z.array(invoiceLine).min(1).max(MAX_INVOICE_LINES) }),
  (d) => ({ ...d, currency: 'AED', exchangeRate: null }),
);
/** the rate of an invoice in another currency changed before its issue (e.g. to the rate of the day of supply) */
export const InvoiceExchangeRateChanged = declareEvent('InvoiceExchangeRateChanged', 1, z.strictObject({ invoiceId: whole(1), exchangeRate, changedBy: whole(1) }));
export const InvoiceApproved = declareEvent('InvoiceApproved', 1, z.strictObject({ invoiceId: whole(1), approvedBy: whole(1) }));
/**
 * Issued as a tax invoice: its number from the invoice sequence (taken in the same append), the
 * day of issue and of supply, the two parties as they stood, whether the client accounts for the
 * VAT (reverse charge), and its totals in fils.
 */
const issued = <P extends z.ZodType>(p: P) =>
  z.strictObject({
    invoiceId: whole(1),
    number: whole(1),
    issuedOn: storedDay(),
    suppliedOn: storedDay(),
    issuedBy: whole(1),
    seller: p,
    buyer: p,
    reverseCharge: z.boolean(),
    subtotalFils: fils(),
    vatFils: fils(),
    totalFils: fils(),
  });
// version 1, before a party's Arabic address: read as it is (its parties leave addressAr out), never written
declareEvent('InvoiceIssued', 1, issued(z.strictObject(partyFields)));
export const InvoiceIssued = declareEvent('InvoiceIssued', 2, issued(party), (d) => d);
/** a draft (or an approved one not yet issued) dropped; its time is unbilled again */
export const InvoiceVoided = declareEvent('InvoiceVoided', 1, z.strictObject({ invoiceId: whole(1), voidedBy: whole(1), reason: text(2000) }));
/**
 * A tax credit note against the issued invoice (Article 60): its number from the credit-note
 * sequence, the day, why, and how much of each line's net it takes back with that part's VAT.
 */
export const CreditNoteIssued = declareEvent(
  'CreditNoteIssued',
  1,
  z.strictObject({
    invoiceId: whole(1),
    creditNoteNumber: whole(1),
    issuedOn: storedDay(),
    issuedBy: whole(1),
    reason: text(2000),
    lines: z.array(z.strictObject({ line: whole(0), netFils: whole(1), vatFils: fils() })).min(1),
    subtotalFils: fils(),
    vatFils: fils(),
    totalFils: fils(),
  }),
);

export type InvoiceEvent =
  | EventOf<typeof InvoiceDrafted>
  | EventOf<typeof InvoiceExchangeRateChanged>
  | EventOf<typeof InvoiceApproved>
  | EventOf<typeof InvoiceIssued>
  | EventOf<typeof InvoiceVoided>
  | EventOf<typeof CreditNoteIssued>
  | EventOf<typeof InvoicePaymentApplied>
  | EventOf<typeof InvoicePaymentWithdrawn>;

export type InvoiceLine = z.output<typeof invoiceLine>;
export type InvoiceParty = z.output<typeof party>;

/** what the accredited e-invoicing provider made of an invoice's or a credit note's e-invoice, as the billing read model keeps it */
export interface EInvoiceStatusAnswer {
  status: 'submitted' | 'accepted' | 'rejected';
  reference: string | null;
  reasons: { code: string | null; message: string }[];
  submittedAt: string;
  updatedAt: string;
}

/** one line as GET /api/billing/invoices(/:id) answers it: amounts as AED text ("1000.00"), hours ("1.50") for time, and the same in the invoice's currency */
export interface InvoiceLineAnswer extends LineInCurrency {
  line: number;
  timeEntryId: number | null;
  expenseId: number | null;
  /** the fixed fee's stage it bills */
  feeStage?: { caseId: number; stageId: string };
  date: string | null;
  description: string;
  /** hours ("1.50") for time, items for an expense or a stage */
  quantity: string;
  unit: 'hour' | 'item';
  unitPrice: string;
  vat: VatTreatment;
  gross: string;
  discount: string;
  net: string;
  vatAmount: string;
  total: string;
}

/** a credit note as its invoice's answer carries it (AED text, and the same in the invoice's currency) */
export interface CreditNoteAnswer extends TotalsInCurrency {
  /** CN-000007 */
  number: string;
  issuedOn: string;
  issuedBy: number;
  reason: string;
  lines: ({ line: number; net: string; vat: string; total: string } & Omit<LineInCurrency, 'unitPriceInCurrency'>)[];
  subtotal: string;
  vat: string;
  total: string;
  eInvoice?: EInvoiceStatusAnswer;
}

/** an e-mail of the invoice to the client, as its answer carries it */
export interface InvoiceEmailAnswer {
  requestId: string;
  to: string;
  language: 'en' | 'ar' | 'both';
  status: 'queued' | 'sent' | 'outbox';
  requestedBy: number;
  requestedAt: string;
  sentAt: string | null;
}

/**
 * An invoice as the billing read model keeps it (an `invoices` document): amounts as AED text, and
 * in its currency beside them; its number in fils and what payments put against it, which its
 * answer leaves out.
 */
export interface InvoiceDocument extends TotalsInCurrency {
  id: number;
  clientId: number;
  clientNameEn: string | null;
  clientNameAr: string | null;
  caseId: number | null;
  /** the cases its lines bill (the draft's case, its time's, its expenses', its stages') */
  caseIds: number[];
  /** the client files and consultations its time was on */
  fileIds: number[];
  consultationIds: number[];
  from: string;
  to: string;
  status: InvoiceStatus;
  /** INV-000042, null until issued */
  number: string | null;
  issuedOn: string | null;
  suppliedOn: string | null;
  draftedBy: number;
  approvedBy: number | null;
  issuedBy?: number;
  voidedBy?: number;
  voidReason?: string;
  /** the parties as they stood when it was issued */
  seller?: InvoiceParty;
  buyer?: InvoiceParty;
  reverseCharge?: boolean;
  /** the currency it is billed in (ISO 4217) and its rate, AED per unit (null in AED) */
  currency: InvoiceCurrency;
  exchangeRate: string | null;
  lines: InvoiceLineAnswer[];
  subtotal: string;
  vat: string;
  total: string;
  creditNotes: CreditNoteAnswer[];
  /** its number once issued (42 for INV-000042) */
  sequenceNumber?: number;
  /** what payments put against it */
  paidFils: number;
  eInvoice?: EInvoiceStatusAnswer;
  emails?: InvoiceEmailAnswer[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** an invoice's line as its commands answer it: what it bills, its net and VAT as AED text, and the same in the invoice's currency */
export type InvoiceCommandLine = Pick<InvoiceLineAnswer, 'line' | 'timeEntryId' | 'expenseId' | 'feeStage' | 'vat' | 'date' | 'description' | 'net' | 'vatAmount'> & LineInCurrency;

/**
 * An invoice as its commands answer it (POST /api/billing/invoices, and /:id/approve, issue, void,
 * exchange-rate and credit-notes; command-api's invoiceRecord), read from its stream: not the read
 * model's answer (no names, quantities, payments or credit notes' list; the last credit note's number).
 */
export interface InvoiceCommandAnswer extends TotalsInCurrency {
  id: number;
  clientId: number;
  caseId: number | null;
  status: InvoiceStatus;
  /** INV-000042, null until issued */
  number: string | null;
  issuedOn: string | null;
  currency: InvoiceCurrency;
  exchangeRate: string | null;
  lines: InvoiceCommandLine[];
  subtotal: string;
  vat: string;
  total: string;
  /** its last credit note's number (CN-000007), null before any */
  creditNote: string | null;
  version: number;
}

/**
 * An invoice as GET /api/billing/invoices (each row) and /api/billing/invoices/:id answer it: its
 * document without the fils, what is paid, and what is outstanding once issued (null before:
 * nothing is owed on a draft).
 */
export interface InvoiceAnswer extends Omit<InvoiceDocument, 'sequenceNumber' | 'paidFils'> {
  paid: string;
  outstanding: string | null;
}
