import { describe, expect, it } from 'vitest';
import { rateI18n } from '../../console/src/resources/rates/i18n.js';
import { rateWording } from '../../console/src/resources/rates/wording.js';
import { LANGS, choose, directionOf, expectToast, input, rowButton, say, shot, signedInPage, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { BILLED_CLIENT, latin } from './support/billing.js';

// The firm's rate card on its screen, in English then Arabic: billing staff set a client's hourly
// rate through the dialog (the client picked by name), see it listed with the client's name and
// the amount in AED, change it, and remove it after the confirmation.
const portal = seededPortal();
const CLIENT = BILLED_CLIENT;


describe.each(LANGS)('the rate card (%s)', (lang: Lang) => {
  it("sets a client's rate, changes it and removes it", async () => {
    const w = rateWording;
    const t = (pair: { en: string; ar: string }) => say(pair, lang);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, '/management/rates');
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('button', { name: t(w.add), exact: true }).click();
    const set = page.getByRole('dialog', { name: t(w.setTitle) });
    await choose(set, t(w.scope), t(rateI18n.scopes.client));
    await choose(set, t(w.client), CLIENT[lang]);
    await input(set, t(w.rate)).fill('725.5');
    expect(await axeViolations(page)).toEqual([]);
    await set.getByRole('button', { name: t(w.save), exact: true }).click();
    await expectToast(page, t(w.saved));
    await set.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: CLIENT[lang] });
    await expect.poll(async () => latin(await row.innerText())).toContain('725.50');
    expect(latin(await row.innerText())).toContain(t(rateI18n.scopes.client));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-rates-${lang}.png`);

    // changed: what it is for stays
    await row.getByRole('button', { name: rowButton(t(w.change)) }).click();
    const change = page.getByRole('dialog', { name: t(w.changeTitle) });
    await input(change, t(w.rate)).fill('800');
    await change.getByRole('button', { name: t(w.save), exact: true }).click();
    await change.waitFor({ state: 'detached' });
    await expectToast(page, t(w.saved));
    await expect.poll(async () => latin(await row.innerText())).toContain('800.00');

    // removed after the question
    await row.getByRole('button', { name: rowButton(t(w.remove)) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t(w.removeConfirm) }).click();
    await expectToast(page, t(w.removed));
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
