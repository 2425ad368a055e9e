import { z } from 'zod';
import { declareEvent, storedBlob, storedDay, text, whole, type EventOf } from '../events/typed.js';
import type { VatTreatment } from './money.js';

/** Money the firm paid out for a client's case (a court fee, an expert, a translation…), stream `expense-{id}`. */
export const expenseStream = (expenseId: number) => `expense-${expenseId}`;

/** the kinds of expense (the words of each in billingMessages, `billing.expenseType.*`) */
export const expenseTypes = ['court_fees', 'expert_fees', 'translation', 'travel', 'courier', 'government_fees', 'other'] as const;
export type ExpenseType = (typeof expenseTypes)[number];

/**
 * How an expense is taxed when it is billed to the client, as the firm decides per type: a court
 * or government fee paid as the client's agent in the client's name is a disbursement, outside the
 * scope of VAT when the conditions of the law on disbursements hold (the Executive Regulation's
 * Article 33; the firm checks them with its tax adviser), so it is out of scope by default; any
 * other expense is a cost of the firm's own service and is taxed as the invoice's services are
 * (`invoiceVat`: standard 5% unless the draft says otherwise). A firm-configurable table is not
 * built: this is its default.
 */
export const disbursementTypes: readonly ExpenseType[] = ['court_fees', 'government_fees'];
export const expenseVat = (type: ExpenseType, invoiceVat: VatTreatment = 'standard'): VatTreatment => (disbursementTypes.includes(type) ? 'out_of_scope' : invoiceVat);

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
