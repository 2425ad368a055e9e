import { Router, type Request } from 'express';
import {
  can, calendarDay, clientBalance, dayIn, formatAed, outstandingOf, parseAed, retainerBalance, timeAmountFils,
  type BalanceInvoice, type ClientBalanceAnswer, type InvoiceAnswer, type PaymentAnswer, type ReadModels, type RetainerAnswer, type TimeEntryTotalsAnswer,
} from '@lawfirm/contracts';
import { AppError, invoicesVisibleTo, parseInput, paymentsVisibleTo, principalOf, requirePermission, requireWork, timeVisibleTo, type Filter } from '@lawfirm/platform';
import { z } from 'zod';
import type { QueryDeps } from '../framework/deps.js';
import { listQuery, listRoute, recordById, toFilter, type ListOptions } from '../framework/lists.js';
import { answer } from '../framework/answer.js';

/** a list's period: `from` and `to` in its filter, firm days, each optional */
const period = z.object({ from: calendarDay().optional(), to: calendarDay().optional() });
export const withPeriod = (field: string, searchFields: string[]) => (raw: Record<string, unknown>): Filter => {
  const { from, to, ...rest } = raw;
  const days = parseInput(period, { from, to });
  const range = { ...(days.from ? { $gte: days.from } : {}), ...(days.to ? { $lte: days.to } : {}) };
  const filter = toFilter(rest, searchFields);
  return Object.keys(range).length ? { $and: [filter, { [field]: range }] } : filter;
};

/** time's and expenses' filter: the period, any field, and `billed` (true: on an invoice, false: not on one yet) */
const billedFilter = z.object({ billed: z.boolean().optional() });
export const periodAndBilled = (raw: Record<string, unknown>): Filter => {
  const { billed: asked, ...rest } = raw;
  const filter = withPeriod('date', ['description'])(rest);
  const { billed } = parseInput(billedFilter, { billed: asked });
  return billed === undefined ? filter : { $and: [filter, { invoiceId: billed ? { $ne: null } : null }] };
};

/** Time a caller sees (platform's timeVisibleTo): a lawyer their own, an admin with billing: view everyone's. */
const timeScope = (req: Request): Filter => timeVisibleTo(principalOf(req));

/** GET /api/billing/time-entries, and the filter and scope its totals share */
const timeEntryList: ListOptions<'time_entries'> = {
  resource: 'time-entries',
  collection: 'time_entries',
  searchFields: ['description'],
  scope: timeScope,
  filter: periodAndBilled,
  // by its matter: its number (a case's or file's), its kind, or the case (also fileId, consultationId, matterKind as filters, the generic way)
  sortFields: ['date', 'minutes', 'matterNumber', 'matterKind', 'caseId', 'userId', 'activity', 'createdAt'],
  defaultSort: { date: -1, id: -1 },
};

/** Invoices a caller sees: platform's invoicesVisibleTo (a lawyer those of their cases, an admin with clients: view all). */
export const invoiceScope = (readStore: QueryDeps['readStore'], req: Request): Promise<Filter> => invoicesVisibleTo(readStore, principalOf(req));

/** Payments and balances are billing staff's (platform's paymentsVisibleTo); lawyers read none (the route refuses them). */
const paymentScope = (req: Request): Filter => paymentsVisibleTo(principalOf(req));

/** a payment as the API shows it: amounts in AED with two decimals */
const presentPayment = ({ amountFils: _a, allocatedFils: _b, unallocatedFils: _u, invoiceIds: _i, allocations, ...doc }: ReadModels['payments']): PaymentAnswer => ({
  ...doc,
  allocations: allocations.map(({ invoiceId, amount }) => ({ invoiceId, amount })),
});

const fils = (aed: unknown) => (typeof aed === 'string' ? (parseAed(aed) ?? 0) : 0);

