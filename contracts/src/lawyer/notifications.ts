import { defineEvent, int, object, str } from '../events/registry.js';

/** Reminders that reach a lawyer in the console, stream `notification-{id}`. */
export const notificationKinds = ['hearing_reminder', 'task_reminder', 'appeal_deadline', 'task_assigned', 'deadline_reminder', 'deadline_missed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The reminders a user may choose to receive by e-mail too (profile preferences, `emailReminders`). */
export const reminderKinds = ['task_assigned', 'hearing_tomorrow', 'task_due', 'deadline_reminder', 'deadline_missed'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** Which e-mail choice a notification falls under (appeal_deadline: the older appeal-window notice). */
export const reminderKindOf: Record<NotificationKind, ReminderKind> = {
  hearing_reminder: 'hearing_tomorrow',
  task_reminder: 'task_due',
  appeal_deadline: 'deadline_reminder',
  task_assigned: 'task_assigned',
  deadline_reminder: 'deadline_reminder',
  deadline_missed: 'deadline_missed',
};

/**
 * What a scheduled reminder is about, and for which day: the hearing (its date), the task (its
 * date), the deadline (its due day) or the case's final ruling (its date). When that is gone (the
 * hearing's minutes recorded, the hearing moved or deleted, the task done or cancelled, the deadline
 * met, moved or withdrawn, the ruling corrected or withdrawn) the reminder leaves the bell.
 */
export const notificationSubjectTypes = ['hearing', 'task', 'deadline', 'final_ruling'] as const;
export type NotificationSubjectType = (typeof notificationSubjectTypes)[number];
export interface NotificationSubject {
  type: NotificationSubjectType;
  /** the hearing's, task's or deadline's id; the case's for its final ruling */
  id: number;
  day: string;
}

// v1 knew four kinds; the added ones (and the optional `about`) leave every v1 event valid, so no upcast is needed
const content = {
  notificationId: int(1), recipientType: { enum: ['admin', 'employee'] }, recipientId: int(1), kind: { enum: [...notificationKinds] },
  titleEn: str(300), titleAr: str(300), bodyEn: str(2000), bodyAr: str(2000), link: str(300),
};
export const NotificationRaised = defineEvent({
  type: 'NotificationRaised',
  version: 1,
  schema: object(
    { ...content, about: { type: ['object', 'null'], additionalProperties: false, required: ['type', 'id', 'day'], properties: { type: { enum: [...notificationSubjectTypes] }, id: int(1), day: str(10) } } },
    Object.keys(content),
  ),
});
export const NotificationRead = defineEvent({ type: 'NotificationRead', version: 1, schema: object({ notificationId: int(1) }) });

/**
 * The e-mail a notification became, stream `reminder-email-{notificationId}`: `smtp` when it was
 * handed to the mail server (SMTP_URL), `outbox` when none is configured (kept for an admin to read).
 */
export const ReminderEmailRecorded = defineEvent({
  type: 'ReminderEmailRecorded',
  version: 1,
  schema: object({
    notificationId: int(1), recipientType: { enum: ['admin', 'employee'] }, recipientId: int(1), kind: { enum: [...notificationKinds] },
    to: str(200), language: { enum: ['en', 'ar'] }, subject: str(500), body: str(5000), delivery: { enum: ['smtp', 'outbox'] },
  }),
});
