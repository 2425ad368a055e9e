import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import * as contracts from '@lawfirm/contracts';
import { unisolated } from '../support/bidi.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { LANGS, raWording, rowButton, say, shot, signedInPage, type Account, type Lang } from './support.js';
import { casesWording } from '../../console/src/lawyer/cases/i18n.js';
import { myTasksWording } from '../../console/src/lawyer/myTasks/i18n.js';
import { clientI18n } from '../../console/src/resources/clients/i18n.js';
import { conflictWording } from '../../console/src/conflicts/wording.js';
import { ui } from '../../console/src/i18n/ui.js';
import { goInApp } from './support/navigate.js';
import { seededPortal, superAdmin } from './support/suite.js';
import { eachTab, linksOf, pageWaits, recordPages, routeOf } from './support/crawl.js';

/**
 * Every page of both portals, in Arabic and in English, on the seeded firm, says what the portal
 * generates in the reader's words: no stored code (a status, a kind, a type) where its word
 * belongs, and on an Arabic page no ISO date or timestamp, no AM/PM and no English word of the
 * glossary. The pages are found, not listed: from the dashboard, every in-app link the pages show
 * (the sidebar, lists' rows, a case's hearings and minutes ...), one page per route (ids stripped),
 * and every tab of each. Free text the users typed (an English case title, a name) is theirs: the
 * strings the API gave the page (and the session the browser keeps) are taken out of each text
 * before it is checked, except those that are themselves a code, a glossary word or a date, which
 * the page had to put into words (docs/testing.md). The accessible names the page gives in
 * attributes (aria-label, title, alt, placeholder: what a screen reader announces) are checked
 * the same way, and on an Arabic page none may be English.
 */
const portal = seededPortal();
const FATIMA: Account = { username: 'fatima.zaabi@alnoor-law.ae', password: DEMO_EMPLOYEE_PASSWORD };

type Exports = Record<string, unknown>;
const all = contracts as unknown as Exports;
const isPair = (v: unknown): v is { en: string; ar: string } => !!v && typeof v === 'object' && typeof (v as { en?: unknown }).en === 'string' && typeof (v as { ar?: unknown }).ar === 'string';

