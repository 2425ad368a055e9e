import { Router } from 'express';
import { accountKey, defaultPreferences, employeeEvents, isValidEmail, userEvents, type CalendarFeedLink, type Preferences, type ProfileAnswer } from '@lawfirm/contracts';
import { AppError, currentFeedUrl, feedAccount, foldCatalogStream, loadPrincipal, principalOf, requireSignedIn } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { calendarFeed } from './calendarFeed.js';

/** A user's preferences as stored, or the defaults. */
export function preferencesOf(doc: Record<string, unknown> | null): Preferences {
  if (!doc) return defaultPreferences;
  const { language, emailReminders, hijri, digits } = doc as unknown as Preferences;
  return { language, emailReminders, hijri, digits };
}

/** The signed-in user's own account, preferences and calendar feed address. */
export function profileQueryRoutes({ eventStore, readStore, feedSigner, credentials }: QueryDeps): Router {
  const router = Router();

  // from the account's own stream: what the user just saved shows at once, whatever the read models' lag
  router.get('/api/profile', requireSignedIn, async (req, res) => {
    const p = principalOf(req);
    const events = await eventStore.readStream(`${p.userType === 'admin' ? 'user' : 'employee'}-${p.id}`);
    const f = foldCatalogStream(p.userType === 'admin' ? userEvents : employeeEvents, events);
    if (!f) throw new AppError('not_found', 'error.notFound');
    const email = String(f.email ?? '');
    const answer: ProfileAnswer = {
      id: p.id, userType: p.userType, username: p.userType === 'admin' ? String(f.username) : email,
      fullNameEn: String(f.fullNameEn ?? ''), fullNameAr: String(f.fullNameAr ?? ''), email,
      // the bootstrap admin starts with admin@localhost: the form asks for a real address
      emailNeeded: !isValidEmail(email),
      phone: typeof f.phone === 'string' ? f.phone : null, isSuperAdmin: p.isSuperAdmin, roleNameEn: p.roleNameEn, roleNameAr: p.roleNameAr,
      version: events.length,
    };
    res.json(answer);
  });

  router.get('/api/profile/preferences', requireSignedIn, async (req, res) => {
    const p = principalOf(req);
    res.json(preferencesOf(await readStore.collection('preferences').findOne({ key: accountKey(p.userType, p.id) })));
  });

  router.get('/api/calendar/feed', requireSignedIn, async (req, res) => {
    const p = principalOf(req);
    res.json({ url: await currentFeedUrl({ eventStore, credentials }, feedSigner, p.userType, p.id) } satisfies CalendarFeedLink);
  });
  return router;
}

/**
 * `GET /calendar/<secret>.ics`, signed in by its secret alone (calendar apps send no token):
 * anything but an active account's current secret is 404, as an unknown page would be. The
 * secret dies with the account's sessions (platform's calendarFeed).
 */
export function calendarFileRoute({ eventStore, readStore, feedSigner, credentials, timezone = 'Asia/Dubai' }: QueryDeps): Router {
  const router = Router();
  router.get('/calendar/:file', async (req, res) => {
    const m = /^(.+)\.ics$/.exec(String(req.params.file));
    const account = m ? await feedAccount({ eventStore, credentials }, feedSigner, m[1]) : null;
    const principal = account ? await loadPrincipal({ eventStore, readStore }, account.typ, account.id) : null;
    if (!principal) throw new AppError('not_found', 'error.notFound');
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', 'inline; filename="calendar.ics"');
    res.send(await calendarFeed(readStore, principal, timezone));
  });
  return router;
}
