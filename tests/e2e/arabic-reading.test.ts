import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { enUS } from '@mui/x-date-pickers/locales';
import { pickerLocaleText } from '../../console/src/components/dates/pickerWording.js';
import { ui } from '../../console/src/i18n/ui.js';
import { consultationI18n } from '../../console/src/resources/consultations/i18n.js';
import { regionI18n } from '../../console/src/resources/regions/i18n.js';
import { api } from '../support/server.js';
import { LANGS, datePicker, openPage, say, shot, signedInPage, typeDate, type Lang } from './support.js';
import { seededPortal, superAdmin } from './support/suite.js';

/**
 * Arabic that reads right in the console, and lists that find and sort by what they show: English
 * free text keeps its full stop on its right in an Arabic page, headers wrap between words, the
 * Arabic name comes first (and sorts) in Arabic, the tab names the page in the user's language,
 * the client list finds a client by the assigned lawyer's name, the date-time field reads and is
 * typed left to right in both languages (day, month, year, time, ص/م in Arabic, as numbers are)
 * and takes what is typed.
 */
const portal = seededPortal();
const SERVICE = { nameEn: 'Damages claim', nameAr: 'دعوى تعويض', descriptionEn: 'Claim for damages.', descriptionAr: '', price: 900, duration: 60 };

beforeAll(async () => {
  const made = await api(portal.server.url, portal.adminToken).post('/api/services', SERVICE);
  expect(made.status, made.text).toBe(201);
});

/** what a date picker's parts are named (their aria-label): MUI X's English, the console's Arabic */
const PART_NAMES = { en: enUS.components.MuiLocalizationProvider.defaultProps.localeText, ar: pickerLocaleText('ar')! };

const open = async (lang: Lang, path: string, viewport?: { width: number; height: number }) => {
  const opened = await signedInPage(portal.browser, portal.server.url, lang, superAdmin(portal.server), viewport, path);
  return opened;
};
/** the texts of a list's column headers, in the document's order (the first is the rightmost in Arabic) */
const headers = (page: Page) => page.locator('thead th').allInnerTexts().then((all) => all.map((t) => t.trim()));
const cellsOf = async (page: Page, column: number) => (await page.locator(`tbody tr td:nth-child(${column + 1})`).allInnerTexts()).map((t) => t.trim());

