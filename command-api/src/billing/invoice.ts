import { CreditNoteIssued, InvoiceApproved, InvoiceDrafted, InvoiceExchangeRateChanged, currencyTermsProblem, type InvoiceCurrency, InvoiceIssued, InvoicePaymentApplied, InvoicePaymentWithdrawn, InvoiceVoided, TimeEntryUnbilled, ExpenseUnbilled, creditVat, draftLines, outstandingOf, type Fils, type InvoiceEvent, type InvoiceLine, type InvoiceParty, type InvoiceStatus, type ExpenseTreatments, type UnbilledExpense, type UnbilledTime, type VatTreatment } from '@lawfirm/contracts';
import { DomainError, typedDecider, type DomainEvent } from '../framework/decider.js';
import type { ExecuteOptions } from '../framework/handler.js';
import type { Constraints, ConstraintsOf } from '../framework/constraints.js';

type Claim = NonNullable<Constraints['claims']>[number];
import { timeEntryDecider } from './timeEntry.js';
import { expenseDecider } from './expense.js';
import { bilingual, creditNoteNumberSequence, invoiceNumberSequence, MAX_INVOICE_LINES, timeEntryStream, expenseStream, type MessageKey } from '@lawfirm/contracts';
import { feeArrangementStream, FeeStagesUnbilled, type UnbilledStage } from '@lawfirm/contracts';
import { feeArrangementDecider } from './feeArrangement.js';

/**
 * A client's invoice, stream `invoice-{id}` (contracts' invoiceStream): a draft of the period's
 * unbilled time, approved, then issued as a tax invoice with the next number of the invoice
 * sequence. A draft may be voided; an issued invoice is never changed or voided, only corrected by
 * tax credit notes, each numbered from the credit-note sequence.
 */
export interface InvoiceState {
  exists: boolean;
  id: number;
  clientId: number;
  caseId: number | null;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  /** the currency it is billed in and its rate to AED (null in AED): currency.ts */
  currency: InvoiceCurrency;
  exchangeRate: string | null;
  /** the tax invoice's number once issued */
  number: number | null;
  issuedOn: string | null;
  /** what credit notes took back of each line so far */
  credited: { netFils: Fils; vatFils: Fils }[];
  /** the number of the last credit note against it */
  lastCreditNoteNumber: number | null;
  /** the total with VAT once issued */
  totalFils: Fils;
  /** what payments settled of it (InvoicePaymentApplied, less any withdrawn) */
  paidFils: Fils;
  version: number;
}

export type InvoiceCommand =
  | {
      type: 'DraftInvoice';
      invoiceId: number;
      clientId: number;
      caseId: number | null;
      from: string;
      to: string;
      draftedBy: number;
      /** the client's (or case's) unbilled time as the route found it; the draft takes the billable time of the period */
      entries: UnbilledTime[];
      /** the client's (or case's) unbilled expenses likewise; the draft takes those of the period */
      expenses?: UnbilledExpense[];
      /** the fixed-fee cases among them (their time is not billed) and their reached, unbilled stages, read from their arrangements' streams */
      fees?: { fixedFeeCaseIds: number[]; stages: UnbilledStage[] };
      /** the firm's VAT treatment of each expense type, read from its stream when drafting (none: the default table) */
      expenseTreatments?: ExpenseTreatments;
      discountFils: Fils;
      vat: VatTreatment;
      /** the currency it is billed in (AED when left out) and its rate, AED per unit (named exactly when not AED) */
      currency?: InvoiceCurrency;
      exchangeRate?: string | null;
    }
  /** the rate of an invoice in another currency, while it is a draft or approved */
  | { type: 'ChangeExchangeRate'; exchangeRate: string | null; changedBy: number }
  | { type: 'ApproveInvoice'; approvedBy: number }
  /** `number`: the invoice sequence's next, given by the handler (invoiceNumbering) */
  | { type: 'IssueInvoice'; number: number; issuedOn: string; suppliedOn: string; issuedBy: number; seller: InvoiceParty; buyer: InvoiceParty; reverseCharge: boolean }
  | { type: 'VoidInvoice'; voidedBy: number; reason: string }
  /** `creditNoteNumber`: the credit-note sequence's next, given by the handler (creditNoteNumbering); `lines`: how much of each line's net (by index) is taken back */
  | { type: 'IssueCreditNote'; creditNoteNumber: number; issuedOn: string; issuedBy: number; reason: string; lines: { line: number; netFils: Fils }[] }
  /** part of a payment put against the invoice, in the same append as the payment's own event (payment.ts) */
  | { type: 'ApplyPayment'; paymentId: number; clientId: number; amountFils: Fils }
  /** that part taken back when the payment's own event could not follow it (EventStoreDB) */
  | { type: 'WithdrawPayment'; paymentId: number; amountFils: Fils };