/** an invoice's figures in fils as its read model holds them: its total, what credit notes took back, what payments put against it */
const figuresOf = (doc: ReadModels['invoices']) => ({
  totalFils: fils(doc.total),
  creditedFils: (doc.creditNotes ?? []).reduce((s, c) => s + fils(c.total), 0),
  paidFils: typeof doc.paidFils === 'number' ? doc.paidFils : 0,
});

/** an invoice as the API shows it: what is paid, and what is outstanding once it is issued (nothing is owed on a draft) */
const presentInvoice = (stored: ReadModels['invoices']): InvoiceAnswer => {
  const { sequenceNumber: _n, paidFils: _p, ...doc } = stored;
  const figures = figuresOf(stored);
  return { ...doc, paid: formatAed(figures.paidFils), outstanding: doc.status === 'issued' ? formatAed(outstandingOf(figures)) : null };
};

/** Billing's reads: time entries and invoices (lists in the usual filter/range/sort style, and one invoice). */
export function billingQueryRoutes({ readStore, timezone = 'Asia/Dubai' }: QueryDeps): Router {
  const router = Router();
  router.get('/api/billing/time-entries', requireWork('billing', 'view'), listRoute(readStore, timeEntryList));
  /** the sums of every entry the list answers with the same filter and scope (the list is paged; its sum is not the console's to make) */
  router.get('/api/billing/time-entries/totals', requireWork('billing', 'view'), async (req, res) => {
    const { where } = await listQuery(req, timeEntryList);
    const entries = await readStore.collection('time_entries').find(where);
    const sum = { minutes: 0, billableMinutes: 0, amountFils: 0, billableAmountFils: 0 };
    for (const e of entries) {
      const fils = timeAmountFils(e.minutes, e.rateFils);
      sum.minutes += e.minutes;
      sum.amountFils += fils;
      if (e.billable) {
        sum.billableMinutes += e.minutes;
        sum.billableAmountFils += fils;
      }
    }
    res.json(answer<TimeEntryTotalsAnswer>()({ entries: entries.length, ...sum, amount: formatAed(sum.amountFils), billableAmount: formatAed(sum.billableAmountFils) }));
  });
  router.get(
    '/api/billing/invoices',
    requireWork('billing', 'view'),
    listRoute(readStore, {
      resource: 'invoices',
      collection: 'invoices',
      searchFields: ['number', 'clientNameEn', 'clientNameAr'],
      scope: (req) => invoiceScope(readStore, req),
      filter: withPeriod('to', ['number', 'clientNameEn', 'clientNameAr']),
      sortFields: ['number', 'issuedOn', 'from', 'to', 'status', 'clientId', 'createdAt'],
      defaultSort: { id: -1 },
      present: presentInvoice,
    }),
  );
  router.get('/api/billing/invoices/:id', requireWork('billing', 'view'), async (req, res) => {
    res.json(presentInvoice(await recordById(readStore, 'invoices', req.params.id, await invoiceScope(readStore, req))));
  });
  router.get(
    '/api/billing/payments',
    requirePermission('billing', 'view'),
    listRoute(readStore, {
      resource: 'payments',
      collection: 'payments',
      searchFields: ['reference', 'clientNameEn', 'clientNameAr'],
      scope: paymentScope,
      filter: withPeriod('date', ['reference', 'clientNameEn', 'clientNameAr']),
      sortFields: ['date', 'amountFils', 'method', 'clientId', 'createdAt'],
      defaultSort: { date: -1, id: -1 },
      present: presentPayment,
    }),
  );
  router.get('/api/billing/payments/:id', requirePermission('billing', 'view'), async (req, res) => {
    res.json(presentPayment(await recordById(readStore, 'payments', req.params.id, paymentScope(req))));
  });
  /**
   * A client's balance as of the firm's today: invoiced (issued invoices with VAT), credited,
   * paid, outstanding, unallocated credit, and what is outstanding aged by days since each
   * invoice's day of issue.
   */
  router.get('/api/billing/clients/:id/balance', requirePermission('billing', 'view'), async (req, res) => {
    const id = Number(req.params.id);
    const client = Number.isSafeInteger(id) && id > 0 && can(principalOf(req), 'clients', 'view') ? await readStore.collection('clients').findOne({ id }) : null;
    if (!client) throw new AppError('not_found', 'error.notFound');
    const [invoices, payments] = await Promise.all([readStore.collection('invoices').find({ clientId: id, status: 'issued' }), readStore.collection('payments').find({ clientId: id })]);
    const rows: BalanceInvoice[] = invoices
      .map((i) => ({ id: i.id, number: i.number, issuedOn: i.issuedOn as string, ...figuresOf(i) }))
      .sort((a, b) => (a.issuedOn === b.issuedOn ? a.id - b.id : a.issuedOn < b.issuedOn ? -1 : 1));
    const today = dayIn(timezone);
    const b = clientBalance(rows, payments.map((p) => ({ amountFils: p.amountFils, unallocatedFils: p.unallocatedFils })), today);
    // of the unallocated credit, what is held in the client's cases' retainers
    const retainerHeld = payments.reduce((s, p) => s + (typeof p.retainerCaseId === 'number' ? p.unallocatedFils : 0), 0);
    res.json({
      clientId: id, asOf: today, invoiced: formatAed(b.invoicedFils), credited: formatAed(b.creditedFils), paid: formatAed(b.paidFils), outstanding: formatAed(b.outstandingFils),
      unallocated: formatAed(b.unallocatedFils), retainerHeld: formatAed(retainerHeld), balance: formatAed(b.balanceFils),
      aged: { '0-30': formatAed(b.aged['0-30']), '31-60': formatAed(b.aged['31-60']), '61-90': formatAed(b.aged['61-90']), '90+': formatAed(b.aged['90+']) },
      invoices: b.invoices.map((i) => ({
        id: i.id, number: i.number, issuedOn: i.issuedOn, total: formatAed(i.totalFils), credited: formatAed(i.creditedFils), paid: formatAed(i.paidFils), outstanding: formatAed(i.outstandingFils),
        daysPast: i.daysPast, bucket: i.bucket,
      })),
    } satisfies ClientBalanceAnswer);
  });
  /**
   * A case's retainer: the agreement (null when none was ever made) and its balance from the
   * payments into it (contracts' retainerBalance): deposited, drawn by invoices, held, and due
   * now; billing staff's, like payments (a reader who may not see clients reads none).
   */
  router.get('/api/billing/cases/:caseId/retainer', requirePermission('billing', 'view'), async (req, res) => {
    const caseId = Number(req.params.caseId);
    const theCase = Number.isSafeInteger(caseId) && caseId > 0 && can(principalOf(req), 'clients', 'view') ? await readStore.collection('cases').findOne({ id: caseId }) : null;
    if (!theCase) throw new AppError('not_found', 'error.notFound');
    const [agreement, payments] = await Promise.all([readStore.collection('retainers').findOne({ caseId }), readStore.collection('payments').find({ retainerCaseId: caseId })]);
    const terms = agreement ? { amountFils: agreement.amountFils, replenishBelowFils: agreement.replenishBelowFils, active: agreement.active === true } : null;
    const b = retainerBalance(terms, payments.map((p) => ({ amountFils: p.amountFils, unallocatedFils: p.unallocatedFils })));
    res.json({
      caseId,
      agreement: agreement
        ? { clientId: agreement.clientId, active: agreement.active, amount: agreement.amount, replenishBelow: agreement.replenishBelow, agreedOn: agreement.agreedOn, endedOn: agreement.endedOn, version: agreement.version }
        : null,
      deposited: formatAed(b.depositedFils), drawn: formatAed(b.drawnFils), held: formatAed(b.heldFils), due: formatAed(b.dueFils),
      payments: payments
        .sort((x, y) => x.id - y.id)
        .map((p) => ({ id: p.id, date: p.date, method: p.method, amount: p.amount, unallocated: p.unallocated, allocations: p.allocations.map(({ invoiceId, amount }) => ({ invoiceId, amount })) })),
    } satisfies RetainerAnswer);
  });
  return router;
}
