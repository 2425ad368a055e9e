import type { Projection } from './projection.js';

export const notificationsProjection: Projection = {
  name: 'notifications',
  collections: ['notifications'],
  indexes: { notifications: [{ id: 1 }, { recipientId: 1 }] },
  handlers: {
    NotificationRaised: async (e, store) => {
      const { notificationId, ...d } = e.data as Record<string, unknown> & { notificationId: number };
      await store.collection('notifications').replaceOne({ id: notificationId }, { id: notificationId, ...d, createdAt: e.metadata.time, readAt: null }, { upsert: true });
    },
    NotificationRead: async (e, store) => {
      await store.collection('notifications').updateOne({ id: e.data.notificationId }, { $set: { readAt: e.metadata.time } });
    },
  },
};
