import nodemailer from 'nodemailer';
import { isolate, reminderEmailStream, reminderKindOf, reminderKinds, type NotificationKind, type ReminderKind, ReminderEmailRecorded } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';
import type { CommandDeps } from '../framework/deps.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import type { NotificationContent } from '../notifications/notification.js';

export const SEND_EMAIL_JOB = 'reminder-email';

/** What the e-mail job gets: the notification as raised (its event's data) and the event's correlation. */
export interface ReminderEmailJob extends NotificationContent {
  notificationId: number;
  correlationId: string;
  eventId: string;
}

export interface Mailer {
  delivery: 'smtp' | 'outbox';
  send(mail: { to: string; subject: string; text: string; html?: string; messageId: string; attachments?: { filename: string; content: Buffer; contentType: string }[] }): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise nothing leaves and the outbox keeps the e-mail. */
export function createMailer(opts: { smtpUrl?: string; from?: string }): Mailer {
  if (!opts.smtpUrl) return { delivery: 'outbox', send: async () => {} };
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const from = opts.from ?? 'reminders@localhost';
  return {
    delivery: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId, attachments: mail.attachments });
    },
  };
}

/** The recipient's language and e-mail choices (profile preferences); absent: English, every kind. */
export function emailPreferences(doc: Record<string, unknown> | null): { language: 'en' | 'ar'; emailReminders: ReminderKind[] } {
  const language = doc?.language === 'ar' ? 'ar' : 'en';
  const chosen = Array.isArray(doc?.emailReminders) ? (doc.emailReminders as string[]).filter((k): k is ReminderKind => (reminderKinds as readonly string[]).includes(k)) : [...reminderKinds];
  return { language, emailReminders: chosen };
}

/**
 * Subject and text in the recipient's language, with the firm's name in both. In Arabic the firm's
 * name before the subject's colon is isolated (an English name would otherwise turn the whole
 * subject left to right); the notification's own values are isolated already (due.ts).
 */
export function composeReminderEmail(
  n: Pick<NotificationContent, 'titleEn' | 'titleAr' | 'bodyEn' | 'bodyAr'>,
  language: 'en' | 'ar',
  firm: { nameEn?: unknown; nameAr?: unknown } | null,
): { subject: string; body: string } {
  if (language === 'ar') {
    const name = String(firm?.nameAr || firm?.nameEn || 'مكتب المحاماة');
    return {
      subject: `${isolate(name)}: ${n.titleAr}`,
      body: [n.titleAr, n.bodyAr, '', `${name}`, 'تصلك هذه الرسالة لأن هذا النوع من التذكيرات مفعّل للبريد الإلكتروني في ملفك الشخصي.'].filter((l, i) => l !== '' || i === 2).join('\n'),
    };
  }
  const name = String(firm?.nameEn || firm?.nameAr || 'Law firm');
  return {
    subject: `${name}: ${n.titleEn}`,
    body: [n.titleEn, n.bodyEn, '', `${name}`, 'You receive this e-mail because this kind of reminder is switched on for e-mail in your profile.'].filter((l, i) => l !== '' || i === 2).join('\n'),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail's HTML part: the text's lines, the page in the reader's direction (an Arabic e-mail
 * right-aligned, which a plain-text part is not in most mail clients), each line `dir="auto"` so
 * the firm's English name on its own line keeps its own; the isolates in the lines are kept.
 */
export function reminderEmailHtml(text: string, language: 'en' | 'ar'): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const lines = text.split('\n').map((line) => (line ? `<p dir="auto" style="margin:0 0 6px">${escapeHtml(line)}</p>` : '<br>'));
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head><body dir="${dir}" style="text-align:start">${lines.join('')}</body></html>`;
}

interface EmailState {
  exists: boolean;
}
type RecordEmail = { type: 'RecordReminderEmail'; data: Record<string, unknown> };

/** Stream `reminder-email-{notificationId}` (contracts' reminderEmailStream): one e-mail per notification. */
export const reminderEmailDecider: Decider<EmailState, RecordEmail> = {
  initialState: { exists: false },
  evolve: (state, event) => (event.type === ReminderEmailRecorded.type ? { exists: true } : state),
  decide(command, state): DomainEvent[] {
    if (state.exists) throw new DomainError('conflict', 'error.conflict');
    return [{ type: ReminderEmailRecorded.type, data: command.data }];
  },
};

const emailKey = (notificationId: number) => `reminder-email:${notificationId}`;

/** an address mail can reach: a dotted domain (the bootstrap admin's admin@localhost is not, until they give a real one) */
export const deliverable = (address: unknown): address is string => typeof address === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s.]+$/.test(address);

/**
 * The job: the notification's e-mail, once. Skipped when the recipient has no active account or
 * address, or chose not to get this kind by e-mail. Handed to the mail server, then recorded under
 * the key: a worker dying between the two sends it again on retry (at least once; the fixed
 * Message-ID, from the notification's event, lets mail clients drop the repeat). A recorded key is never sent again.
 */
export async function sendReminderEmail(deps: CommandDeps, mailer: Mailer, job: ReminderEmailJob): Promise<{ sent: boolean; reason?: string }> {
  const key = emailKey(job.notificationId);
  if (await deps.eventStore.findIdempotent(key)) return { sent: false, reason: 'already recorded' };
  const person = await deps.readStore.collection('principals').findOne({ key: `${job.recipientType}:${job.recipientId}` });
  if (!person || person.isActive === false || !deliverable(person.email)) return { sent: false, reason: 'no active account with an e-mail address' };
  const prefs = emailPreferences(await deps.readStore.collection('preferences').findOne({ key: `${job.recipientType}:${job.recipientId}` }));
  if (!prefs.emailReminders.includes(reminderKindOf[job.kind as NotificationKind])) return { sent: false, reason: 'not chosen in the profile' };
  const firm = await deps.readStore.collection('firm_settings').findOne({ id: 1 });
  const mail = composeReminderEmail(job, prefs.language, firm);
  const to = String(person.email);
  await mailer.send({ to, subject: mail.subject, text: mail.body, html: reminderEmailHtml(mail.body, prefs.language), messageId: `<reminder-${job.notificationId}.${job.eventId}@lawfirm.portal>` });
  const meta: CommandMeta = { userId: null, userType: 'system', correlationId: job.correlationId, causationId: job.eventId, command: 'SendReminderEmail' };
  try {
    await execute(
      deps.eventStore,
      reminderEmailStream(job.notificationId),
      reminderEmailDecider,
      {
        type: 'RecordReminderEmail',
        // the case it is about: who may read it in the outbox (a job queued before notifications said so: null)
        data: { notificationId: job.notificationId, recipientType: job.recipientType, recipientId: job.recipientId, kind: job.kind, to, language: prefs.language, subject: mail.subject, body: mail.body, delivery: mailer.delivery, caseId: job.caseId ?? null },
      },
      meta,
      { mustNotExist: true, idempotency: { key, response: () => ({ notificationId: job.notificationId }) } },
    );
  } catch (e) {
    if ((e as Error).name !== 'IdempotencyKeyExistsError' && !(e instanceof DomainError)) throw e;
  }
  return { sent: true };
}
