import { beforeAll, describe, expect, it } from 'vitest';
import { fillReminder, reminderWording } from '@lawfirm/contracts';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { ui } from '../../console/src/i18n/ui.js';
import { emailOutboxI18n } from '../../console/src/resources/emailOutbox/i18n.js';
import { LANGS, directionOf, firmDay, say, shot, signedInPage } from './support.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { api, login } from '../support/server.js';

/**
 * Reminders in the browser, English and Arabic: a task a colleague assigns arrives in the lawyer's
 * bell without a reload, in the console's language, and opens the lawyer's tasks; an admin reads
 * the e-mail it became in the outbox (no mail server here, so it is kept, not sent).
 */
const FATIMA = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
const VIEWPORT = { width: 1366, height: 900 };
const portal = seededPortal();
let omar: Awaited<ReturnType<typeof login>>;
let fatimaApi: ReturnType<typeof api>;
let fatimaId: number;

beforeAll(async () => {
  omar = await login(portal.server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const fatima = await login(portal.server.url, FATIMA.username, FATIMA.password, 'employee');
  fatimaApi = fatima.client;
  fatimaId = fatima.user.id as number;
});

/** the unread count the bell's label says, in Western or Arabic-Indic digits (null: none) */
const countIn = (label: string | null) => {
  const m = label?.match(/[0-9\u0660-\u0669]+/);
  return m ? Number(m[0].replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))) : null;
};

/** The spec: the bell asks the server for the unread count once a minute (and on the window's focus). */
const MINUTE = 60_000;
/** what the test's script notes in the page: when the document started, how often the bell has asked */
type Marked = Window & { loadedAt?: number; bellAsked?: number };

describe('reminders in the console', () => {
  for (const lang of LANGS) {
    it(`a task assigned by a colleague arrives in the bell and its e-mail in the admin's outbox (${lang})`, async ({ onTestFailed }) => {
      const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, FATIMA, VIEWPORT);
      onTestFailed(async () => void (await shot(page, `failed-reminders-${lang}.png`)));
      // the page's clock is the test's (it runs as the real one until paused): installed before the
      // console loads again, so the bell's timer is on it; the document notes its start and counts
      // the bell's questions to the server as the console asks them
      await page.clock.install();
      await page.addInitScript(() => {
        const marked = window as Marked;
        marked.loadedAt = Date.now();
        marked.bellAsked = 0;
        const fetch = window.fetch;
        window.fetch = (input, init) => {
          if ((input instanceof Request ? input.url : String(input)).includes('/api/notifications/unread-count')) marked.bellAsked! += 1;
          return fetch(input, init);
        };
      });
      await page.reload();
      const unread = async () => (await fatimaApi.get('/api/notifications/unread-count')).body.count as number;
      const before = await unread();
      const bell = page.getByTestId('notification-bell');
      // the bell says what the server counts (other reminders of the demo data may arrive meanwhile)
      const bellCount = async () => countIn(await bell.getAttribute('aria-label')) ?? 0;
      const bellShowsServer = async () => (await bellCount()) === (await unread());
      await expect.poll(bellShowsServer).toBe(true);
      const shown = await bellCount();
      // the bell's last fetch (its minute starts there) came after the document started and before now
      const { loadedAt, seen, asked } = await page.evaluate(() => ({ loadedAt: (window as Marked).loadedAt!, seen: Date.now(), asked: (window as Marked).bellAsked! }));
      const bellAsked = () => page.evaluate(() => (window as Marked).bellAsked);

      // omar gives fatima a task while she has the portal open
      const caseId = (await omar.client.get('/api/lawyer/cases')).body[0].id as number;
      const title = `Check the translation of the contract ${lang} ${Date.now()}`;
      const created = await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title, description: 'Before filing', date: firmDay(3), time: '09:00 AM', assignedTo: fatimaId });
      expect(created.status, created.text).toBe(201);
      await expect.poll(unread).toBeGreaterThan(before);
      // a second short of a minute after the document started, the clock stops: the bell has not asked again
      await page.clock.pauseAt(loadedAt + MINUTE - 1_000);
      expect(await bellAsked()).toBe(asked);
      expect(await bellCount()).toBe(shown);
      // a second past the minute after its last fetch (the clock still stopped: the minute, nothing
      // else, makes it ask), it asks once, and shows the task without a reload once time runs again
      await page.clock.pauseAt(seen + MINUTE + 1_000);
      await expect.poll(bellAsked).toBe(asked + 1);
      await page.clock.resume();
      await expect.poll(bellCount).toBeGreaterThan(shown);
      expect(await bellAsked()).toBe(asked + 1);
      expect(await page.evaluate(() => (window as Marked).loadedAt)).toBe(loadedAt);
      await bell.click();
      const list = page.getByTestId('notification-list');
      // as the server fills it: in Arabic the title isolated (U+2068 ... U+2069) inside the line
      const wording = fillReminder(reminderWording.taskAssigned, { title })[lang];
      const item = list.getByTestId('notification-item').filter({ hasText: wording });
      await item.waitFor();
      await shot(page, `reminders-task-assigned-${lang}.png`);
      await item.getByText(wording, { exact: true }).click();
      await page.waitForURL('**/lawyer/my-tasks');
      await context.close();

      // the admin reads the e-mail it became (kept: no mail server is set up here)
      const { context: adminContext, page: adminPage } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), VIEWPORT);
      await adminPage.getByRole('link', { name: say(ui.menu.emailOutbox, lang) }).click();
      await adminPage.waitForURL('**/settings/email-outbox');
      await adminPage.getByText(say(emailOutboxI18n.intro, lang)).waitFor();
      const row = adminPage.locator('tr').filter({ hasText: title });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain(FATIMA.username);
      await expect.poll(() => row.innerText()).toContain(say(emailOutboxI18n.delivery.outbox, lang));
      // fatima has no preferences yet: English, with the firm's name before the reminder
      expect(await row.innerText()).toContain(`: ${say(reminderWording.taskAssigned, 'en', { title })}`);
      await row.click();
      await expect.poll(() => adminPage.getByTestId('email-body').first().innerText()).toContain(say(reminderWording.taskAssigned, 'en', { title }));
      await shot(adminPage, `reminders-outbox-${lang}.png`);
      expect(await directionOf(adminPage)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await adminContext.close();
    }, 240_000);
  }
});
