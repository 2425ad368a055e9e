import { Router } from 'express';
import { principalOf, requirePermission, requireSignedIn } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute } from '../framework/lists.js';

/** The signed-in person's notifications (reminders, deadlines) and how many are unread. */
export function notificationQueryRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  const mine = (req: Parameters<Parameters<typeof router.get>[1]>[0]) => {
    const p = principalOf(req);
    return { recipientType: p.userType, recipientId: p.id };
  };
  router.get('/api/notifications/unread-count', requireSignedIn, async (req, res) => {
    res.json({ count: await readStore.collection('notifications').count({ ...mine(req), readAt: null }) });
  });
  router.get('/api/notifications', requireSignedIn, listRoute(readStore, {
    resource: 'notifications', collection: 'notifications', searchFields: ['titleEn', 'titleAr', 'bodyEn', 'bodyAr'], defaultSort: { createdAt: -1, id: -1 }, scope: mine,
  }));
  // the reminder e-mails (sent by SMTP, or kept here when no mail server is configured), for admins who view settings
  router.get('/api/email-outbox', requirePermission('settings', 'view'), listRoute(readStore, {
    resource: 'email-outbox', collection: 'reminder_emails', searchFields: ['to', 'subject', 'body'], defaultSort: { createdAt: -1, id: -1 },
  }));
  return router;
}
