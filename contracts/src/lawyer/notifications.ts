import { defineEvent, int, object, str } from '../events/registry.js';

/** Reminders that reach a lawyer in the console, stream `notification-{id}`. */
export const notificationKinds = ['hearing_reminder', 'task_reminder', 'appeal_deadline', 'task_assigned'] as const;

export const NotificationRaised = defineEvent({
  type: 'NotificationRaised',
  version: 1,
  schema: object({
    notificationId: int(1), recipientType: { enum: ['admin', 'employee'] }, recipientId: int(1), kind: { enum: [...notificationKinds] },
    titleEn: str(300), titleAr: str(300), bodyEn: str(2000), bodyAr: str(2000), link: str(300),
  }),
});
export const NotificationRead = defineEvent({ type: 'NotificationRead', version: 1, schema: object({ notificationId: int(1) }) });
