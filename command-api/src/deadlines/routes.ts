import { Router } from 'express';
import { courtHoursInput, deadlinePatchInput, deadlineStream, WORKING_WEEK_STREAM, workingWeekInput } from '@lawfirm/contracts';
import { AppError, parseInput, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { moduleGuards } from '../framework/guards.js';
import { numericId } from '../framework/params.js';
import { caseForWork } from '../cases/access.js';
import { deadlineDecider, type DeadlineState } from './deadline.js';
import { workingWeekDecider, type WorkingWeekState } from './workingWeek.js';

export const deadlineRecord = (s: DeadlineState) => ({ id: s.id, caseId: s.caseId, ruleId: s.ruleId, minutesId: s.minutesId, dueDate: s.dueDate, status: s.status, lawyerIds: s.lawyerIds, version: s.version });
const weekRecord = (s: WorkingWeekState) => ({ id: 1, weekendDays: s.weekendDays, courtHours: s.courtHours, version: s.version });

/** A deadline closed by a lawyer of its case; the firm's working week, a case setting (`settings`). */
export function deadlineRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore } = deps;

  router.patch(
    '/api/lawyer/deadlines/:id',
    requireWork('cases', 'edit'),
    commandRoute(deps, 'MeetDeadline', async (req, cx) => {
      const id = numericId(req.params.id);
      const { note } = parseInput(deadlinePatchInput, req.body);
      const { state } = fold(deadlineDecider, await eventStore.readStream(deadlineStream(id)));
      if (!state.exists) throw new AppError('not_found', 'error.notFound');
      await caseForWork(eventStore, req, state.caseId);
      const o = await execute(eventStore, deadlineStream(id), deadlineDecider, { type: 'MeetDeadline', note }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => deadlineRecord(o.state)),
      });
      return { status: 200, body: { ...deadlineRecord(o.state), note }, position: o.position };
    }),
  );

  router.put(
    '/api/case-settings/working-week',
    moduleGuards('settings').edit,
    commandRoute(deps, 'SetWorkingWeek', async (req, cx) => {
      const { weekendDays } = parseInput(workingWeekInput, req.body, 'validation.weekendDays');
      const o = await execute(eventStore, WORKING_WEEK_STREAM, workingWeekDecider, { type: 'SetWorkingWeek', weekendDays }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => weekRecord(o.state)),
      });
      return { status: 200, body: weekRecord(o.state), position: o.position };
    }),
  );

  router.put(
    '/api/case-settings/court-hours',
    moduleGuards('settings').edit,
    commandRoute(deps, 'SetCourtHours', async (req, cx) => {
      const { opens, closes } = parseInput(courtHoursInput, req.body);
      const o = await execute(eventStore, WORKING_WEEK_STREAM, workingWeekDecider, { type: 'SetCourtHours', courtHours: { opens, closes } }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => weekRecord(o.state)),
      });
      return { status: 200, body: weekRecord(o.state), position: o.position };
    }),
  );
  return router;
}
