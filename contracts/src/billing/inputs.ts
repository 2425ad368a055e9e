import { z } from 'zod';
import { calendarDay, flag, idNumber, optionalCalendarDay, optionalId, optionalText, requiredText, wholeNumber } from '../validation.js';
import { parseAed, vatTreatments } from './money.js';
import { MAX_ENTRY_MINUTES, matterField, matterKinds, TIME_ACTIVITY_PATTERN, type MatterKind, type TimeEntryMatter } from './timeEntries.js';
import { MAX_PAYMENT_INVOICES, paymentMethods } from './payments.js';
import { expenseTypes } from './expenses.js';
import { rateScopes } from './rates.js';
import { canonicalExchangeRate, invoiceCurrencies } from './currency.js';

/** an amount in AED as people type it ("1000", "1000.50", or a JSON number), kept in fils; more than two decimals refused */
const aed = (key: 'billing.invalidRate' | 'billing.invalidAmount' | 'billing.invalidPayment' | 'billing.invalidExpenseAmount') =>
  z
    .union([z.number({ error: key }), z.string({ error: key })], { error: key })
    .transform((v, ctx) => {
      const fils = parseAed(String(v));
      if (fils === null || fils < 0) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return fils;
    });

/** what a time entry says as the API takes it, but its matter: the firm's day, minutes, activity, description, billable, and the hourly rate in AED (null: the firm's) */
export const timeEntryFieldsInput = z.object({
  date: calendarDay(),
  minutes: wholeNumber('billing.invalidMinutes').pipe(z.number().min(1, { error: 'billing.invalidMinutes' }).max(MAX_ENTRY_MINUTES, { error: 'billing.invalidMinutes' })),
  activity: z.string({ error: 'validation.invalidValue' }).regex(TIME_ACTIVITY_PATTERN, { error: 'validation.invalidValue' }),
  description: requiredText('validation.required', 2000),
  billable: flag(true),
  // left out (or blank): the firm's rate card decides (rates.ts applicableRate)
  rate: z.preprocess((v) => (v === '' || v === null ? undefined : v), aed('billing.invalidRate').optional()).transform((v) => v ?? null),
});

/** the fields that name a matter, each optional: a request names one of them (oneMatter) */
export const matterIds = { caseId: optionalId(), fileId: optionalId(), consultationId: optionalId() };

/**
 * The one matter a request names by `caseId`, `fileId` or `consultationId` (null when not named):
 * none named is refused on `caseId`, two on the second (a zod transform's issue; null then).
 */
export function oneMatter(ids: Record<(typeof matterField)[MatterKind], number | null>, ctx: z.RefinementCtx): TimeEntryMatter | null {
  const named = matterKinds.flatMap((kind): TimeEntryMatter[] => {
    const id = ids[matterField[kind]];
    return id === null ? [] : [{ kind, id }];
  });
  if (named.length === 1) return named[0];
  ctx.addIssue({ code: 'custom', path: [named.length ? matterField[named[1].kind] : 'caseId'], message: named.length ? 'billing.oneMatter' : 'billing.matterRequired' });
  return null;
}

/** A time entry as the API takes it (POST and PUT): its matter (oneMatter) and its fields. */
export const timeEntryInput = timeEntryFieldsInput.extend(matterIds).transform(({ caseId, fileId, consultationId, ...rest }, ctx) => {
  const matter = oneMatter({ caseId, fileId, consultationId }, ctx);
  return matter ? { matter, ...rest } : z.NEVER;
});
export type TimeEntryInput = z.output<typeof timeEntryInput>;

/** an expense as the API takes it (POST and PUT): the case, the firm's day it was paid, the amount in AED (more than nothing), its type, a description */
export const expenseInput = z.object({
  caseId: idNumber('validation.required'),
  date: calendarDay(),
  amount: aed('billing.invalidExpenseAmount').pipe(z.number().min(1, { error: 'billing.invalidExpenseAmount' })),
  expenseType: z.enum(expenseTypes, { error: 'billing.invalidExpenseType' }),
  description: requiredText('validation.required', 2000),
});
export type ExpenseInput = z.output<typeof expenseInput>;

/** an exchange rate as people type it (AED per unit: "3.6725" or a JSON number), kept as its canonical text; blank or null: none */
const exchangeRate = z
  .union([z.literal(''), z.null(), z.number({ error: 'billing.invalidExchangeRate' }), z.string({ error: 'billing.invalidExchangeRate' })], { error: 'billing.invalidExchangeRate' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const rate = canonicalExchangeRate(String(v));
    if (rate === null) {
      ctx.addIssue({ code: 'custom', message: 'billing.invalidExchangeRate' });
      return z.NEVER;
    }
    return rate;
  });