describe.each(LANGS)('reading the console (%s)', (lang) => {
  it('shows English free text with its full stop at its end, on the right, in both languages', async () => {
    const { context, page } = await open(lang, '/settings/services');
    const cell = page.getByRole('cell', { name: SERVICE.descriptionEn, exact: true });
    await cell.waitFor();
    // where the first letter and the full stop are drawn
    const [first, stop] = await cell.evaluate((td, text) => {
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode()) && !node.textContent!.includes(text));
      if (!node) throw new Error('no text node');
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(node!, i);
        range.setEnd(node!, i + 1);
        const r = range.getBoundingClientRect();
        return r.left + r.width / 2;
      };
      const start = node.textContent!.indexOf(text);
      return [at(start), at(start + text.length - 1)];
    }, SERVICE.descriptionEn);
    expect(stop).toBeGreaterThan(first);
    await shot(page, `arabic-reading-free-text-${lang}.png`);
    await context.close();
  });

  it("shows a client's phone number left to right, its + first, in both languages (issue 37: not «0001 321 4 971+»)", async () => {
    const { context, page } = await open(lang, '/management/clients');
    const phone = page.locator('tbody tr td.column-phone bdi').first();
    await phone.waitFor();
    // where the + and the last digit are drawn
    const { text, plus, last } = await phone.evaluate((el) => {
      const node = el.firstChild as Text;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        return r.left + r.width / 2;
      };
      return { text: node.data, plus: at(0), last: at(node.data.length - 1) };
    });
    expect(text).toMatch(/^\+971 /);
    expect(last).toBeGreaterThan(plus);
    await context.close();
  });

  it('wraps table headers between words, never inside one', async () => {
    const { context, page } = await open(lang, '/management/clients', { width: 768, height: 900 });
    await page.locator('tbody tr').nth(2).waitFor();
    // every word of every header drawn on one line
    const broken = await page.locator('thead th').evaluateAll((cells) =>
      cells.flatMap((th) => {
        const out: string[] = [];
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index!);
            range.setEnd(node, m.index! + m[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(m[0]);
          }
        }
        return out;
      }),
    );
    await shot(page, `arabic-reading-headers-${lang}.png`);
    expect(broken).toEqual([]);
    await context.close();
  });

  it("puts the reader's language's name first and sorts by it", async () => {
    const { context, page } = await open(lang, '/settings/regions');
    await page.locator('tbody tr').nth(3).waitFor();
    const [mine, other] = lang === 'ar' ? [regionI18n.fields.nameAr, regionI18n.fields.nameEn] : [regionI18n.fields.nameEn, regionI18n.fields.nameAr];
    const names = await headers(page);
    const first = names.findIndex((h) => h.startsWith(say(mine, lang)));
    expect(first, names.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(names.findIndex((h) => h.startsWith(say(other, lang))));
    const shown = await cellsOf(page, first);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).toEqual([...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await context.close();
  });

  it('names the page in the browser tab, in the language', async () => {
    const firm = say(ui.layout.defaultFirmName, lang);
    const { context, page } = await open(lang, '/settings/regions');
    await page.locator('tbody tr').first().waitFor();
    const pageTitle = (await page.locator('#react-admin-title').innerText()).trim();
    expect(pageTitle.length).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe(`${pageTitle} — ${firm}`);
    await page.goto('/management/clients');
    await page.locator('tbody tr').first().waitFor();
    const clientsTitle = (await page.locator('#react-admin-title').innerText()).trim();
    expect(clientsTitle).not.toBe(pageTitle);
    await expect.poll(() => page.title()).toBe(`${clientsTitle} — ${firm}`);
    await context.close();
  });

  it('names the login page in the browser tab, in the language', async () => {
    const { context, page } = await openPage(portal.browser, portal.server.url);
    await page.goto('/login');
    if (lang === 'ar') await page.getByRole('button', { name: ui.language.ar.ar }).click();
    await expect.poll(() => page.title()).toBe(`${say(ui.login.title, lang)} — ${say(ui.layout.defaultFirmName, lang)}`);
    await context.close();
  });

  it("finds a client by the assigned lawyer's name, shown in the language", async () => {
    const lawyer = lang === 'ar' ? 'مريم السويدي' : 'Mariam Al Suwaidi';
    const { context, page } = await open(lang, '/management/clients');
    await page.locator('tbody tr').nth(3).waitFor();
    await page.locator('input[name="q"]').fill(lawyer);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const row = page.locator('tbody tr').first();
    await row.getByText('CLI-100002').waitFor();
    await row.getByText(lawyer, { exact: true }).waitFor();
    await shot(page, `arabic-reading-client-by-lawyer-${lang}.png`);
    await context.close();
  });

  it('types a moment into the date-time field, which reads day, time and then the half of the day in the language (left to right, as typed)', async () => {
    const { context, page } = await open(lang, '/management/consultations');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: say(consultationI18n.add, lang) }).click();
    const dialog = page.getByRole('dialog');
    const picker = datePicker(dialog, say(consultationI18n.fields.scheduledDate, lang));
    await typeDate(picker, '2026-12-20T10:30', lang);
    const x = await partsAt(picker);
    await shot(page, `arabic-reading-date-time-${lang}.png`);
    const [day, month, year, hours, minutes, half] = (['day', 'month', 'year', 'hours', 'minutes', 'meridiem'] as const).map((part) => {
      const name = PART_NAMES[lang][part] as string;
      expect(x[name], name).toBeDefined();
      return x[name];
    });
    // the text of each part, as typed
    expect([day.text, month.text, year.text, hours.text, minutes.text, half.text]).toEqual(['20', '12', '2026', '10', '30', lang === 'ar' ? 'ص' : 'AM']);
    // a time reads left to right in both languages (10:30), as numbers do
    expect(hours.x).toBeLessThan(minutes.x);
    if (lang === 'ar') {
      // from the left, in the order they are typed: day, month, year, the time, ص/م (28/11/2026 as ar-AE writes a numeric date)
      expect(day.x).toBeLessThan(month.x);
      expect(month.x).toBeLessThan(year.x);
      expect(year.x).toBeLessThan(hours.x);
      expect(minutes.x).toBeLessThan(half.x);
    } else {
      // from the left: month, day, year, the time, AM/PM
      expect(month.x).toBeLessThan(day.x);
      expect(day.x).toBeLessThan(year.x);
      expect(year.x).toBeLessThan(hours.x);
      expect(minutes.x).toBeLessThan(half.x);
    }
    await context.close();
  });
});

/** a date picker's parts by name: their text and where they are drawn */
async function partsAt(picker: Locator) {
  const parts = await picker.locator('[role=spinbutton]').evaluateAll((els) =>
    els.map((e) => ({ name: e.getAttribute('aria-label') ?? '', text: (e.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim(), x: e.getBoundingClientRect().left })),
  );
  return Object.fromEntries(parts.map((p) => [p.name, p]));
}