/** contracts' enumerations: every exported list of codes (statuses, kinds, types, triggers ...) */
const ENUMERATION = /(statuses|kinds|types|triggers|priorities|directions|roles|categories|reasons|outcomes|codes|assignees|countfrom|daykinds|records|fields|modules|actions|days)$/i;
const codes = new Set(
  Object.entries(all)
    .filter(([name, v]) => ENUMERATION.test(name) && Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string'))
    .flatMap(([, v]) => v as string[]),
);
/** a code that reads as no word: snake_case, camelCase or PascalCase joined (FinalRuling), or lower case */
const codeShaped = (c: string) => /_/.test(c) || /[a-z][A-Z]/.test(c) || /^[a-z]+$/.test(c);
const CODES = [...codes].filter(codeShaped);
/** a code as a page may show it raw: as stored, and a joined one lowered or spaced (`finalruling`, `in progress`) */
const codeForms = new Map(
  CODES.flatMap((c) => (/_|[a-z][A-Z]/.test(c) ? [[c, c], [c.toLowerCase(), c], [c.replace(/_/g, ' ').toLowerCase(), c]] : [[c, c]]) as [string, string][]),
);

/** the glossary's and the stored codes' words (contracts' wording tables): their English on an Arabic page is a word left untranslated */
const tables = Object.entries(all).filter(([name, v]) => (name === 'glossary' || /Wording$/.test(name)) && v && typeof v === 'object' && !Array.isArray(v));
const englishWords = new Set(
  tables.flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isPair).map((p) => p.en.trim())).filter((w) => /^[A-Za-z][A-Za-z .'’-]*$/.test(w) && w.length > 1),
);
const ENGLISH = [...englishWords].sort((a, b) => b.length - a.length);

const ISO_DAY = /[0-9٠-٩]{4}-[0-9٠-٩]{2}-[0-9٠-٩]{2}/;
const AM_PM = /\b(AM|PM|am|pm|a\.m\.|p\.m\.)\b/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishWord = new RegExp(`(?<![A-Za-z])(${ENGLISH.map(escape).join('|')})(?![A-Za-z])`);

/** a value the page had to put into words: not free text, even though the API sent it */
const mustBeWorded = (s: string) => codes.has(s) || codeForms.has(s) || englishWords.has(s) || ISO_DAY.test(s) || /^\d{1,2}:\d{2}( ?[AP]M)?$/i.test(s);

/**
 * every string of a JSON value that is the users' free text: not one the page had to put into
 * words, unless it is the English half of a pair (`nameEn`, `titleEn`: a document category named
 * "Contract" by the firm is shown in its English column on an Arabic page too)
 */
function stringsOf(value: unknown, out: Set<string>, key = '') {
  if (typeof value === 'string') {
    // as a reader sees it (the API isolates values in what it composes; the page shows no marks or
    // its own), and each part of a composed text ('2026/0003 · Emirates v. Gulf'), which the page may show apart
    const whole = unisolated(value).trim();
    for (const s of [whole, ...(whole.includes(' · ') ? whole.split(' · ').map((part) => part.trim()) : [])])
      if (s.length >= 2 && (!mustBeWorded(s) || (/[a-z]En$/.test(key) && !ISO_DAY.test(s)))) out.add(s);
  } else if (Array.isArray(value)) for (const v of value) stringsOf(v, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf(v, out, k);
}

/** What is wrong with one text of an Arabic or English page, once the users' free text is taken out. */
function problemsOf(shown: string, lang: Lang, freeText: string[]): string[] {
  const text = unisolated(shown);
  let rest = ` ${text.replace(/…$/, '')} `;
  for (const value of freeText) if (rest.includes(value)) rest = rest.split(value).join(' ');
  const whole = text.trim();
  const out: string[] = [];
  // a code alone, shown raw in either language (a chip, a cell): `active`, `finalruling`, `in_progress`
  const code = rest.trim() ? codeForms.get(whole) : undefined;
  if (code) out.push(`code ${code}`);
  for (const token of rest.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []) {
    // inside a longer text: a joined code anywhere, a lower-case one in Arabic (no Arabic sentence holds an English word)
    if (/_|[a-z][A-Z]/.test(token) && codes.has(token)) out.push(`code ${token}`);
    else if (codeForms.has(token.toLowerCase()) && /_|[a-z][A-Z]/.test(codeForms.get(token.toLowerCase())!)) out.push(`code ${codeForms.get(token.toLowerCase())}`);
    else if (lang === 'ar' && codeForms.has(token) && /^[a-z]+$/.test(token)) out.push(`code ${token}`);
  }
  if (lang === 'ar') {
    if (ISO_DAY.test(rest)) out.push('ISO date');
    if (AM_PM.test(rest)) out.push('AM/PM');
    // Arabic quotes with «…» (a straight " pair reads wrongly around a mixed-direction value)
    if (/"/.test(rest)) out.push('straight quotes');
    const english = englishWord.exec(rest);
    if (english) out.push(`English word "${english[1]}"`);
  }
  return [...new Set(out)];
}

/** the visible texts of the page, each with where it is (its nearest labelled or test-id'd ancestor) */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none' || parent.getClientRects().length === 0) continue;
      out.push(text);
    }
    return out;
  });

/**
 * the accessible names the page gives in attributes (a screen reader announces them; no text node
 * holds them): aria-label, title, alt, placeholder of the elements a reader can reach
 */
const accessibleNames = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (el.closest('[aria-hidden="true"], script, style, noscript') || (el as HTMLElement).getClientRects().length === 0) continue;
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });

/** names of products and units that read the same in Arabic */
const SAME_IN_ARABIC = /^(PDF|Excel|Word|Outlook|Google|iPhone|AED|TRN|URL)$/;