const currency = z.enum(invoiceCurrencies, { error: 'billing.invalidCurrency' }).optional().transform((v) => v ?? 'AED');

/** an invoice's exchange rate changed while it is not issued (AED per unit of its currency) */
export const invoiceExchangeRateInput = z.object({ exchangeRate });

/** a draft: the client (and one of its cases), the period (firm days), a discount in AED on the whole invoice, the VAT treatment, the currency it is billed in (AED when left out) and its rate to AED (decided with the draft: named exactly when not AED) */
export const invoiceDraftInput = z.object({
  currency,
  exchangeRate,
  clientId: idNumber('validation.required'),
  caseId: optionalId(),
  from: calendarDay(),
  to: calendarDay(),
  discount: z.union([z.literal(''), z.null(), aed('billing.invalidAmount')]).optional().transform((v) => (typeof v === 'number' ? v : 0)),
  vat: z.enum(vatTreatments, { error: 'validation.invalidValue' }).optional().transform((v) => v ?? 'standard'),
});

/** issuing: the day of supply when not the period's last day, and whether the client accounts for the VAT (reverse charge) */
export const invoiceIssueInput = z.object({
  suppliedOn: optionalCalendarDay(),
  reverseCharge: flag(false),
});

export const invoiceVoidInput = z.object({ reason: requiredText('validation.required', 2000) });

/** a credit note: why, and how much (AED, before VAT) of each line (by its index) it takes back */
export const creditNoteInput = z.object({
  reason: requiredText('validation.required', 2000),
  lines: z
    .array(z.object({ line: wholeNumber('billing.creditUnknownLine').pipe(z.number().min(0, { error: 'billing.creditUnknownLine' })), amount: aed('billing.invalidAmount') }), { error: 'billing.creditNothing' })
    .min(1, { error: 'billing.creditNothing' }),
});

/** a payment received: the client, the amount in AED (more than nothing), how, the firm's day it came, and the issued invoices it settles in that order (none: all of it is held as the client's credit) */
export const paymentInput = z.object({
  clientId: idNumber('validation.required'),
  amount: aed('billing.invalidPayment').pipe(z.number().min(1, { error: 'billing.invalidPayment' })),
  method: z.enum(paymentMethods, { error: 'billing.invalidMethod' }),
  date: calendarDay(),
  reference: optionalText(200),
  invoiceIds: z
    .union([z.null(), z.array(idNumber('validation.invalidValue'), { error: 'validation.invalidValue' }).max(MAX_PAYMENT_INVOICES, { error: 'validation.invalidValue' })])
    .optional()
    .transform((v) => v ?? [])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'billing.invoiceNamedTwice' }),
  /** the case whose retainer it pays into (then it names no invoice); none: an ordinary payment */
  retainerCaseId: optionalId(),
});
export type PaymentInput = z.output<typeof paymentInput>;

/** a payment's credit put against an issued invoice: how much (AED), or as much as both allow when left out */
export const creditAllocationInput = z.object({
  invoiceId: idNumber('validation.required'),
  amount: z.union([z.literal(''), z.null(), aed('billing.invalidPayment').pipe(z.number().min(1, { error: 'billing.invalidPayment' }))]).optional().transform((v) => (typeof v === 'number' ? v : null)),
});

/** a case's retainer agreed (or its terms replaced): the client (one of the case's), the deposit asked in AED, the level in AED it is topped up from (evergreen; none: a one-off deposit), and the firm's day it was agreed (today when left out) */
export const retainerInput = z.object({
  clientId: idNumber('validation.required'),
  amount: aed('billing.invalidAmount').pipe(z.number().min(1, { error: 'billing.invalidAmount' })),
  replenishBelow: z.union([z.literal(''), z.null(), aed('billing.invalidAmount').pipe(z.number().min(1, { error: 'billing.invalidAmount' }))]).optional().transform((v) => (typeof v === 'number' ? v : null)),
  agreedOn: optionalCalendarDay(),
});
export type RetainerInput = z.output<typeof retainerInput>;

/** an hourly rate of the firm's card: what it is for (a case, a client, a lawyer, a role: `scope` and `scopeId`) and the rate in AED */
export const hourlyRateInput = z.object({
  scope: z.enum(rateScopes, { error: 'billing.invalidRateScope' }),
  scopeId: idNumber('validation.required'),
  rate: aed('billing.invalidRate'),
});
