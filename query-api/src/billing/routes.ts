import { Router, type Request } from 'express';
import { can, calendarDay } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requireWork, type Filter } from '@lawfirm/platform';
import { z } from 'zod';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute, toFilter } from '../framework/lists.js';
import { assignedScope } from '../lawyer/scope.js';

/** a list's period: `from` and `to` in its filter, firm days, each optional */
const period = z.object({ from: calendarDay().optional(), to: calendarDay().optional() });
const withPeriod = (field: string, searchFields: string[]) => (raw: Record<string, unknown>): Filter => {
  const { from, to, ...rest } = raw;
  const days = parseInput(period, { from, to });
  const range = { ...(days.from ? { $gte: days.from } : {}), ...(days.to ? { $lte: days.to } : {}) };
  const filter = toFilter(rest, searchFields);
  return Object.keys(range).length ? { $and: [filter, { [field]: range }] } : filter;
};

/** Time a caller sees: a lawyer their own, an admin with billing: view everyone's. */
const timeScope = (req: Request): Filter => {
  const p = principalOf(req);
  return p.userType === 'employee' ? { userId: p.id } : {};
};

/**
 * Invoices a caller sees: a lawyer those whose every case they are on now (an invoice of a client's
 * time on several cases shows each case's work: a lawyer on one of them only does not see it); an
 * admin with billing: view those of clients they may open (clients: view), none otherwise: a
 * client's invoices never reach someone who may not open the client.
 */
export async function invoiceScope(readStore: QueryDeps['readStore'], req: Request): Promise<Filter> {
  const p = principalOf(req);
  if (p.userType === 'admin') return can(p, 'clients', 'view') ? {} : { id: { $in: [] } };
  const mine = new Set((await readStore.collection('cases').find(assignedScope(req))).map((c) => c.id));
  const touching = await readStore.collection('invoices').find({ caseIds: { $in: [...mine] } });
  return { id: { $in: touching.filter((i) => (i.caseIds as unknown[]).every((c) => mine.has(c))).map((i) => i.id) } };
}

const presentInvoice = ({ sequenceNumber: _n, ...doc }: Record<string, unknown>) => doc;

/** Billing's reads: time entries and invoices (lists in the usual filter/range/sort style, and one invoice). */
export function billingQueryRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get(
    '/api/billing/time-entries',
    requireWork('billing', 'view'),
    listRoute(readStore, {
      resource: 'time-entries',
      collection: 'time_entries',
      searchFields: ['description'],
      scope: timeScope,
      filter: withPeriod('date', ['description']),
      sortFields: ['date', 'minutes', 'caseId', 'userId', 'activity', 'createdAt'],
      defaultSort: { date: -1, id: -1 },
    }),
  );
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
    const id = Number(req.params.id);
    const doc = Number.isSafeInteger(id) && id > 0 ? await readStore.collection('invoices').findOne({ $and: [{ id }, await invoiceScope(readStore, req)] }) : null;
    if (!doc) throw new AppError('not_found', 'error.notFound');
    res.json(presentInvoice(doc));
  });
  return router;
}
