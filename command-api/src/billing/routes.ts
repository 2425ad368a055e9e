import { Router, type Request } from 'express';
import {
  bilingual, caseStream, clientEvents, matterIdsOf, creditNoteInput, creditNoteNumberText, dayIn, formatAed, invoiceDraftInput, invoiceIssueInput, invoiceNumberText, invoiceStream, invoiceVoidInput,
  timeEntryFieldsInput, timeEntryInput, timeEntryStream, trnOf, type InvoiceParty, type UnbilledTime, expenseStream, type UnbilledExpense, paymentInput, creditAllocationInput, paymentStream,
} from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requirePermission, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold, loadState, type ExecuteOptions } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { catalogDecider } from '../framework/catalog.js';
import { matterForTime } from './matters.js';
import { caseDecider } from '../cases/case.js';
import { firmDecider } from '../firm/firm.js';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError } from '../reactions/runner.js';
import { timeEntryDecider, type TimeEntryState } from './timeEntry.js';
import { activityStandingIn } from './timeActivity.js';
import { feeArrangementStream, inCurrency, invoiceExchangeRateInput, unbilledStages, type InvoiceCommandAnswer, type PaymentCommandAnswer, type UnbilledStage } from '@lawfirm/contracts';
import { feeArrangementDecider } from './feeArrangement.js';
import { firmRateFor } from './rateRoutes.js';
import { expenseDecider } from './expense.js';
import { firmExpenseTreatments } from './expenseTreatments.js';
import { recordPaymentOn, unallocatedFils, type PaymentState } from './payment.js';
import { creditNoteNumbering, invoiceConstraints, invoiceDecider, invoiceNumbering, type InvoiceCommand, type InvoiceState } from './invoice.js';

const clientDecider = catalogDecider(clientEvents);

export const timeEntryRecord = (s: TimeEntryState) => ({
  id: s.id, matterKind: s.matter.kind, ...matterIdsOf(s.matter), userId: s.userId, ...s.fields!, rate: formatAed(s.fields!.rateFils), invoiceId: s.invoiceId, version: s.version,
});

const sum = (items: readonly { netFils: number; vatFils: number }[], pick: 'netFils' | 'vatFils') => items.reduce((n, l) => n + l[pick], 0);
/** an invoice as the command answers it: amounts in AED with two decimals, the number as printed */
export const invoiceRecord = (s: InvoiceState): InvoiceCommandAnswer => {
  const subtotal = sum(s.lines, 'netFils');
  const vat = sum(s.lines, 'vatFils');
  // the figures in the invoice's currency beside the AED ones (contracts' currency.ts)
  const { lines: converted, ...totalsInCurrency } = inCurrency(s.lines, s);
  return {
    id: s.id, clientId: s.clientId, caseId: s.caseId, status: s.status, number: s.number === null ? null : invoiceNumberText(s.number), issuedOn: s.issuedOn,
    currency: s.currency, exchangeRate: s.exchangeRate,
    lines: s.lines.map((l, i) => ({
      line: i, timeEntryId: l.timeEntryId, expenseId: l.expenseId, ...(l.feeStage ? { feeStage: l.feeStage } : {}), vat: l.vat, date: l.date, description: l.description, net: formatAed(l.netFils), vatAmount: formatAed(l.vatFils),
      ...converted[i],
    })),
    subtotal: formatAed(subtotal), vat: formatAed(vat), total: formatAed(subtotal + vat), ...totalsInCurrency,
    creditNote: s.lastCreditNoteNumber === null ? null : creditNoteNumberText(s.lastCreditNoteNumber), version: s.version,
  };
};

/** a payment as the command answers it: amounts in AED with two decimals */
export const paymentRecord = (s: PaymentState): PaymentCommandAnswer => ({
  id: s.id, clientId: s.clientId, amount: formatAed(s.amountFils),
  allocations: s.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: formatAed(a.amountFils) })),
  unallocated: formatAed(unallocatedFils(s)), retainerCaseId: s.retainerCaseId, version: s.version,
});

/** A time entry by id; a lawyer reaches only their own (admins with billing: create any). */
async function entryFor(deps: CommandDeps, req: Request): Promise<{ id: number; state: TimeEntryState }> {
  const id = numericId(req.params.id);
  const { state } = fold(timeEntryDecider, await deps.eventStore.readStream(timeEntryStream(id)));
  if (!state.exists || state.deleted) throw new AppError('not_found', 'error.notFound');
  const p = principalOf(req);
  if (p.userType === 'employee' && state.userId !== p.id) throw new AppError('forbidden', 'billing.notYourTime');
  return { id, state };
}

