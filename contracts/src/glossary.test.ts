import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseCategories } from './lawyer/caseSettings.js';
import { caseCategoryWording, countryName, glossary, glossaryAvoids } from './glossary.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** where the product's Arabic words live: the shared vocabulary, the console's catalogues, the reports, the Word export, the seed */
const PLACES = ['contracts/src', 'console/src', 'workers/src', 'query-api/src/reports', 'scripts/seed', 'scripts/seed.ts'];
/** the glossary names the words to avoid */
const SELF = /^contracts\/src\/glossary(\.test)?\.ts$/;

function sources(path: string): string[] {
  const full = join(root, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return /\.(ts|tsx)$/.test(full) ? [full] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' || name === 'dist' ? [] : sources(join(path, name))));
}
const files = PLACES.flatMap(sources)
  .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }))
  .filter(({ file }) => !SELF.test(file));

/** English and Arabic written side by side: `{ en: 'X', ar: 'Y' }`, `['X', 'Y'`, `c('X', 'Y'`, `nameEn: 'X', nameAr: 'Y'` */
const PAIR = /(?:\ben:\s*|[[(]\s*|\w+En:\s*)'([^'\n]+)',\s*(?:ar:\s*|\w+Ar:\s*)?'([^'\n]*[\u0600-\u06FF][^'\n]*)'/g;
/** الحكم التمهيدي and حكم تمهيدي are one term: the article is grammar, not a second word */
const withoutArticle = (ar: string) => ar.split(/\s+/).map((w) => w.replace(/^ال/, '')).join(' ');

describe('the Arabic glossary', () => {
  it('knows each English term once', () => {
    const english = Object.values(glossary).map((t) => t.en.toLowerCase());
    expect(new Set(english).size).toBe(english.length);
  });

  it('is what the console, the reports and the seed say wherever they word a term', () => {
    expect(files.length).toBeGreaterThan(100);
    const byEnglish = new Map(Object.values(glossary).map((t) => [t.en.toLowerCase(), t.ar]));
    const wrong: string[] = [];
    let checked = 0;
    for (const { file, text } of files)
      for (const [, en, ar] of text.matchAll(PAIR)) {
        const word = byEnglish.get(en.trim().toLowerCase());
        if (!word) continue;
        checked++;
        if (withoutArticle(ar) !== withoutArticle(word)) wrong.push(`${file}: ${en} → ${ar} (the glossary says ${word})`);
      }
    expect(wrong).toEqual([]);
    // the scan does find the terms (a changed code style would otherwise pass it silently)
    expect(checked).toBeGreaterThan(10);
  });

  it('has no other word for a term anywhere (جنائي for criminal, شريك إداري for managing partner)', () => {
    const strays = Object.entries(glossaryAvoids).flatMap(([key, avoid]) =>
      files.flatMap(({ file, text }) => avoid!.filter((word) => text.includes(word)).map((word) => `${file}: ${word} (say ${glossary[key as keyof typeof glossary].ar})`)),
    );
    expect(strays).toEqual([]);
  });

  it('words every case category, and reads the case types’ country in Arabic', () => {
    for (const c of caseCategories) expect(caseCategoryWording[c].ar).toMatch(/[\u0600-\u06FF]/);
    expect(caseCategoryWording.Criminal.ar).toBe('جزائي');
    expect(countryName('United Arab Emirates', 'ar')).toBe('الإمارات العربية المتحدة');
    expect(countryName('الإمارات العربية المتحدة', 'en')).toBe('United Arab Emirates');
    expect(countryName('Oman', 'ar')).toBe('Oman');
  });
});
