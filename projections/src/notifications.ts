import type { Projection } from './projection.js';

export const notificationsProjection: Projection = {
  name: 'notifications',
  // reminder_emails: the e-mails reminders became (sent, or kept in the outbox without SMTP_URL)
  collections: ['notifications', 'reminder_emails'],
  indexes: { notifications: [{ id: 1 }, { recipientId: 1 }], reminder_emails: [{ id: 1 }] },
  handlers: {
    NotificationRaised: async (e, store) => {
      const { notificationId, ...d } = e.data as Record<string, unknown> & { notificationId: number };
      await store.collection('notifications').replaceOne({ id: notificationId }, { id: notificationId, ...d, createdAt: e.metadata.time, readAt: null }, { upsert: true });
    },
    NotificationRead: async (e, store) => {
      await store.collection('notifications').updateOne({ id: e.data.notificationId }, { $set: { readAt: e.metadata.time } });
    },
    ReminderEmailRecorded: async (e, store) => {
      const d = e.data as Record<string, unknown> & { notificationId: number };
      await store.collection('reminder_emails').replaceOne({ id: d.notificationId }, { id: d.notificationId, ...d, createdAt: e.metadata.time }, { upsert: true });
    },
  },
};