/** an accessible name of an Arabic page said in English (the users' free text taken out) */
function englishName(name: string, freeText: string[]): boolean {
  let rest = ` ${unisolated(name)} `;
  for (const value of freeText) if (rest.includes(value)) rest = rest.split(value).join(' ');
  if (/[\u0600-\u06FF]/.test(rest)) return false;
  // a word, not a code's letters (FL-00000, INV-000042 read the same in Arabic)
  return (rest.match(/[A-Za-z]{3,}/g) ?? []).some((word) => /[a-z]/.test(word) && !SAME_IN_ARABIC.test(word));
}

/** a dialog the scan opens (the page's and the dialog's texts are checked with it open), then leaves as it found it when `close`s */
interface Dialog {
  name: string;
  open: (page: Page, lang: Lang, ids: Record<string, unknown>, drawn: () => Promise<void>) => Promise<void>;
}

/** the search box (Ctrl+K) with a query that finds several kinds (cases, files, clients, hearings; consultations for the admin), its results drawn */
const searchDialog = (query: Record<Lang, string>): Dialog => ({
  name: 'search',
  open: async (page, lang, _ids, drawn) => {
    await page.keyboard.press('Control+k');
    await page.getByTestId('global-search-input').fill(query[lang]);
    await expect.poll(() => page.getByTestId('global-search-hit').count()).toBeGreaterThan(2);
    await drawn();
  },
});
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

interface Portal {
  name: string;
  account: () => Account;
  home: string;
  /** the pages this portal is about (the other's are visited with it) */
  mine: (path: string) => boolean;
  /** the dialogs no crawl opens, in order (the last may leave its page changed) */
  dialogs: Dialog[];
}
const PORTALS: Portal[] = [
  {
    name: 'admin', account: () => superAdmin(portal.server), home: '/dashboard', mine: (p) => !p.startsWith('/lawyer'),
    dialogs: [
      searchDialog({ en: 'Emirates Trading', ar: 'الإمارات للتجارة' }),
      {
        name: 'confirm delete (a client)',
        open: async (page, lang, _ids, drawn) => {
          await goInApp(page, '/management/clients');
          await drawn();
          await page.locator('main tbody tr').first().getByRole('button', { name: rowButton(say(raWording('ra.action.delete'), lang)) }).click();
          await page.getByRole('dialog').getByRole('button', { name: say(ui.table.yesDelete, lang) }).waitFor();
        },
      },
      {
        // a new client named as an opponent of the firm's cases: the warning lists the match and why
        name: 'conflict warning (a new client)',
        open: async (page, lang, _ids, drawn) => {
          await goInApp(page, '/management/clients');
          await drawn();
          await page.getByRole('button', { name: say(clientI18n.add, lang) }).click();
          const form = page.getByRole('dialog');
          await form.locator('[name="fullNameEn"]').fill('Gulf Supplies L.L.C.');
          await form.locator('[name="fullNameAr"]').fill('إمدادات الخليج');
          await form.locator('[name="phone"]').fill('+971 4 888 3701');
          await form.getByRole('button', { name: say(raWording('ra.action.save'), lang) }).click();
          await page.getByTestId('conflict-warning').getByText(say(conflictWording.title, lang)).waitFor();
          await drawn();
        },
      },
    ],
  },
  {
    name: 'lawyer', account: () => FATIMA, home: '/lawyer/dashboard', mine: (p) => p.startsWith('/lawyer') || p === '/management/clients',
    dialogs: [
      searchDialog({ en: 'Emirates Trading', ar: 'الإمارات للتجارة' }),
      {
        // a hearing's delete names its day and what goes with it
        name: 'confirm delete (a hearing)',
        open: async (page, lang, ids, drawn) => {
          await goInApp(page, `/lawyer/cases/${ids.caseId}`);
          await drawn();
          await page.locator('main [role="tab"]').filter({ hasText: say(casesWording.detail.tabs.hearings, lang) }).click();
          await drawn();
          await page.locator('main').getByRole('button', { name: say(casesWording.hearings.delete, lang) }).first().click();
          await page.getByRole('dialog').waitFor();
          await drawn();
        },
      },
      {
        name: 'task status (my tasks)',
        open: async (page, lang, _ids, drawn) => {
          await goInApp(page, '/lawyer/my-tasks');
          await drawn();
          await page.getByTestId('task-card').first().getByRole('button', { name: say(myTasksWording.update, lang) }).click();
          await page.getByRole('dialog').waitFor();
          await drawn();
        },
      },
    ],
  },
];
/** a bound on the crawl: the pages of a portal are fewer */
const MAX_PAGES = 60;