/** what is left to pay: the issued total less credit notes (with their VAT) and payments; nothing before the issue */
export const outstandingFils = (state: InvoiceState): Fils =>
  state.status !== 'issued' ? 0 : outstandingOf({ totalFils: state.totalFils, creditedFils: sum(state.credited, (c) => c.netFils + c.vatFils), paidFils: state.paidFils });

/** execute's options for issuing: the number is the invoice sequence's next, taken in the same append */
export const invoiceNumbering: ExecuteOptions<InvoiceState, InvoiceCommand> = {
  sequence: { name: invoiceNumberSequence, withNumber: (command, number) => (command.type === 'IssueInvoice' ? { ...command, number } : command), taken: (state) => state.number },
};
/** execute's options for a credit note: its number is the credit-note sequence's next */
export const creditNoteNumbering: ExecuteOptions<InvoiceState, InvoiceCommand> = {
  sequence: {
    name: creditNoteNumberSequence,
    withNumber: (command, creditNoteNumber) => (command.type === 'IssueCreditNote' ? { ...command, creditNoteNumber } : command),
    taken: (state) => state.lastCreditNoteNumber,
  },
};

/**
 * The time and expenses an invoice bills, held in the same append as its events: a draft bills
 * each of its lines' entries (expenses) on the entry's own stream (refused when another invoice
 * has it, or it changed since the draft read it), and a voided draft unbills them. An entry or an
 * expense is billed by one invoice at most, and never changes while billed.
 */
export const invoiceConstraints: ConstraintsOf<InvoiceState> = (state) => {
  if (!state.exists) return null;
  if (state.status === 'voided') return { claims: [] };
  return {
    claims: [...state.lines.flatMap((line, i): Claim[] => [
      ...(line.timeEntryId === null
        ? []
        : [
            {
              stream: timeEntryStream(line.timeEntryId),
              decider: timeEntryDecider,
              take: { type: 'BillTimeEntry', invoiceId: state.id, drafted: { date: line.date, minutes: line.quantity, description: line.description, rateFils: line.unitPriceFils } },
              release: { type: 'UnbillTimeEntry', invoiceId: state.id },
              field: `lines.${i}.timeEntryId`,
              undo: (events: DomainEvent[]) => events.map((e) => ({ type: TimeEntryUnbilled.type, data: e.data })),
            },
          ]),
      ...(line.expenseId === null
        ? []
        : [
            {
              stream: expenseStream(line.expenseId),
              decider: expenseDecider,
              take: { type: 'BillExpense', invoiceId: state.id, drafted: { date: line.date, amountFils: line.unitPriceFils, description: line.description } },
              release: { type: 'UnbillExpense', invoiceId: state.id },
              field: `lines.${i}.expenseId`,
              undo: (events: DomainEvent[]) => events.map((e) => ({ type: ExpenseUnbilled.type, data: e.data })),
            },
          ]),
    ]), ...stageClaims(state)],
  };
};

/**
 * The stages of fixed fees an invoice bills: one claim per case on its arrangement's stream (the
 * stages of that case together, as drafted), named after the first of their lines.
 */
function stageClaims(state: InvoiceState): Claim[] {
  const byCase = new Map<number, { first: number; drafted: { stageId: string; description: string; amountFils: Fils; vat: VatTreatment }[] }>();
  state.lines.forEach((line, i) => {
    if (!line.feeStage) return;
    const held = byCase.get(line.feeStage.caseId) ?? { first: i, drafted: [] };
    // the line's treatment: the stage's own, or the draft's for fees when the stage is standard rated (contracts' stageVat)
    held.drafted.push({ stageId: line.feeStage.stageId, description: line.description, amountFils: line.unitPriceFils, vat: line.vat });
    byCase.set(line.feeStage.caseId, held);
  });
  return [...byCase].map(([caseId, { first, drafted }]) => ({
    stream: feeArrangementStream(caseId),
    decider: feeArrangementDecider,
    take: { type: 'BillFeeStages', invoiceId: state.id, drafted },
    release: { type: 'UnbillFeeStages', invoiceId: state.id },
    field: `lines.${first}.feeStage`,
    undo: (events: DomainEvent[]) => events.map((e) => ({ type: FeeStagesUnbilled.type, data: e.data })),
  }));
}

