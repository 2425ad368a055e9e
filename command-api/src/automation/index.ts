import type { CommandDeps } from '../framework/deps.js';
import { CREATE_TASK_JOB, createAutomatedTask, type CreateTaskJob } from './tasks.js';
import { DUE_REMINDERS_CRON, startReminderEmails } from '../reminders/index.js';
import { APPEAL_SWEEP_JOB, REMINDER_SWEEP_JOB, sweepAppealDeadlines, sweepReminders } from './sweeps.js';
import { MISSED_DEADLINES_JOB, sweepMissedDeadlines } from '../deadlines/sweep.js';
import { startEInvoicing } from '../billing/eInvoiceDelivery.js';
import { startInvoiceEmails } from '../billing/invoiceEmail.js';

export { automationReaction } from './tasks.js';
export { sweepAppealDeadlines, sweepReminders } from './sweeps.js';

/**
 * The automation's jobs and schedules: task creation from rules, the reminders' sweep every minute
 * the daily appeal sweep at 07:15 in the firm's time zone, the e-invoices' status every minute (node-cron in process, BullMQ Job Schedulers on Redis).
 */
export async function startAutomation(deps: CommandDeps): Promise<void> {
  const tz = deps.timezone ?? 'Asia/Dubai';
  deps.jobs.process<CreateTaskJob, unknown>(CREATE_TASK_JOB, (job) => createAutomatedTask(deps, job), { concurrency: 2 });
  deps.jobs.process<{ position?: number }, unknown>(REMINDER_SWEEP_JOB, (job) => sweepReminders(deps, tz, job?.position));
  deps.jobs.process(APPEAL_SWEEP_JOB, () => sweepAppealDeadlines(deps, tz));
  startReminderEmails(deps, deps.mail ?? {});
  startInvoiceEmails(deps);
  // reminders are due at their moment, not once a day: every minute, and at once on start for those
  // whose moment passed while the portal was down
  await deps.jobs.unschedule('daily-reminders');
  await deps.jobs.schedule('due-reminders', REMINDER_SWEEP_JOB, DUE_REMINDERS_CRON, {}, { tz });
  await deps.jobs.enqueue(REMINDER_SWEEP_JOB, {}, { attempts: 3 });
  await deps.jobs.schedule('daily-appeal-deadlines', APPEAL_SWEEP_JOB, '15 7 * * *', {}, { tz });
  deps.jobs.process(MISSED_DEADLINES_JOB, () => sweepMissedDeadlines(deps, tz));
  // hourly: a deadline is missed once its due day is over, also when the portal was down at midnight
  await deps.jobs.schedule('hourly-missed-deadlines', MISSED_DEADLINES_JOB, '1 * * * *', {}, { tz });
  // the accredited provider's status reports on the e-invoices handed to it
  await startEInvoicing(deps);
}
