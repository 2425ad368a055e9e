import type { CommandDeps } from '../framework/deps.js';
import { createMailer, SEND_EMAIL_JOB, sendReminderEmail, type ReminderEmailJob } from './email.js';

export { reminderReactions } from './reactions.js';
export { sweepDueReminders, DUE_REMINDERS_CRON } from './sweep.js';
export { dueReminders } from './due.js';

/**
 * The reminder e-mails' job: SMTP when `smtpUrl` is set, otherwise the outbox. The sweep of
 * scheduled reminders is one of the automation's jobs (startAutomation).
 */
export function startReminderEmails(deps: CommandDeps, opts: { smtpUrl?: string; mailFrom?: string }): void {
  const mailer = createMailer({ smtpUrl: opts.smtpUrl, from: opts.mailFrom });
  deps.jobs.process<ReminderEmailJob, unknown>(SEND_EMAIL_JOB, (job) => sendReminderEmail(deps, mailer, job), { concurrency: 2 });
}
