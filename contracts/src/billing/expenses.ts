import { z } from 'zod';
import { declareEvent, storedBlob, storedDay, text, whole, type EventOf } from '../events/typed.js';
import { vatTreatments, type VatTreatment } from './money.js';

/** Money the firm paid out for a client's case (a court fee, an expert, a translation…), stream `expense-{id}`. */
export const expenseStream = (expenseId: number) => `expense-${expenseId}`;

/** the kinds of expense (the words of each in billingMessages, `billing.expenseType.*`) */
export const expenseTypes = ['court_fees', 'expert_fees', 'translation', 'travel', 'courier', 'government_fees', 'other'] as const;
export type ExpenseType = (typeof expenseTypes)[number];

/**
 * How an expense is taxed when it is billed to the client, as the firm decides per type (its
 * choices on the stream `expense-treatments`, ExpenseTreatmentSet): `out_of_scope`, a disbursement
 * paid as the client's agent in the client's name, outside the scope of VAT when the conditions of
 * the law on disbursements hold (the Executive Regulation's Article 33; the firm checks them with
 * its tax adviser); `standard`, a cost of the firm's own service, taxed as the invoice's services
 * are (`invoiceVat`: standard 5% unless the draft says otherwise); `zero_rated`. A type the firm
 * has not chosen for bills as the default table: court and government fees out of scope, the rest
 * as the invoice.
 */
export const disbursementTypes: readonly ExpenseType[] = ['court_fees', 'government_fees'];
export const defaultExpenseTreatment = (type: ExpenseType): VatTreatment => (disbursementTypes.includes(type) ? 'out_of_scope' : 'standard');

/** The firm's treatment of each expense type it has chosen one for, one stream. */
export const EXPENSE_TREATMENTS_STREAM = 'expense-treatments';
/** the firm's choices so far, by type (a type left out bills as defaultExpenseTreatment) */
export type ExpenseTreatments = Partial<Record<ExpenseType, VatTreatment>>;
/** the firm bills expenses of a type with this treatment from now on (drafts already made keep theirs) */
export const ExpenseTreatmentSet = declareEvent('ExpenseTreatmentSet', 1, z.strictObject({ expenseType: z.enum(expenseTypes), vat: z.enum(vatTreatments) }));
export type ExpenseTreatmentEvent = EventOf<typeof ExpenseTreatmentSet>;
export const expenseTreatmentsAfter = (treatments: ExpenseTreatments, event: ExpenseTreatmentEvent): ExpenseTreatments => ({ ...treatments, [event.data.expenseType]: event.data.vat });
/** the treatment the firm chose for a type, or the default */
export const chosenTreatment = (type: ExpenseType, firm: ExpenseTreatments = {}): VatTreatment => firm[type] ?? defaultExpenseTreatment(type);
/** how an expense of `type` bills on an invoice whose services are taxed as `invoiceVat`: `standard` follows the invoice */
export const expenseTreatment = (type: ExpenseType, invoiceVat: VatTreatment = 'standard', firm: ExpenseTreatments = {}): VatTreatment => {
  const chosen = chosenTreatment(type, firm);
  return chosen === 'standard' ? invoiceVat : chosen;
};
/** PUT /api/billing/expense-treatments/:expenseType's body */
export const expenseTreatmentInput = z.object({ vat: z.enum(vatTreatments, { error: 'validation.invalidValue' }) });
/** An expense type's treatment as GET /api/billing/expense-treatments answers it (`id` the type); `chosen`: set by the firm, not the default */
export interface ExpenseTreatmentAnswer {
  id: ExpenseType;
  expenseType: ExpenseType;
  vat: VatTreatment;
  chosen: boolean;
}

/**
 * What an expense says: the firm's day it was paid (Asia/Dubai), the amount in fils, its type,
 * and a description in the writer's language.
 */
const expenseFields = {
  date: storedDay(),
  amountFils: whole(1),
  expenseType: z.enum(expenseTypes),
  description: text(2000),
};

