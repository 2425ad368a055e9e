import { Router } from 'express';
import { AppError, requirePermission } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { APPEAL_SWEEP_JOB, REMINDER_SWEEP_JOB } from './sweeps.js';
import { MISSED_DEADLINES_JOB } from '../deadlines/sweep.js';

const sweeps: Record<string, string> = { reminders: REMINDER_SWEEP_JOB, 'appeal-deadlines': APPEAL_SWEEP_JOB, 'missed-deadlines': MISSED_DEADLINES_JOB };

/** Operators can run a daily sweep now (it is idempotent: nothing is reminded twice). */
export function automationRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post('/api/admin/automation/sweeps/:name/run', requirePermission('settings', 'edit'), async (req, res) => {
    const job = sweeps[String(req.params.name)];
    if (!job) throw new AppError('not_found', 'error.notFound');
    const { id } = await deps.jobs.enqueue(job, {});
    const result = await deps.jobs.waitFor(id, 60_000);
    // what the sweep logged is before the head: a read sent with this position shows its reminders
    res.setHeader('X-Event-Position', String(await deps.eventStore.headPosition()));
    res.json({ jobId: id, result });
  });
  return router;
}
