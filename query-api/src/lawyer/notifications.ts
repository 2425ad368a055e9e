import { Router } from 'express';
import { can, type Principal, type UnreadCount } from '@lawfirm/contracts';
import { principalOf, requirePermission, requireSignedIn, type Filter } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { listRoute } from '../framework/lists.js';

/**
 * The outbox's e-mails an admin may read: every one of them is about a case (its hearing, task,
 * deadline or ruling, `caseId`), so a super admin reads them all, an admin whose role views cases
 * those about a case, anyone else none (a role holding `settings: view` alone opens the screen and
 * sees it empty). An e-mail whose case is not known (recorded before e-mails said so, and its
 * notification did not tell) is the super admins' only.
 */
export function outboxScope(p: Pick<Principal, 'userType' | 'isSuperAdmin' | 'permissions'>): Filter {
  if (p.userType === 'admin' && p.isSuperAdmin) return {};
  if (can(p, 'cases', 'view')) return { caseId: { $ne: null } };
  return { caseId: { $in: [] } };
}

/** The signed-in person's notifications (reminders, deadlines) and how many are unread. */
export function notificationQueryRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  const mine = (req: Parameters<Parameters<typeof router.get>[1]>[0]) => {
    const p = principalOf(req);
    return { recipientType: p.userType, recipientId: p.id };
  };
  router.get('/api/notifications/unread-count', requireSignedIn, async (req, res) => {
    res.json({ count: await readStore.collection('notifications').count({ ...mine(req), readAt: null }) } satisfies UnreadCount);
  });
  router.get('/api/notifications', requireSignedIn, listRoute(readStore, {
    resource: 'notifications', collection: 'notifications', searchFields: ['titleEn', 'titleAr', 'bodyEn', 'bodyAr'], defaultSort: { createdAt: -1, id: -1 }, scope: mine,
  }));
  // the reminder e-mails (sent by SMTP, or kept here when no mail server is configured): a settings screen, each e-mail
  // shown only to whoever may see what it is about (outboxScope)
  router.get('/api/email-outbox', requirePermission('settings', 'view'), listRoute(readStore, {
    resource: 'email-outbox', collection: 'reminder_emails', searchFields: ['to', 'subject', 'body'], defaultSort: { createdAt: -1, id: -1 }, scope: (req) => outboxScope(principalOf(req)),
  }));
  return router;
}