const existing = (state: InvoiceState) => {
  if (!state.exists) throw new DomainError('not_found', 'error.notFound');
};
/** refuses with the wording `key`, naming `field` when one field is at fault */
const fail = (key: MessageKey, code: DomainError['code'] = 'validation_failed', field?: string, params: Record<string, number> = {}): never => {
  const { en, ar } = bilingual(key, params);
  throw new DomainError(code, key, field ? [{ field, message: en, messageAr: ar }] : undefined);
};
/** refuses a currency and rate that cannot stand together (currency.ts currencyTermsProblem), naming the field */
const refuseTerms = (terms: { currency: string; exchangeRate: string | null }) => {
  const problem = currencyTermsProblem(terms);
  if (problem === 'currency') fail('billing.invalidCurrency', 'validation_failed', 'currency');
  if (problem === 'exchangeRateRequired') fail('billing.exchangeRateRequired', 'validation_failed', 'exchangeRate');
  if (problem === 'exchangeRateForAed') fail('billing.exchangeRateForAed', 'validation_failed', 'exchangeRate');
  if (problem === 'exchangeRate') fail('billing.invalidExchangeRate', 'validation_failed', 'exchangeRate');
};
const sum = <T>(items: readonly T[], pick: (t: T) => number) => items.reduce((s, t) => s + pick(t), 0);

