import { Router, type Request } from 'express';
import { z } from 'zod';
import { calendarDay, dayIn, daysLeft, DEFAULT_COURT_HOURS, DEFAULT_WEEKEND, deadlineStatuses, type DeadlineAnswer, type WorkingWeekAnswer } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import { parseInput, principalOf, requireSignedIn, requireWork, type Filter, type ReadModelStore } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { catalogQueryRoutes } from '../framework/catalog.js';
import { assignedScope } from './scope.js';
import { recordById } from '../framework/lists.js';

const listQuery = z.object({
  status: z.enum(deadlineStatuses, { error: 'validation.deadlineStatusFilter' }).optional(),
  from: calendarDay().optional(),
  to: calendarDay().optional(),
});

/**
 * The deadlines a caller may see: a lawyer those of the cases they are a lawyer on now (a lawyer
 * taken off a case loses its deadlines at once, whatever the deadline recorded when it opened), an
 * admin with `cases: view` all (the route's guard).
 */
export async function deadlineScope(readStore: ReadModelStore, req: Request): Promise<Filter> {
  const p = principalOf(req);
  if (p.userType === 'admin') return {};
  const cases = await readStore.collection('cases').find(assignedScope(req));
  return { caseId: { $in: cases.map((c) => c.id) } };
}

export const presentDeadline = (d: Record<string, unknown>, today: string) => answer<DeadlineAnswer>()({
  id: d.id, caseId: d.caseId, caseNumber: d.caseNumber ?? null, titleEn: d.titleEn ?? null, titleAr: d.titleAr ?? null, ruleId: d.ruleId, nameEn: d.nameEn, nameAr: d.nameAr,
  trigger: d.trigger, minutesId: d.minutesId, countFrom: d.countFrom, fromDate: d.fromDate, days: d.days, dayKind: d.dayKind,
  dueDate: d.dueDate, daysLeft: daysLeft(String(d.dueDate), today), status: d.status, note: d.note ?? null, lawyerIds: d.lawyerIds, remindDaysBefore: d.remindDaysBefore ?? [],
  // why it was withdrawn (its minutes deleted, or no longer recording its ruling), null unless withdrawn
  withdrawnReason: d.status === 'withdrawn' ? (d.withdrawnReason ?? null) : null,
  openedBy: d.openedBy, version: d.version,
});

/** Court deadlines of the lawyer area, and the firm's working calendar (deadline rules, holidays, working week) under case settings. */
export function deadlineQueryRoutes({ readStore, timezone = 'Asia/Dubai' }: QueryDeps): Router {
  const router = Router();

  router.get('/api/lawyer/deadlines', requireWork('cases', 'view'), async (req, res) => {
    const q = parseInput(listQuery, req.query);
    const filter: Filter[] = [await deadlineScope(readStore, req)];
    if (q.status) filter.push({ status: q.status });
    if (q.from) filter.push({ dueDate: { $gte: q.from } });
    if (q.to) filter.push({ dueDate: { $lte: q.to } });
    const docs = await readStore.collection('deadlines').find({ $and: filter }, { sort: { dueDate: 1, id: 1 } });
    const today = dayIn(timezone);
    res.json(docs.map((d) => presentDeadline(d, today)));
  });

  router.get('/api/lawyer/deadlines/:id', requireWork('cases', 'view'), async (req, res) => {
    const doc = await recordById(readStore, 'deadlines', req.params.id, await deadlineScope(readStore, req));
    res.json(presentDeadline(doc, dayIn(timezone)));
  });

  router.get('/api/case-settings/working-week', requireSignedIn, async (_req, res) => {
    const week = await readStore.collection('working_week').findOne({ id: 1 });
    res.json(answer<WorkingWeekAnswer>()({ id: 1, weekendDays: week?.weekendDays ?? DEFAULT_WEEKEND, courtHours: week?.courtHours ?? DEFAULT_COURT_HOURS, version: week?.version ?? 0 }));
  });
  router.use(catalogQueryRoutes(readStore, { path: '/api/case-settings/deadline-rules', collection: 'deadline_rules', resource: 'deadline-rules', searchFields: ['nameEn', 'nameAr'], guard: requireSignedIn, defaultSort: { trigger: 1, nameEn: 1 } }));
  router.use(catalogQueryRoutes(readStore, { path: '/api/case-settings/holidays', collection: 'holidays', resource: 'holidays', searchFields: ['nameEn', 'nameAr'], guard: requireSignedIn, defaultSort: { startDate: 1 } }));
  return router;
}
