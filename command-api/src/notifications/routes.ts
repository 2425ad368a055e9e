import { Router } from 'express';
import { notificationStream } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf, requireStaff } from '../framework/actor.js';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { notificationDecider, type NotificationContent } from './notification.js';

/** Raises a notification once per key (sweeps, reminders and automation call this); true if this call raised it. */
export async function raiseNotification(deps: CommandDeps, key: string, content: NotificationContent, meta: Parameters<typeof execute>[4]): Promise<boolean> {
  if (await deps.eventStore.findIdempotent(key)) return false;
  try {
    await deps.ids.create('notification', (notificationId) =>
      execute(deps.eventStore, notificationStream(notificationId), notificationDecider, { type: 'RaiseNotification', notificationId, content }, meta, {
        mustNotExist: true,
        idempotency: { key, response: (o) => ({ notificationId: (o.state as { id: number }).id }) },
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name !== 'IdempotencyKeyExistsError') throw e;
    return false;
  }
}

export function notificationRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post(
    '/api/notifications/:id/read',
    requireStaff,
    commandRoute(deps, 'MarkNotificationRead', async (req, cx) => {
      const id = numericId(req.params.id);
      const o = await execute(deps.eventStore, notificationStream(id), notificationDecider, { type: 'MarkNotificationRead', reader: actorOf(req) }, cx.meta);
      return { status: 200, body: { id, read: true }, position: o.position };
    }),
  );
  router.post(
    '/api/notifications/read-all',
    requireStaff,
    commandRoute(deps, 'MarkAllNotificationsRead', async (req, cx) => {
      const reader = actorOf(req);
      const unread = await deps.readStore.collection('notifications').find({ recipientType: reader.userType, recipientId: reader.id, readAt: null });
      let position = 0;
      for (const n of unread) position = (await execute(deps.eventStore, notificationStream(Number(n.id)), notificationDecider, { type: 'MarkNotificationRead', reader }, cx.meta)).position || position;
      return { status: 200, body: { read: unread.length }, position };
    }),
  );
  return router;
}