export const invoiceDecider = typedDecider<InvoiceState, InvoiceCommand, InvoiceEvent>({
  initialState: { exists: false, id: 0, clientId: 0, caseId: null, status: 'draft', lines: [], currency: 'AED', exchangeRate: null, number: null, issuedOn: null, credited: [], lastCreditNoteNumber: null, totalFils: 0, paidFils: 0, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    InvoiceDrafted: (state, d) => ({
      ...state, exists: true, id: d.invoiceId, clientId: d.clientId, caseId: d.caseId, status: 'draft', lines: d.lines, currency: d.currency, exchangeRate: d.exchangeRate, credited: d.lines.map(() => ({ netFils: 0, vatFils: 0 })),
    }),
    InvoiceExchangeRateChanged: (state, d) => ({ ...state, exchangeRate: d.exchangeRate }),
    InvoiceApproved: (state) => ({ ...state, status: 'approved' }),
    InvoiceIssued: (state, d) => ({ ...state, status: 'issued', number: d.number, issuedOn: d.issuedOn, totalFils: d.totalFils }),
    InvoicePaymentApplied: (state, d) => ({ ...state, paidFils: state.paidFils + d.amountFils }),
    InvoicePaymentWithdrawn: (state, d) => ({ ...state, paidFils: state.paidFils - d.amountFils }),
    InvoiceVoided: (state) => ({ ...state, status: 'voided' }),
    CreditNoteIssued: (state, d) => ({
      ...state,
      lastCreditNoteNumber: d.creditNoteNumber,
      credited: state.credited.map((c, i) => {
        const taken = d.lines.filter((l) => l.line === i);
        return { netFils: c.netFils + sum(taken, (l) => l.netFils), vatFils: c.vatFils + sum(taken, (l) => l.vatFils) };
      }),
    }),
  },
  decide: {
    DraftInvoice(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      if (command.to < command.from) fail('billing.periodEndsBeforeStart', 'validation_failed', 'to');
      const terms = { currency: command.currency ?? 'AED', exchangeRate: command.exchangeRate ?? null };
      refuseTerms(terms);
      const lines = draftLines(command.entries, command, command.discountFils, command.vat, command.expenses ?? [], command.fees, command.expenseTreatments);
      if (lines === null) return fail('billing.discountTooLarge', 'validation_failed', 'discount');
      if (lines.length === 0) fail('billing.nothingToBill');
      if (lines.length > MAX_INVOICE_LINES) fail('billing.tooManyLines', 'validation_failed', 'to', { max: MAX_INVOICE_LINES });
      return [
        InvoiceDrafted.of({
          invoiceId: command.invoiceId, clientId: command.clientId, caseId: command.caseId, from: command.from, to: command.to, draftedBy: command.draftedBy, ...terms, lines,
        }),
      ];
    },
    ChangeExchangeRate(command, state) {
      existing(state);
      if (state.status === 'issued' || state.status === 'voided') fail('billing.exchangeRateFixedAtIssue', 'conflict', 'exchangeRate');
      refuseTerms({ currency: state.currency, exchangeRate: command.exchangeRate });
      if (command.exchangeRate === state.exchangeRate || command.exchangeRate === null) return [];
      return [InvoiceExchangeRateChanged.of({ invoiceId: state.id, exchangeRate: command.exchangeRate, changedBy: command.changedBy })];
    },
    ApproveInvoice(command, state) {
      existing(state);
      if (state.status === 'approved') return [];
      if (state.status === 'voided') fail('billing.voided', 'conflict');
      if (state.status === 'issued') fail('billing.issuedNeverChanged', 'conflict');
      return [InvoiceApproved.of({ invoiceId: state.id, approvedBy: command.approvedBy })];
    },
    IssueInvoice(command, state) {
      existing(state);
      // issued already: the same answer again, and no second number
      if (state.status === 'issued') return [];
      if (state.status === 'voided') fail('billing.voided', 'conflict');
      if (state.status === 'draft') fail('billing.notApproved', 'conflict');
      if (command.seller.trn === null) fail('billing.sellerTrnRequired');
      if (command.suppliedOn > command.issuedOn) fail('billing.supplyAfterIssue', 'validation_failed', 'suppliedOn');
      const vatFils = sum(state.lines, (l) => l.vatFils);
      if (command.reverseCharge && vatFils !== 0) fail('billing.reverseChargeWithVat', 'validation_failed', 'reverseCharge');
      const subtotalFils = sum(state.lines, (l) => l.netFils);
      return [
        InvoiceIssued.of({
            invoiceId: state.id, number: command.number, issuedOn: command.issuedOn, suppliedOn: command.suppliedOn, issuedBy: command.issuedBy,
            seller: command.seller, buyer: command.buyer, reverseCharge: command.reverseCharge, subtotalFils, vatFils, totalFils: subtotalFils + vatFils,
          }),
      ];
    },
    VoidInvoice(command, state) {
      existing(state);
      if (state.status === 'voided') return [];
      if (state.status === 'issued') fail('billing.issuedNeverChanged', 'conflict');
      return [InvoiceVoided.of({ invoiceId: state.id, voidedBy: command.voidedBy, reason: command.reason })];
    },
    IssueCreditNote(command, state) {
      existing(state);
      if (state.status !== 'issued') fail('billing.creditOnlyIssued', 'conflict');
      if (command.lines.length === 0) fail('billing.creditNothing', 'validation_failed', 'lines');
      // pieces of one line are taken together, in the order given
      const running = state.credited.map((c) => ({ ...c }));
      const lines = command.lines.map(({ line, netFils }, i) => {
        const original = Number.isSafeInteger(line) ? state.lines[line] : undefined;
        if (!original) return fail('billing.creditUnknownLine', 'validation_failed', `lines.${i}.line`);
        if (!Number.isSafeInteger(netFils) || netFils < 1 || running[line].netFils + netFils > original.netFils) fail('billing.creditTooLarge', 'validation_failed', `lines.${i}.netFils`);
        const vatFils = creditVat(original, running[line].netFils, running[line].vatFils, netFils);
        running[line] = { netFils: running[line].netFils + netFils, vatFils: running[line].vatFils + vatFils };
        return { line, netFils, vatFils };
      });
      const subtotalFils = sum(lines, (l) => l.netFils);
      const vatFils = sum(lines, (l) => l.vatFils);
      return [
        CreditNoteIssued.of({
            invoiceId: state.id, creditNoteNumber: command.creditNoteNumber, issuedOn: command.issuedOn, issuedBy: command.issuedBy, reason: command.reason,
            lines, subtotalFils, vatFils, totalFils: subtotalFils + vatFils,
          }),
      ];
    },
    ApplyPayment(command, state) {
      existing(state);
      if (state.status !== 'issued') fail('billing.paymentNotIssued', 'conflict');
      if (state.clientId !== command.clientId) fail('billing.invoiceOfAnotherClient');
      const outstanding = outstandingFils(state);
      if (outstanding === 0) fail('billing.nothingOutstanding', 'conflict');
      if (!Number.isSafeInteger(command.amountFils) || command.amountFils < 1 || command.amountFils > outstanding) fail('billing.paymentAboveOutstanding', 'conflict');
      return [InvoicePaymentApplied.of({ invoiceId: state.id, paymentId: command.paymentId, amountFils: command.amountFils })];
    },
    WithdrawPayment(command, state) {
      existing(state);
      return [InvoicePaymentWithdrawn.of({ invoiceId: state.id, paymentId: command.paymentId, amountFils: command.amountFils })];
    },
  },
});
