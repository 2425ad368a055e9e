import type { ReadModelStore } from '@lawfirm/platform';
import type { AppointmentEvent, CaseEvent, DeadlineEvent, HearingEvent, MinutesEvent, NotificationEvent, ReminderEmailEvent } from '@lawfirm/contracts';
import { handlersOf, textIndex, type Projection } from './projection.js';

/**
 * A reminder whose reason is gone leaves the bell: the notifications about a subject (NotificationRaised
 * `about`) are dropped when the subject's own event says so. `keepDay`: those about that day stay (the
 * subject moved: the reminder of its new day is raised anew). Reminders raised before `about` existed stay.
 */
async function drop(store: ReadModelStore, type: string, id: unknown, keepDay?: unknown) {
  if (typeof id !== 'number') return;
  await store.collection('notifications').deleteMany({ aboutType: type, aboutId: id, ...(typeof keepDay === 'string' ? { aboutDay: { $ne: keepDay } } : {}) });
}

export const notificationsProjection: Projection = {
  name: 'notifications',
  // reminder_emails: the e-mails reminders became (sent, or kept in the outbox without SMTP_URL)
  collections: ['notifications', 'reminder_emails'],
  indexes: {
    notifications: [{ id: 1 }, { recipientId: 1 }, { aboutId: 1 }, textIndex('titleEn', 'titleAr', 'bodyEn', 'bodyAr')],
    reminder_emails: [{ id: 1 }, { caseId: 1 }, textIndex('to', 'subject', 'body')],
  },
  handlers: {
    ...handlersOf<NotificationEvent | ReminderEmailEvent>({
      NotificationRaised: async (e, store) => {
        const { notificationId, about, ...d } = e.data;
        const subject = about ? { aboutType: about.type, aboutId: about.id, aboutDay: about.day } : {};
        await store.collection('notifications').replaceOne({ id: notificationId }, { id: notificationId, ...d, ...subject, createdAt: e.metadata.time, readAt: null }, { upsert: true });
      },
      NotificationRead: async (e, store) => {
        await store.collection('notifications').updateOne({ id: e.data.notificationId }, { $set: { readAt: e.metadata.time } });
      },
      // the case it is about decides who reads it in the outbox; an e-mail recorded before it said so takes its notification's
      // (as the log stood then: the notice is raised before its e-mail), or its task's; null when neither tells (super admins only)
      ReminderEmailRecorded: async (e, store) => {
        const d = e.data;
        let caseId = d.caseId ?? null;
        if (caseId === null) {
          const n = await store.collection('notifications').findOne({ id: d.notificationId });
          caseId = typeof n?.caseId === 'number' ? n.caseId : null;
          if (caseId === null && n?.aboutType === 'task') caseId = ((await store.collection('appointments').findOne({ id: n.aboutId }))?.caseId as number | undefined) ?? null;
        }
        await store.collection('reminder_emails').replaceOne({ id: d.notificationId }, { id: d.notificationId, ...d, caseId, createdAt: e.metadata.time }, { upsert: true });
      },
    }),
    // a hearing held (its minutes recorded), deleted, or moved to another day
    ...handlersOf<HearingEvent | MinutesEvent>({
      HearingMinutesRecorded: async (e, store) => drop(store, 'hearing', e.data.hearingId),
      HearingCancelled: async (e, store) => drop(store, 'hearing', e.data.hearingId),
      HearingRescheduled: async (e, store) => drop(store, 'hearing', e.data.hearingId, e.data.hearingDate),
    }),
    // a task done or cancelled, or moved to another day
    ...handlersOf<AppointmentEvent>({
      AppointmentStatusChanged: async (e, store) => {
        if (e.data.status === 'completed' || e.data.status === 'cancelled') await drop(store, 'task', e.data.appointmentId);
      },
      AppointmentRescheduled: async (e, store) => drop(store, 'task', e.data.appointmentId, e.data.date),
    }),
    // a deadline met, missed (its own notice says so), withdrawn, or moved to another day
    ...handlersOf<DeadlineEvent>({
      DeadlineMet: async (e, store) => drop(store, 'deadline', e.data.deadlineId),
      DeadlineMissed: async (e, store) => drop(store, 'deadline', e.data.deadlineId),
      DeadlineWithdrawn: async (e, store) => drop(store, 'deadline', e.data.deadlineId),
      DeadlineMoved: async (e, store) => drop(store, 'deadline', e.data.deadlineId, e.data.dueDate),
    }),
    // the case's final ruling corrected to another date, or withdrawn (an earlier ruling that stands again keeps its notices)
    ...handlersOf<CaseEvent>({
      FinalRulingRevised: async (e, store) => drop(store, 'final_ruling', e.data.caseId, e.data.rulingDate),
      FinalRulingWithdrawn: async (e, store) => drop(store, 'final_ruling', e.data.caseId, e.data.standing?.rulingDate ?? ''),
    }),
  },
};
