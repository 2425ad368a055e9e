import { Router, type Request } from 'express';
import { can, caseStream, clientsOfCase, feeArrangementOf, feeArrangementStream, feeArrangementView, formatAed, type CaseBillingAnswer, type ReadModels } from '@lawfirm/contracts';
import { AppError, principalOf, requirePermission, type Filter, type ReadModelStore } from '@lawfirm/platform';
import { answer } from '../framework/answer.js';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute } from '../framework/lists.js';

/** the cases billing staff see: those they may open (cases: view), none otherwise */
const caseScope = (req: Request): Filter => (can(principalOf(req), 'cases', 'view') ? {} : { id: { $in: [] } });

/**
 * A page of cases as the case billing list shows them: each case's first client's names, its
 * arrangement's kind from the billing read model (hourly without one) and, while a retainer is in
 * force, what it holds (the payments into it not yet drawn), for a reader who may open clients as
 * the retainer's own read asks. Each kind of record is read once for the whole page.
 */
export const presentCaseBilling = (readStore: ReadModelStore) => async (cases: ReadModels['cases'][], req: Request): Promise<CaseBillingAnswer[]> => {
  const seesMoney = can(principalOf(req), 'clients', 'view');
  const caseIds = cases.map((c) => c.id);
  const firstClient = (c: ReadModels['cases']) => clientsOfCase(c.plaintiffs)[0] ?? null;
  const clientIds = [...new Set(cases.map(firstClient))].filter((id) => id !== null);
  const [clients, arrangements, retainers] = await Promise.all([
    readStore.collection('clients').find({ id: { $in: clientIds } }),
    readStore.collection('fee_arrangements').find({ caseId: { $in: caseIds } }),
    seesMoney ? readStore.collection('retainers').find({ caseId: { $in: caseIds }, active: true }) : [],
  ]);
  const withRetainer = retainers.map((r) => r.caseId);
  const payments = withRetainer.length ? await readStore.collection('payments').find({ retainerCaseId: { $in: withRetainer } }) : [];
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const kindByCase = new Map(arrangements.map((a) => [a.caseId, a.kind]));
  const heldByCase = new Map(withRetainer.map((caseId) => [caseId, 0]));
  for (const p of payments) heldByCase.set(p.retainerCaseId!, (heldByCase.get(p.retainerCaseId!) ?? 0) + p.unallocatedFils);
  return cases.map((c) => {
    const clientId = firstClient(c);
    const client = clientId === null ? undefined : clientById.get(clientId);
    const held = heldByCase.get(c.id);
    return answer<CaseBillingAnswer>()({
      id: c.id, caseNumber: c.caseNumber, titleEn: c.titleEn, titleAr: c.titleAr, clientId,
      clientNameEn: (client?.fullNameEn as string | undefined) ?? null, clientNameAr: (client?.fullNameAr as string | undefined) ?? null, createdAt: c.createdAt,
      feeKind: kindByCase.get(c.id) ?? 'hourly', retainerHeld: held === undefined ? null : formatAed(held),
    });
  });
};

/**
 * `GET /api/billing/cases/:caseId/fee-arrangement`: how a case is billed (hourly when no
 * arrangement was set; a fixed fee's stages, each with the day reached and the invoice billing it),
 * read from the arrangement's own stream, so it is as the last command left it. `billing: view` on a
 * case the caller may open (`cases: view`); 404 otherwise.
 *
 * `GET /api/billing/cases`: the cases billing staff may open, each with its arrangement's kind and
 * the money its retainer holds (the case billing list; read models, so just behind the commands).
 */
export function feeArrangementQueryRoutes({ eventStore, readStore }: QueryDeps): Router {
  const router = Router();
  router.get(
    '/api/billing/cases',
    requirePermission('billing', 'view'),
    listRoute(readStore, {
      resource: 'cases',
      collection: 'cases',
      searchFields: ['caseNumber', 'titleEn', 'titleAr'],
      searchDisplayNames: true,
      sortFields: ['caseNumber', 'titleEn', 'titleAr', 'createdAt'],
      defaultSort: { createdAt: -1, id: -1 },
      scope: caseScope,
      presentPage: presentCaseBilling(readStore),
    }),
  );
  router.get('/api/billing/cases/:caseId/fee-arrangement', requirePermission('billing', 'view'), async (req, res) => {
    const raw = String(req.params.caseId);
    const caseId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(caseId) || !can(principalOf(req), 'cases', 'view') || (await eventStore.streamRevision(caseStream(caseId))) < 0) throw new AppError('not_found', 'error.notFound');
    const events = await eventStore.readStream(feeArrangementStream(caseId));
    res.json(feeArrangementView(feeArrangementOf(caseId, events), events.length));
  });
  return router;
}
