import type { CommandDeps } from '../framework/deps.js';
import { CREATE_TASK_JOB, createAutomatedTask, type CreateTaskJob } from './tasks.js';
import { APPEAL_SWEEP_JOB, REMINDER_SWEEP_JOB, sweepAppealDeadlines, sweepReminders } from './sweeps.js';

export { automationReaction } from './tasks.js';
export { sweepAppealDeadlines, sweepReminders } from './sweeps.js';

/**
 * The automation's jobs and schedules: task creation from rules, and the daily sweeps at 07:00
 * and 07:15 in the firm's time zone (node-cron in process, BullMQ Job Schedulers on Redis).
 */
export async function startAutomation(deps: CommandDeps): Promise<void> {
  const tz = deps.timezone ?? 'Asia/Dubai';
  deps.jobs.process<CreateTaskJob, unknown>(CREATE_TASK_JOB, (job) => createAutomatedTask(deps, job), { concurrency: 2 });
  deps.jobs.process(REMINDER_SWEEP_JOB, () => sweepReminders(deps, tz));
  deps.jobs.process(APPEAL_SWEEP_JOB, () => sweepAppealDeadlines(deps, tz));
  await deps.jobs.schedule('daily-reminders', REMINDER_SWEEP_JOB, '0 7 * * *', {}, { tz });
  await deps.jobs.schedule('daily-appeal-deadlines', APPEAL_SWEEP_JOB, '15 7 * * *', {}, { tz });
}