async function invoiceFor(deps: CommandDeps, req: Request): Promise<number> {
  const id = numericId(req.params.id);
  if ((await deps.eventStore.streamRevision(invoiceStream(id))) < 0) throw new AppError('not_found', 'error.notFound');
  return id;
}

/** a reference the draft names that does not hold (no such client, a case not the client's): a 400 on its field */
function refused(field: string, key: 'validation.unknownClient' | 'billing.caseOfAnotherClient') {
  const { en, ar } = bilingual(key);
  return new AppError('validation_failed', 'validation.failed', [{ field, message: en, messageAr: ar }]);
}

/**
 * The firm as the seller of a tax invoice (Article 59): its name, its billing address when set (else
 * its address) in English and Arabic, and its TRN (the firm settings' tax number, when it is one)
 */
async function seller(deps: CommandDeps): Promise<InvoiceParty> {
  const { profile } = fold(firmDecider, await deps.eventStore.readStream('firm-profile')).state;
  const [address, addressAr] = profile.billingAddressEn ? [profile.billingAddressEn, profile.billingAddressAr] : [profile.addressEn, profile.addressAr];
  return { name: profile.nameEn ?? '', nameAr: profile.nameAr ?? null, address: address ?? '', addressAr: addressAr ?? null, trn: trnOf(profile.taxNumber) };
}

/** A client the firm has (not removed), read from its stream; refused on `clientId` otherwise */
async function existingClient(deps: CommandDeps, clientId: number) {
  const { state } = fold(clientDecider, await deps.eventStore.readStream(`client-${clientId}`));
  if (!state.exists || state.removed) throw refused('clientId', 'validation.unknownClient');
  return state;
}

/** The client as the buyer: its name, billing address (or address) and TRN where registered */
async function buyer(deps: CommandDeps, clientId: number): Promise<InvoiceParty> {
  const { state } = fold(clientDecider, await deps.eventStore.readStream(`client-${clientId}`));
  const f = state.fields as Record<string, string | null | undefined>;
  return { name: f.fullNameEn ?? '', nameAr: f.fullNameAr ?? null, address: f.billingAddress ?? f.addressEn ?? '', trn: f.trn ?? null };
}

/**
 * The fixed-fee cases of a draft and their stages a draft may bill, each arrangement read from its
 * own stream: the case named, or the client's cases (those it is a plaintiff of, found in the read
 * model once it holds everything logged, as the time is).
 */
async function feesOf(deps: CommandDeps, clientId: number, caseId: number | null): Promise<{ fixedFeeCaseIds: number[]; stages: UnbilledStage[] }> {
  const caseIds = caseId !== null ? [caseId] : (await deps.readStore.collection('cases').find({ 'plaintiffs.clientId': clientId })).map((c) => c.id as number);
  const fees = { fixedFeeCaseIds: [] as number[], stages: [] as UnbilledStage[] };
  for (const id of caseIds) {
    const { state } = await loadState(deps.eventStore, feeArrangementStream(id), feeArrangementDecider);
    if (!state.exists || state.arrangement.kind !== 'fixedFee') continue;
    fees.fixedFeeCaseIds.push(id);
    fees.stages.push(...unbilledStages(state.arrangement));
  }
  return fees;
}

/**
 * Billing: time entries (a lawyer's own, on a case they are on; changed or deleted while unbilled),
 * invoices drafted from the unbilled time of a client (or one of its cases) for a period,
 * approved, issued with the next number, voided while not issued, corrected by credit notes.
 * Routes parse and authorise; the rules are the deciders' (timeEntry.ts, invoice.ts).
 */