describe.each(PORTALS.flatMap((p) => LANGS.map((lang) => [p, lang] as const)))('generated text in the reader\'s language: the %o portal', (p, lang) => {
  it(`opens every page in ${lang} and finds no code, no ISO date or AM/PM and no English word of the glossary, in its texts or its accessible names`, async () => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, p.account());
    // what the API gives the page and the browser keeps: the users' free text among it
    const free = new Set<string>();
    const reading: Promise<void>[] = [];
    page.on('response', (r: Response) => {
      if (!new URL(r.url()).pathname.startsWith('/api/') || !(r.headers()['content-type'] ?? '').includes('json')) return;
      reading.push(r.json().then((body) => stringsOf(body, free), () => undefined));
    });
    const { quiet, drawn } = pageWaits(page);
    await page.waitForURL(`**${p.home}`);
    // the sidebar drawn: its links are where the crawl starts
    await page.locator(`a[href="${p.home}"]`).first().waitFor();
    await quiet();
    for (const raw of await page.evaluate(() => Object.values(localStorage))) {
      try {
        stringsOf(JSON.parse(raw), free);
      } catch {
        stringsOf(raw, free);
      }
    }

    const problems: string[] = [];
    const seen = new Set<string>();
    const records = await recordPages(portal.server.url, FATIMA, portal.adminToken);
    const queue: string[] = [p.home, ...records.paths.filter((path) => p.mine(path))];
    for (const path of queue) seen.add(routeOf(path));
    const visited: string[] = [];
    const check = async (where: string) => {
      await Promise.all(reading.splice(0));
      const freeText = [...free].sort((a, b) => b.length - a.length);
      const found = new Set<string>();
      for (const text of await visibleTexts(page)) for (const problem of problemsOf(text, lang, freeText)) found.add(`${where}: "${text.slice(0, 120)}" (${problem})`);
      for (const name of await accessibleNames(page)) {
        for (const problem of problemsOf(name, lang, freeText)) found.add(`${where}: accessible name "${name.slice(0, 120)}" (${problem})`);
        if (lang === 'ar' && englishName(name, freeText)) found.add(`${where}: accessible name "${name.slice(0, 120)}" (in English)`);
      }
      if (found.size) {
        problems.push(...found);
        await shot(page, `reader-language-${p.name}-${lang}-${where.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`);
      }
    };
    while (queue.length && visited.length < MAX_PAGES) {
      const path = queue.shift()!;
      if (visited.length) {
        await goInApp(page, path);
        await drawn();
      }
      visited.push(path);
      await check(path);
      // each tab of the page (a case's hearings, tasks, documents, history ...) and each view (the calendar's month, week, day, agenda)
      await eachTab(page, drawn, (name) => check(`${path} [${name}]`));
      for (const link of await linksOf(page)) {
        const route = routeOf(link);
        if (!p.mine(route) || seen.has(route)) continue;
        seen.add(route);
        queue.push(link);
      }
      seen.add(routeOf(path));
    }
    console.log(`[reader-language ${p.name} ${lang}] ${visited.length} pages: ${visited.map(routeOf).join(' ')}`);
    await goInApp(page, p.home);
    await drawn();
    await shot(page, `reader-language-${p.name}-${lang}-home.png`);
    // the dialogs no link opens: the search's results, a delete's question, a conflict's warning ...
    for (const [i, dialog] of p.dialogs.entries()) {
      await dialog.open(page, lang, records.ids, drawn);
      await check(`dialog: ${dialog.name}`);
      await shot(page, `reader-language-${p.name}-${lang}-dialog-${dialog.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.png`);
      if (i < p.dialogs.length - 1) await closeDialog(page);
    }
    if (problems.length) console.log(`[reader-language ${p.name} ${lang}] ${problems.length} problems:\n${problems.join('\n')}`);
    await context.close();
    expect(visited.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  }, 600_000);
});
