import { describe, expect, it } from 'vitest';
import { billingMessages } from '../../contracts/src/i18n/billing.js';
import { expenseTreatmentWording as w } from '../../console/src/resources/firm/expenseTreatmentWording.js';
import { LANGS, choose, directionOf, expectToast, say, select, signedInPage, type Lang } from './support.js';
import { axeViolations } from './support/axe.js';
import { seededPortal, superAdmin } from './support/suite.js';

// The firm's VAT treatment of expenses on the firm settings screen, in English then Arabic:
// billing staff choose a type's treatment from its select, it is saved, and it reads so again
// after a reload (the default types say so).
const portal = seededPortal();
/** the type each language changes, and to what */
const CHANGE = { en: ['travel', 'out_of_scope'], ar: ['courier', 'zero_rated'] } as const;

describe.each(LANGS)('the VAT treatment of expenses (%s)', (lang: Lang) => {
  it("chooses a type's treatment and reads it back", async () => {
    const t = (pair: { en: string; ar: string }) => say(pair, lang);
    const [type, vat] = CHANGE[lang];
    const typeName = t(billingMessages[`billing.expenseType.${type}`]);
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), undefined, '/settings/firm');
    expect(await directionOf(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const section = page.getByRole('region', { name: t(w.title) });
    await section.waitFor();
    // court fees out of scope by default
    await expect.poll(() => select(section, t(billingMessages['billing.expenseType.court_fees'])).innerText()).toContain(t(billingMessages['billing.vat.out_of_scope']));

    await choose(section, typeName, t(billingMessages[`billing.vat.${vat}`]));
    await expectToast(page, t(w.saved));
    // the firm's own choice now, no longer the default (the select's helper text)
    await expect.poll(() => section.locator(`#expense-treatment-${type}-helper-text`).innerText()).toBe(t(w.chosen));
    expect(await section.locator('#expense-treatment-government_fees-helper-text').innerText()).toBe(t(w.byDefault));
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => select(page.getByRole('region', { name: t(w.title) }), typeName).innerText()).toContain(t(billingMessages[`billing.vat.${vat}`]));
    await context.close();
  });
});