export function billingRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, ids } = deps;
  const today = () => dayIn(deps.timezone ?? 'Asia/Dubai');

  router.post(
    '/api/billing/time-entries',
    requireWork('billing', 'create'),
    commandRoute(deps, 'RecordTimeEntry', async (req, cx) => {
      const p = principalOf(req);
      // time is a lawyer's own: whose it is is who records it
      if (p.userType !== 'employee') throw new AppError('forbidden', 'billing.timeIsLawyers');
      const { matter, rate, ...fields } = parseInput(timeEntryInput, req.body);
      const facts = await matterForTime(deps, req, matter);
      // the firm's rate as the card reads now: recorded with the entry when the lawyer types none
      const firmRate = await firmRateFor(deps, facts, p.id);
      const activity = await activityStandingIn(eventStore, fields.activity);
      const o = await ids.create('time-entry', (timeEntryId) =>
        execute(eventStore, timeEntryStream(timeEntryId), timeEntryDecider, { type: 'RecordTimeEntry', timeEntryId, matter, userId: p.id, fields: { ...fields, rateFils: rate }, firmRate, activity, today: today() }, cx.meta, {
          mustNotExist: true,
          idempotency: cx.idempotency(201, (o) => timeEntryRecord(o.state)),
        }),
      );
      return { status: 201, body: timeEntryRecord(o.state), position: o.position };
    }),
  );

  router.put(
    '/api/billing/time-entries/:id',
    requireWork('billing', 'create'),
    commandRoute(deps, 'ChangeTimeEntry', async (req, cx) => {
      const { id, state } = await entryFor(deps, req);
      // an entry stays on its matter: a matter sent, if any, is not read
      const { rate, ...fields } = parseInput(timeEntryFieldsInput, req.body);
      const activity = await activityStandingIn(eventStore, fields.activity);
      const o = await execute(eventStore, timeEntryStream(id), timeEntryDecider, { type: 'ChangeTimeEntry', fields: { ...fields, rateFils: rate }, activity, today: today() }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => timeEntryRecord(o.state)),
      });
      return { status: 200, body: timeEntryRecord(o.state), position: o.position };
    }),
  );

  router.delete(
    '/api/billing/time-entries/:id',
    requireWork('billing', 'create'),
    commandRoute(deps, 'DeleteTimeEntry', async (req, cx) => {
      const { id } = await entryFor(deps, req);
      const o = await execute(eventStore, timeEntryStream(id), timeEntryDecider, { type: 'DeleteTimeEntry' }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, () => ({ id })),
      });
      return { status: 200, body: { id }, position: o.position };
    }),
  );

  router.post(
    '/api/billing/invoices',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'DraftInvoice', async (req, cx) => {
      const input = parseInput(invoiceDraftInput, req.body);
      await existingClient(deps, input.clientId);
      if (input.caseId !== null) {
        const c = fold(caseDecider, await eventStore.readStream(caseStream(input.caseId))).state;
        if (!c.exists || !(c.fields.plaintiffs ?? []).some((p) => p.clientId === input.clientId)) throw refused('caseId', 'billing.caseOfAnotherClient');
      }
      // the unbilled time is found in the read model once it has everything logged so far; each
      // entry is then read from its own stream, and the draft's claims refuse one changed since
      const head = await eventStore.headPosition();
      if (!(await deps.readModels.waitFor(head, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError('invoice draft', head, READ_MODELS_WAIT_MS);
      const found = await deps.readStore
        .collection('time_entries')
        .find({ clientIds: input.clientId, invoiceId: null, billable: true, date: { $gte: input.from, $lte: input.to }, ...(input.caseId !== null ? { caseId: input.caseId } : {}) });
      const entries: UnbilledTime[] = [];
      for (const doc of found) {
        const { state } = await loadState(eventStore, timeEntryStream(doc.id as number), timeEntryDecider);
        if (state.exists && !state.deleted && state.invoiceId === null) entries.push({ timeEntryId: state.id, caseId: state.matter.kind === 'case' ? state.matter.id : null, ...state.fields! });
      }
      // the unbilled expenses likewise (expenses.ts): each its own line, taxed as its type
      const paid = await deps.readStore
        .collection('expenses')
        .find({ clientIds: input.clientId, invoiceId: null, date: { $gte: input.from, $lte: input.to }, ...(input.caseId !== null ? { caseId: input.caseId } : {}) });
      const expenses: UnbilledExpense[] = [];
      for (const doc of paid) {
        const { state } = await loadState(eventStore, expenseStream(doc.id as number), expenseDecider);
        if (state.exists && !state.deleted && state.invoiceId === null) expenses.push({ expenseId: state.id, caseId: state.caseId, ...state.fields! });
      }
      // how each case is billed, from its arrangement's stream (feeArrangements.ts): a fixed fee's
      // time is left out and its reached, unbilled stages are drafted; the draft's claims refuse a stage changed since
      const fees = await feesOf(deps, input.clientId, input.caseId);
      // how the firm taxes each expense type now, from its stream (expenses.ts expenseTreatment); the lines keep it once drafted
      const expenseTreatments = await firmExpenseTreatments(deps);
      const p = principalOf(req);
      const o = await ids.create('invoice', (invoiceId) =>
        execute(
          eventStore,
          invoiceStream(invoiceId),
          invoiceDecider,
          {
            type: 'DraftInvoice', invoiceId, clientId: input.clientId, caseId: input.caseId, from: input.from, to: input.to, draftedBy: p.id, entries, expenses, fees, expenseTreatments, discountFils: input.discount, vat: input.vat,
            currency: input.currency, exchangeRate: input.exchangeRate,
          },
          cx.meta,
          { mustNotExist: true, constraints: invoiceConstraints, idempotency: cx.idempotency(201, (o) => invoiceRecord(o.state)) },
        ),
      );
      return { status: 201, body: invoiceRecord(o.state), position: o.position };
    }),
  );

  /** an action on one invoice: the caller's grant, the command it makes, and the invoice as it is after */
  const invoiceAction = (
    path: string,
    action: 'create' | 'approve' | 'void',
    name: string,
    status: 200 | 201,
    command: (req: Request, id: number) => InvoiceCommand | Promise<InvoiceCommand>,
    options: Pick<ExecuteOptions<InvoiceState>, 'constraints' | 'sequence'> & { pinned?: boolean } = {},
  ) =>
    router.post(
      `/api/billing/invoices/:id/${path}`,
      requirePermission('billing', action),
      commandRoute(deps, name, async (req, cx) => {
        const id = await invoiceFor(deps, req);
        const { pinned = true, ...rest } = options;
        const o = await execute(eventStore, invoiceStream(id), invoiceDecider, await command(req, id), cx.meta, {
          ...rest,
          ...(pinned ? { expectedRevision: cx.expectedRevision } : {}),
          idempotency: cx.idempotency(status, (o) => invoiceRecord(o.state)),
        });
        return { status, body: invoiceRecord(o.state), position: o.position };
      }),
    );

  // the rate of an invoice in another currency, until it is issued (e.g. to the rate of the day of supply)
  invoiceAction('exchange-rate', 'create', 'ChangeExchangeRate', 200, (req) => ({
    type: 'ChangeExchangeRate', exchangeRate: parseInput(invoiceExchangeRateInput, req.body).exchangeRate, changedBy: principalOf(req).id,
  }));
  invoiceAction('approve', 'approve', 'ApproveInvoice', 200, (req) => ({ type: 'ApproveInvoice', approvedBy: principalOf(req).id }));
  invoiceAction(
    'issue',
    'approve',
    'IssueInvoice',
    200,
    async (req, id) => {
      const input = parseInput(invoiceIssueInput, req.body);
      const { state } = await loadState(eventStore, invoiceStream(id), invoiceDecider);
      const issuedOn = today();
      return {
        type: 'IssueInvoice', number: 0, issuedOn, suppliedOn: input.suppliedOn ?? issuedOn, issuedBy: principalOf(req).id,
        seller: await seller(deps), buyer: await buyer(deps, state.clientId), reverseCharge: input.reverseCharge,
      };
    },
    invoiceNumbering,
  );
  invoiceAction('void', 'void', 'VoidInvoice', 200, (req) => ({ type: 'VoidInvoice', voidedBy: principalOf(req).id, reason: parseInput(invoiceVoidInput, req.body).reason }), { constraints: invoiceConstraints });
  invoiceAction(
    'credit-notes',
    'void',
    'IssueCreditNote',
    201,
    (req) => {
      const { reason, lines } = parseInput(creditNoteInput, req.body);
      return { type: 'IssueCreditNote', creditNoteNumber: 0, issuedOn: today(), issuedBy: principalOf(req).id, reason, lines: lines.map((l) => ({ line: l.line, netFils: l.amount })) };
    },
    { ...creditNoteNumbering, pinned: false },
  );

  router.post(
    '/api/billing/payments',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'RecordPayment', async (req, cx) => {
      const input = parseInput(paymentInput, req.body);
      await existingClient(deps, input.clientId);
      const p = principalOf(req);
      const o = await ids.create('payment', (paymentId) =>
        recordPaymentOn(
          eventStore,
          paymentId,
          input.invoiceIds,
          (invoices, retainer) => ({
            type: 'RecordPayment', paymentId, clientId: input.clientId, amountFils: input.amount, method: input.method, receivedOn: input.date, reference: input.reference,
            recordedBy: p.id, today: today(), invoices, retainer,
          }),
          cx.meta,
          { mustNotExist: true, retainerCaseId: input.retainerCaseId, idempotency: cx.idempotency(201, (o) => paymentRecord(o.state as PaymentState)) },
        ),
      );
      return { status: 201, body: paymentRecord(o.state), position: o.position };
    }),
  );

  router.post(
    '/api/billing/payments/:id/allocations',
    requirePermission('billing', 'create'),
    commandRoute(deps, 'AllocatePaymentCredit', async (req, cx) => {
      const id = numericId(req.params.id);
      if ((await eventStore.streamRevision(paymentStream(id))) < 0) throw new AppError('not_found', 'error.notFound');
      const input = parseInput(creditAllocationInput, req.body);
      const p = principalOf(req);
      const o = await recordPaymentOn(eventStore, id, [input.invoiceId], ([invoice], retainer) => ({ type: 'AllocateCredit', invoice, amountFils: input.amount, allocatedBy: p.id, retainer }), cx.meta, {
        idempotency: cx.idempotency(201, (o) => paymentRecord(o.state as PaymentState)),
      });
      return { status: 201, body: paymentRecord(o.state), position: o.position };
    }),
  );
  return router;
}
