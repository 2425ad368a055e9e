import { z } from 'zod';
import { daysBetween } from '../calendarDays.js';
import { declareEvent, optionalTextOf, optionalWhole, storedDay, whole, type EventOf } from '../events/typed.js';

/** A client's payment, stream `payment-{id}`: what was received, how, on which day, and which issued invoices it settles. */
export const paymentStream = (paymentId: number) => `payment-${paymentId}`;

/** how the money came: bank transfer, cheque, card, cash */
export const paymentMethods = ['bank_transfer', 'cheque', 'card', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** the most invoices one payment names */
export const MAX_PAYMENT_INVOICES = 100;

const allocation = z.strictObject({ invoiceId: whole(1), amountFils: whole(1) });

const recordedFields = {
  paymentId: whole(1),
  clientId: whole(1),
  amountFils: whole(1),
  method: z.enum(paymentMethods),
  receivedOn: storedDay(),
  reference: optionalTextOf(200),
  recordedBy: whole(1),
  allocations: z.array(allocation).max(100),
};
// version 1, before retainers: read and upcast (funding no retainer), never written
declareEvent('PaymentRecorded', 1, z.strictObject(recordedFields));
/**
 * Money received from a client on `receivedOn` (a firm day), in fils, and how it was first
 * allocated: each named issued invoice up to what it had outstanding, in the order named. What
 * is left (`amountFils` less the allocations) is the client's unallocated credit on this payment
 * (a payment on account), drawn down later by `PaymentCreditAllocated`. A payment into a case's
 * retainer (retainers.ts) names the case (`retainerCaseId`) and no invoice: all of it is held for
 * the case's invoices.
 */
export const PaymentRecorded = declareEvent(
  'PaymentRecorded',
  2,
  z.strictObject({ ...recordedFields, retainerCaseId: optionalWhole(1) }),
  (d) => ({ ...d, retainerCaseId: null }),
);
/** part of a payment's unallocated credit put against an issued invoice of the same client */
export const PaymentCreditAllocated = declareEvent(
  'PaymentCreditAllocated',
  1,
  z.strictObject({ paymentId: whole(1), invoiceId: whole(1), amountFils: whole(1), allocatedBy: whole(1) }),
);

export type PaymentEvent = EventOf<typeof PaymentRecorded> | EventOf<typeof PaymentCreditAllocated>;
export type PaymentAllocation = z.output<typeof allocation>;

/** Recorded on the invoice's own stream, in the same append as the payment's event: what settles it, decided against what it has outstanding. */
export const InvoicePaymentApplied = declareEvent('InvoicePaymentApplied', 1, z.strictObject({ invoiceId: whole(1), paymentId: whole(1), amountFils: whole(1) }));

/** a payment taken back off the invoice: only when the payment's own record could not be appended after it (EventStoreDB writes streams one after another) */
export const InvoicePaymentWithdrawn = declareEvent('InvoicePaymentWithdrawn', 1, z.strictObject({ invoiceId: whole(1), paymentId: whole(1), amountFils: whole(1) }));

/** days past the day an invoice is reckoned from, as aged receivables group them */
export const agingBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketOf = (daysPast: number): AgingBucket => (daysPast <= 30 ? '0-30' : daysPast <= 60 ? '31-60' : daysPast <= 90 ? '61-90' : '90+');


/** what is left to pay of an invoice: its total less credit notes and payments, never below nothing */
export const outstandingOf = (i: { totalFils: number; creditedFils: number; paidFils: number }): number => Math.max(0, i.totalFils - i.creditedFils - i.paidFils);

/** an issued invoice as a client's balance counts it */
export interface BalanceInvoice {
  id: number;
  number: string | null;
  issuedOn: string;
  totalFils: number;
  /** credit notes' totals with their VAT */
  creditedFils: number;
  /** what payments put against it */
  paidFils: number;
}

export interface ClientBalance {
  invoicedFils: number;
  creditedFils: number;
  /** every payment received from the client */
  paidFils: number;
  /** what is left to pay on the issued invoices */
  outstandingFils: number;
  /** payments not put against an invoice, and what credit notes left paid beyond an invoice's total */
  unallocatedFils: number;
  /** outstanding less unallocated: what the client owes, below zero when in credit */
  balanceFils: number;
  aged: Record<AgingBucket, number>;
  invoices: (BalanceInvoice & { outstandingFils: number; daysPast: number; bucket: AgingBucket })[];
}

/**
 * A client's balance as of the firm's `today`: its issued invoices (never drafts or voided ones)
 * and its payments. Each invoice with something outstanding is aged by the whole days from its
 * day of issue to today (invoices carry no due day).
 */
export function clientBalance(invoices: readonly BalanceInvoice[], payments: readonly { amountFils: number; unallocatedFils: number }[], today: string): ClientBalance {
  const aged = Object.fromEntries(agingBuckets.map((b) => [b, 0])) as Record<AgingBucket, number>;
  let overcovered = 0;
  const rows = invoices.map((i) => {
    const outstandingFils = outstandingOf(i);
    overcovered += Math.max(0, i.paidFils - (i.totalFils - i.creditedFils));
    const daysPast = Math.max(0, daysBetween(i.issuedOn, today));
    const bucket = agingBucketOf(daysPast);
    aged[bucket] += outstandingFils;
    return { ...i, outstandingFils, daysPast, bucket };
  });
  const add = <T>(items: readonly T[], pick: (t: T) => number) => items.reduce((s, t) => s + pick(t), 0);
  const outstandingFils = add(rows, (r) => r.outstandingFils);
  const unallocatedFils = add(payments, (p) => p.unallocatedFils) + overcovered;
  return {
    invoicedFils: add(invoices, (i) => i.totalFils), creditedFils: add(invoices, (i) => i.creditedFils), paidFils: add(payments, (p) => p.amountFils),
    outstandingFils, unallocatedFils, balanceFils: outstandingFils - unallocatedFils, aged, invoices: rows,
  };
}

/** a payment's allocation as the API answers it: the invoice and the amount as AED text */
export interface PaymentAllocationAnswer {
  invoiceId: number;
  amount: string;
}

/** A payment as the payments read model keeps it (a `payments` document): amounts as AED text ("1000.00") and in fils. */
export interface PaymentDocument {
  id: number;
  clientId: number;
  clientNameEn: string | null;
  clientNameAr: string | null;
  amount: string;
  method: PaymentMethod;
  /** the firm's day it was received */
  date: string;
  reference: string | null;
  recordedBy: number;
  /** the case whose retainer it pays into; null for a payment of invoices */
  retainerCaseId: number | null;
  amountFils: number;
  allocations: (PaymentAllocationAnswer & { amountFils: number })[];
  /** the invoices it is allocated to */
  invoiceIds: number[];
  allocated: string;
  allocatedFils: number;
  unallocated: string;
  unallocatedFils: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * A payment as its commands answer it (POST /api/billing/payments and /:id/allocations; command-api's
 * paymentRecord), read from its stream: amounts as AED text, the retainer's case it was paid into.
 */
export interface PaymentCommandAnswer {
  id: number;
  clientId: number;
  amount: string;
  allocations: { invoiceId: number; amount: string }[];
  unallocated: string;
  retainerCaseId: number | null;
  version: number;
}

/** A payment as GET /api/billing/payments (each row) and /api/billing/payments/:id answer it: its document without the fils. */
export interface PaymentAnswer extends Omit<PaymentDocument, 'amountFils' | 'allocations' | 'invoiceIds' | 'allocatedFils' | 'unallocatedFils'> {
  allocations: PaymentAllocationAnswer[];
}

/** an issued invoice as a client's balance answers it (AED text) */
export interface BalanceInvoiceAnswer {
  id: number;
  number: string | null;
  issuedOn: string;
  total: string;
  credited: string;
  paid: string;
  outstanding: string;
  daysPast: number;
  bucket: AgingBucket;
}

/** A client's balance as GET /api/billing/clients/:id/balance answers it, as of the firm's today (`asOf`); contracts' clientBalance in AED text. */
export interface ClientBalanceAnswer {
  clientId: number;
  asOf: string;
  invoiced: string;
  credited: string;
  paid: string;
  outstanding: string;
  unallocated: string;
  /** of the unallocated credit, what is held in the client's cases' retainers */
  retainerHeld: string;
  /** outstanding less unallocated: below zero when in credit */
  balance: string;
  aged: Record<AgingBucket, string>;
  invoices: BalanceInvoiceAnswer[];
}