/**
 * who may record an expense: a lawyer on the case (an employee) or billing staff (an admin with
 * billing: create). Kept to this module, like the profile's and notifications' lists of user types:
 * an exported list of codes is a vocabulary the pages must word, and a username may read "admin".
 */
const expenseRecorderTypes = ['employee', 'admin'] as const;
/** recorded by `recordedBy` (an employee's or an admin's id, as `recordedByType` says) on a case */
export const ExpenseRecorded = declareEvent(
  'ExpenseRecorded',
  1,
  z.strictObject({ expenseId: whole(1), caseId: whole(1), recordedBy: whole(1), recordedByType: z.enum(expenseRecorderTypes), ...expenseFields }),
);
/** the expense as it now reads, every field (only while no invoice bills it) */
export const ExpenseChanged = declareEvent('ExpenseChanged', 1, z.strictObject({ expenseId: whole(1), caseId: whole(1), ...expenseFields }));
export const ExpenseDeleted = declareEvent('ExpenseDeleted', 1, z.strictObject({ expenseId: whole(1), caseId: whole(1) }));
/** put on an invoice's draft: from now on it is billed and cannot change */
export const ExpenseBilled = declareEvent('ExpenseBilled', 1, z.strictObject({ expenseId: whole(1), caseId: whole(1), invoiceId: whole(1) }));
/** the receipt (a scan or photo of it) kept with the expense; a later one replaces it */
export const ExpenseReceiptAttached = declareEvent('ExpenseReceiptAttached', 1, z.strictObject({ expenseId: whole(1), caseId: whole(1), receipt: storedBlob() }));
/** its draft was voided: unbilled again */
export const ExpenseUnbilled = declareEvent('ExpenseUnbilled', 1, z.strictObject({ expenseId: whole(1), caseId: whole(1), invoiceId: whole(1) }));

export type ExpenseEvent =
  | EventOf<typeof ExpenseRecorded>
  | EventOf<typeof ExpenseChanged>
  | EventOf<typeof ExpenseDeleted>
  | EventOf<typeof ExpenseBilled>
  | EventOf<typeof ExpenseUnbilled>
  | EventOf<typeof ExpenseReceiptAttached>;

export type ExpenseFields = z.output<z.ZodObject<typeof expenseFields>>;

/** a receipt as stored: the blob's id, size, type, digest and file name */
export type ExpenseReceipt = EventOf<typeof ExpenseReceiptAttached>['data']['receipt'];

/** a receipt as an expense's answers name it: its file's name, type and size, never where it is stored */
export type ExpenseReceiptAnswer = Pick<ExpenseReceipt, 'filename' | 'contentType' | 'size'>;

/**
 * An expense as the billing read model keeps it (an `expenses` document, projections' expenses.ts):
 * what it says, its amount as AED text, the VAT treatment it bills with, its case's clients and
 * names, the invoice that bills it (null while unbilled) and its receipt, named and as stored.
 */
export interface ExpenseDocument extends ExpenseFields {
  id: number;
  caseId: number;
  recordedBy: number;
  recordedByType: (typeof expenseRecorderTypes)[number];
  amount: string;
  vat: VatTreatment;
  clientIds: number[];
  caseNumber: string | null;
  titleEn: string | null;
  titleAr: string | null;
  invoiceId: number | null;
  receipt: ExpenseReceiptAnswer | null;
  receiptFile: ExpenseReceipt | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** An expense as GET /api/billing/expenses (each row) and /api/billing/expenses/:id answer it: its document without where its receipt is stored. */
export type ExpenseAnswer = Omit<ExpenseDocument, 'receiptFile'>;

/**
 * An expense as its commands answer it (POST /api/billing/expenses, PUT /:id, POST /:id/receipt;
 * command-api's expenseRecord), read from its stream: no case names or clients, the treatment its
 * type bills with now.
 */
export type ExpenseCommandAnswer = Pick<ExpenseDocument, 'id' | 'caseId' | 'recordedBy' | 'recordedByType' | keyof ExpenseFields | 'amount' | 'vat' | 'invoiceId' | 'receipt' | 'version'>;
