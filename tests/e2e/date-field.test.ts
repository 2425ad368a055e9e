import { describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { enUS } from '@mui/x-date-pickers/locales';
import { pickerLocaleText } from '../../console/src/components/dates/pickerWording.js';
import { componentWording } from '../../console/src/components/messages/wording.js';
import { holidayNoun, holidayWording } from '../../console/src/resources/caseSettings/holidays/wording.js';
import { LANGS, datePicker, escapeText, input, raWording, say, shot, signedInPage, type Lang } from './support.js';
import { shotOf } from './support/shot.js';
import { seededPortal, superAdmin } from './support/suite.js';

/**
 * A date is typed in the order it reads: an empty field clicked anywhere starts at its first part, the day
 * in Arabic (28/11/2026, as ar-AE writes a numeric date), the month in English (11/28/2026); the
 * form holds and sends `2026-11-28`. A year the firm cannot hold (612, typed for 2026) is refused
 * on the field, in the language, and nothing is sent.
 */
const portal = seededPortal();
const w = holidayWording;

/** what a date picker's parts are named (their aria-label): MUI X's English, the console's Arabic */
const PART_NAMES = { en: enUS.components.MuiLocalizationProvider.defaultProps.localeText, ar: pickerLocaleText('ar')! };
/** the keys typed for the 28th of November 2026, in the order each language reads a date */
const TYPED = { en: '11282026', ar: '28112026' };
const SHOWN = { en: '11/28/2026', ar: '28/11/2026' };

/** The holidays screen's Add dialog, as the super admin, in a language. */
async function addHolidayDialog(lang: Lang) {
  const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server));
  onTestFailed(async () => {
    await shot(page, `date-field-failed-${lang}.png`, { fullPage: true });
  });
  await page.goto('/settings/case-settings');
  await page.getByRole('link', { name: new RegExp(`${escapeText(lang === 'en' ? holidayNoun.en[1] : holidayNoun.ar[2])}$`) }).click();
  await page.waitForURL('**/settings/case-settings/holidays');
  await page.getByRole('button', { name: say(w.add, lang) }).click();
  const dialog = page.getByRole('dialog');
  return { context, page, dialog };
}

/** the parts of a date picker, in the order they are typed (the document's), with their names, texts and where they are drawn */
const partsOf = (picker: Locator) =>
  picker.locator('[role=spinbutton]').evaluateAll((els) =>
    els.map((e) => ({ name: e.getAttribute('aria-label') ?? '', text: (e.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim(), x: e.getBoundingClientRect().left })),
  );
/** what the field shows, as one string */
const shown = (picker: Locator) => picker.evaluate((e) => (e.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f\s]/g, ''));
/** the name of the part the keyboard is in */
const focusedPart = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe.each(LANGS)('a date field (%s)', (lang) => {
  it(`takes the keys ${TYPED[lang]} typed into an empty field as the 28th of November 2026, shown ${SHOWN[lang]}, refuses a year 2811 and sends 2026-11-28`, async () => {
    const { context, page, dialog } = await addHolidayDialog(lang);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/case-settings/holidays')) sent.push(r.postDataJSON());
    });
    await input(dialog, say(w.fields.nameEn, lang)).fill(`Typed day (${lang})`);
    await input(dialog, say(w.fields.nameAr, lang)).fill('يوم مكتوب');
    const start = datePicker(dialog, say(w.fields.startDate, lang));
    await start.locator('[role=spinbutton]').first().waitFor();

    // a click on the empty field puts the keyboard in its first part, the day in Arabic, the month
    // in English, even where it lands on the year (hidden under the label, at an Arabic field's right)
    await start.locator('[role=spinbutton]').last().click();
    await expect.poll(() => focusedPart(page)).toBe(PART_NAMES[lang][lang === 'ar' ? 'day' : 'month']);
    await page.keyboard.type(TYPED[lang]);
    await expect.poll(() => shown(start)).toBe(SHOWN[lang]);

    const parts = await partsOf(start);
    const order = lang === 'ar' ? (['day', 'month', 'year'] as const) : (['month', 'day', 'year'] as const);
    // typed and drawn in the same order, left to right, in both languages
    expect(parts.map((p) => p.name)).toEqual(order.map((part) => PART_NAMES[lang][part]));
    expect(parts.map((p) => p.text)).toEqual(order.map((part) => ({ day: '28', month: '11', year: '2026' })[part]));
    expect(parts.map((p) => p.x)).toEqual([...parts.map((p) => p.x)].sort((a, b) => a - b));

    // the old field's mistake, a year 2811 (2811/02/26 for 28112026), is refused on the field and nothing is sent
    const end = datePicker(dialog, say(w.fields.endDate, lang));
    await end.click();
    await page.keyboard.type(lang === 'ar' ? '26022811' : '02262811');
    await expect.poll(() => shown(end)).toBe(lang === 'ar' ? '26/02/2811' : '02/26/2811');
    const save = dialog.getByRole('button', { name: say(raWording('ra.action.save'), lang) });
    await save.click();
    await dialog.getByText(say(componentWording.invalidDate, lang), { exact: true }).waitFor();
    await shotOf(dialog, `date-field-year-refused-${lang}.png`);
    expect(sent).toEqual([]);

    // typed again, the day is sent as the API takes it
    await end.locator('[role=spinbutton]').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(TYPED[lang]);
    await expect.poll(() => shown(end)).toBe(SHOWN[lang]);
    await shotOf(dialog, `date-field-typed-${lang}.png`);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/case-settings/holidays'));
    await save.click();
    expect((await posted).postDataJSON()).toMatchObject({ startDate: '2026-11-28', endDate: '2026-11-28' });
    await context.close();
  });
});
