import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { messages } from '@lawfirm/contracts';
import { ui } from '../../console/src/i18n/ui.js';
import { expectToast, launchBrowser, openPage, say } from './support.js';
import { startServer, type RunningServer } from '../support/server.js';

/** The headers a browser is given (no inline script, never framed, not sniffed, no referrer), and the console working under them. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ console: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const csp = (res: Response) => Object.fromEntries((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('the console page: scripts from the portal only, none inline, never framed', async () => {
    const res = await fetch(`${server.url}/login`);
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const policy = csp(res);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    // the page itself holds no inline script for the policy to have to allow
    const html = await res.text();
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);
  });

  it('an API answer and a console asset', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expectCommonHeaders(health);
    expect(csp(health)['default-src']).toEqual(["'none'"]);

    const html = await (await fetch(`${server.url}/login`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const js = await fetch(server.url + asset);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expectCommonHeaders(js);
  });

  it('the console works under its policy: Arabic from the first paint, sign-in, dashboard, no violation', async () => {
    const { context, page } = await openPage(browser, server.url);
    try {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      page.on('pageerror', (e) => violations.push(e.message));
      await context.addInitScript(() => {
        localStorage.setItem('language', 'ar');
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      // set by the language script before React renders anything
      expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
      await page.selectOption('#loginType', 'user');
      await page.fill('#username', server.adminUsername);
      await page.fill('#password', server.adminPassword);
      await page.getByRole('button', { name: say(ui.login.submit, 'ar'), exact: true }).click();
      await expectToast(page, say(messages['auth.loginSuccessful'], 'ar'));
      await page.waitForURL('**/dashboard');
      // the dashboard's data came in under the policy: its recent activities, or the words for none
      await page.getByTestId('recent-activities').or(page.getByText(say(ui.dashboard.noRecentActivities, 'ar'), { exact: true })).waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
