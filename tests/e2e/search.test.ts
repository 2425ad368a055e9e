import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { kindNames, searchWording } from '../../console/src/search/wording.js';
import { LANGS, say, signedInPage } from './support.js';
import { seededPortal } from './support/suite.js';

// The app bar's search in both languages: Ctrl+K opens it, an Arabic title typed without hamza and
// with ه for ة finds the case, and choosing it opens the case.
const LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };
/** the seed's case */
const TITLE = { en: 'Emirates Trading v. Gulf Supplies', ar: 'الإمارات للتجارة ضد إمدادات الخليج' };

const portal = seededPortal();

describe.each(LANGS)('global search (%s)', (lang) => {
  it('opens with Ctrl+K, finds a case by its Arabic title typed without hamza, and opens it', async () => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, LAWYER);
    await page.getByTestId('global-search-open').getByText(say(searchWording.open, lang)).waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('global-search-input');
    await input.waitFor();
    // "الإمارات للتجارة" typed as "الامارات للتجاره"
    await input.fill('الامارات للتجاره');
    const results = page.getByTestId('global-search-results');
    await results.getByText(say(kindNames.cases, lang), { exact: true }).waitFor();
    const hit = results.getByTestId('global-search-hit').filter({ hasText: TITLE[lang] }).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(/\/lawyer\/cases\/\d+$/);
    await page.getByRole('heading', { level: 1, name: TITLE[lang] }).waitFor();
    expect(await page.getByTestId('global-search-input').count()).toBe(0);
    await context.close();
  });
});
