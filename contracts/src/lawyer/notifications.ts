import { z } from 'zod';
import { declareEvent, optionalWhole, text, whole, type EventOf } from '../events/typed.js';

/** Reminders that reach a lawyer in the console, stream `notification-{id}`. */
export const notificationStream = (notificationId: number) => `notification-${notificationId}`;
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

/**
 * The case a v1 notification was about, as far as it says: its link to the case, or the case whose
 * final ruling it is about; null otherwise (a task's notices linked to My Tasks). Readers that need
 * a task's case look it up by the task (`about`).
 */
export function caseOfNotification(data: { link?: unknown; about?: { type?: unknown; id?: unknown } | null }): number | null {
  const m = typeof data.link === 'string' ? /^\/lawyer\/cases\/(\d+)(?:$|[/?#])/.exec(data.link) : null;
  if (m) return Number(m[1]);
  return data.about?.type === 'final_ruling' && typeof data.about.id === 'number' ? data.about.id : null;
}

/**
 * v2: `caseId`, the case the notification is about (every notice is about a case's hearing, task,
 * deadline or ruling; null only for one from before whose case its v1 data did not say), so that
 * its e-mail is shown only to those who may open that case (the outbox).
 */
const recipientTypes = ['admin', 'employee'] as const;
const contentV2 = {
  notificationId: whole(1), recipientType: z.enum(recipientTypes), recipientId: whole(1), kind: z.enum(notificationKinds),
  titleEn: text(300), titleAr: text(300), bodyEn: text(2000), bodyAr: text(2000), link: text(300),
};
const aboutV2 = z.strictObject({ type: z.enum(notificationSubjectTypes), id: whole(1), day: text(10) }).nullable().optional();
// v1 knew four kinds; the added ones (and the optional `about`) leave every v1 event valid, so no upcast is needed
declareEvent('NotificationRaised', 1, z.strictObject({ ...contentV2, about: aboutV2 }));
export const NotificationRaised = declareEvent('NotificationRaised', 2, z.strictObject({ ...contentV2, caseId: optionalWhole(1), about: aboutV2 }), (v1) => ({ ...v1, caseId: caseOfNotification(v1) }));
export const NotificationRead = declareEvent('NotificationRead', 1, z.strictObject({ notificationId: whole(1) }));
export type NotificationEvent = EventOf<typeof NotificationRaised> | EventOf<typeof NotificationRead>;

/**
 * The e-mail a notification became, stream `reminder-email-{notificationId}`: `smtp` when it was
 * handed to the mail server (SMTP_URL), `outbox` when none is configured (kept for an admin to read).
 * v2: `caseId`, the case it is about (its notification's), which decides who may read it in the
 * outbox. An e-mail of v1 did not say: null, and the outbox's read model takes the case from its
 * notification (projections/notifications.ts); when that cannot tell, only super admins see it.
 */
export const reminderEmailStream = (notificationId: number) => `reminder-email-${notificationId}`;
const emailFields = {
  notificationId: whole(1), recipientType: z.enum(recipientTypes), recipientId: whole(1), kind: z.enum(notificationKinds),
  to: text(200), language: z.enum(['en', 'ar']), subject: text(500), body: text(5000), delivery: z.enum(['smtp', 'outbox']),
};
declareEvent('ReminderEmailRecorded', 1, z.strictObject(emailFields));
export const ReminderEmailRecorded = declareEvent('ReminderEmailRecorded', 2, z.strictObject({ ...emailFields, caseId: optionalWhole(1) }), (v1) => ({ ...v1, caseId: null }));
export type ReminderEmailEvent = EventOf<typeof ReminderEmailRecorded>;

/** A notification as the `notifications` read model keeps it and GET /api/notifications lists it (newest first). */
export type NotificationAnswer = Omit<EventOf<typeof NotificationRaised>['data'], 'notificationId' | 'about'> & {
  id: number;
  /** what it is about, when it says (NotificationSubject's fields) */
  aboutType?: NotificationSubjectType;
  aboutId?: number;
  aboutDay?: string;
  createdAt: string;
  readAt: string | null;
};

/** GET /api/notifications/unread-count */
export type UnreadCount = { count: number };
