import type { Locator, Page } from 'playwright-core';
import type { Lang } from './wording.js';

export const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An input by its whole label (required ones end with an asterisk). */
export const input = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeText(label)}\\s*\\*?$`));
/** A react-admin select by its label (its accessible name also holds the chosen value). */
export const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${escapeText(label)}`) });
/** A date picker (MUI X) by its label: a group of parts (day, month, year ...), not one input. */
export const datePicker = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: new RegExp(`^${escapeText(label)}`) });

const pageOf = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page));

/**
 * Picks an option of a select by the option's whole text, and waits for its menu to close (a menu
 * that stays open is a failure of the page, not something to click again).
 */
export async function choose(scope: Page | Locator, label: string, option: string | number) {
  const page = pageOf(scope);
  await select(scope, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: String(option), exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}

/**
 * Picks an option by the text it shows (react-admin names a select's empty choice 'Clear value'
 * for screen readers while it shows the select's emptyText, "All Statuses"), and waits for the
 * menu to close.
 */
export async function chooseShown(scope: Page | Locator, label: string, text: string) {
  const page = pageOf(scope);
  await select(scope, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').filter({ hasText: new RegExp(`^${escapeText(text)}$`) }).click();
  await listbox.waitFor({ state: 'detached' });
}

/** The choices a select offers, closing it again. */
export async function optionsOf(scope: Page | Locator, label: string): Promise<string[]> {
  const page = pageOf(scope);
  await select(scope, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = (await listbox.getByRole('option').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return names;
}

/** a date picker's parts by the names it announces them with (MUI X's English, our Arabic) */
const PARTS: Record<string, 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds' | 'meridiem'> = {
  Year: 'year', Month: 'month', Day: 'day', Hours: 'hours', Minutes: 'minutes', Seconds: 'seconds', Meridiem: 'meridiem',
  'السنة': 'year', 'الشهر': 'month', 'اليوم': 'day', 'الساعات': 'hours', 'الدقائق': 'minutes', 'الثواني': 'seconds', 'ص/م': 'meridiem',
};

/**
 * Types a day (`2026-03-09`) or a moment (`2026-12-20T10:30`, with `:15` for the seconds) into a
 * date picker, replacing what it held, part by part in the order the picker holds them, left to
 * right: month first in English, day first in Arabic, then the year, the time and AM/PM or ص/م
 * (a month field: its name and year, in the order it shows them).
 */
export async function typeDate(picker: Locator, value: string, lang: Lang) {
  const [day, time = '00:00'] = value.split('T');
  const [year, month, date] = day.split('-');
  const [hh, minutes, seconds = '00'] = time.split(':');
  const h = Number(hh);
  const typed = {
    year, month, day: date, minutes, seconds,
    hours: String(h % 12 || 12).padStart(2, '0'),
    meridiem: h < 12 ? (lang === 'ar' ? 'ص' : 'A') : lang === 'ar' ? 'م' : 'P',
  };
  const parts = picker.locator('[role=spinbutton]');
  // the picker's code loads on first use (a disabled field of the same label stands in meanwhile)
  await parts.first().waitFor();
  const names = await parts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const keys = names.map((name) => {
    if (!PARTS[name]) throw new Error(`a date picker part named ${name}`);
    return typed[PARTS[name]];
  });
  // all parts selected and cleared, the first typed key goes to the first part
  await parts.first().click();
  await picker.page().keyboard.press('ControlOrMeta+a');
  await picker.page().keyboard.press('Backspace');
  await picker.page().keyboard.type(keys.join(''));
}

/** The page is laid out in the language's direction. */
export async function directionOf(page: Page): Promise<'rtl' | 'ltr'> {
  return (await page.locator('html').getAttribute('dir')) === 'rtl' ? 'rtl' : 'ltr';
}
