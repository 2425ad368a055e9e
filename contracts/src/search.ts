/**
 * Search text the way readers of both scripts search: Arabic alef forms (أ إ آ ٱ) read as ا, ة as ه,
 * ى as ي, diacritics and tatweel ignored, Arabic-Indic and Persian digits as Western ones; Latin letters
 * lower-cased and stripped of accents. Used by the search index on both sides (records and queries)
 * and by the conflict check.
 */
export function normalizeSearchText(text: unknown): string {
  if (text === null || text === undefined) return '';
  const s = String(text);
  // most of what a firm types in English: nothing below applies but case and spaces (a rebuild normalises every entry)
  if (ASCII.test(s)) return s.toLowerCase().replace(/\s+/g, ' ').trim();
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin combining accents (after NFKD: é -> e + ́)
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '') // Arabic harakat, shadda, sukun, superscript alef, Quranic marks
    .replace(/\u0640/g, '') // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const ASCII = /^[\x00-\x7F]*$/;

/** Words of a text already normalised (see searchWords). */
const wordsOfNormalised = (normalised: string): string[] =>
  normalised
    .split(/[^\p{L}\p{N}/.\-]+/u)
    .map((w) => w.replace(/^[/.\-]+|[/.\-]+$/g, ''))
    .filter(Boolean);

/** Words of a normalised text: letters and digits; `/`, `-` and `.` keep numbers like 2026/0007 whole. */
export function searchWords(text: unknown): string[] {
  return wordsOfNormalised(normalizeSearchText(text));
}

const YEAR = /^(19|20)\d\d$/;

/**
 * A case or file number in the writings people type it, normalised: a case's 2026/0003 also as
 * 0003, 3, 3/2026, 0003/2026 and 2026/3 (and in Arabic-Indic digits, which normalise to these); a
 * file's FL-00007 also as 00007 and 7. Anything else as it is.
 */
export function numberWritings(number: unknown): string[] {
  const n = normalizeSearchText(number);
  if (!n) return [];
  const out = new Set([n]);
  const parts = /^(\d{1,6})\/(\d{1,6})$/.exec(n);
  if (parts) {
    const [year, serial] = YEAR.test(parts[1]) ? [parts[1], parts[2]] : YEAR.test(parts[2]) ? [parts[2], parts[1]] : [null, null];
    if (year && serial) {
      const bare = String(Number(serial));
      for (const s of [serial, bare]) for (const w of [s, `${year}/${s}`, `${s}/${year}`]) out.add(w);
    }
  }
  const prefixed = /^\p{L}+-?(\d+)$/u.exec(n);
  if (prefixed) out.add(prefixed[1]).add(String(Number(prefixed[1])));
  return [...out];
}

export const searchKinds = ['cases', 'files', 'clients', 'hearings', 'minutes', 'documents', 'employees', 'consultations'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One thing a search can find, as the API answers it. */
export interface SearchHit {
  kind: SearchKind;
  id: number | string;
  titleEn: string;
  titleAr: string;
  subtitleEn: string;
  subtitleAr: string;
  url: string;
}

/** What the index keeps of a record: its hit, the numbers that identify it, and its searchable text. */
export interface SearchEntry extends SearchHit {
  /** `${kind}:${id}` */
  key: string;
  /** case, file or client numbers, normalised: an exact one ranks first */
  numbers: string[];
  /** everything searchable, normalised */
  text: string;
  /** the case or file the record belongs to, for a lawyer's scope */
  caseId?: number | null;
  fileId?: number | null;
  /**
   * The record whose words find this one too, which its own text does not repeat: a hearing is
   * found by its case's title and parties, indexed once with the case rather than once per hearing.
   */
  parentKey?: string | null;
}

/** Kinds found through their parent's words, and the parent's kind (see `SearchEntry.parentKey`). */
export const searchParentKinds: Partial<Record<SearchKind, SearchKind>> = { hearings: 'cases' };

export const SEARCH_RANK = { number: 3, word: 2, prefix: 1, none: 0 } as const;

/**
 * How well an entry answers a query: 3 when the query is one of its numbers, 2 when every query word
 * is a whole word of its text, 1 when every query word begins a word of it (or is within a number),
 * 0 when some word matches nothing.
 */
export function searchRank(entry: Pick<SearchEntry, 'numbers' | 'text'>, query: string): number {
  return rankOf(entry.numbers, [wordsIn(entry.text)], normalizeSearchText(query), searchWords(query));
}

/** A normalised text's words, as a list (for prefixes) and a set (for whole words). */
type Words = { list: string[]; set: Set<string> };
const wordsIn = (normalised: string): Words => {
  const list = wordsOfNormalised(normalised);
  return { list, set: new Set(list) };
};

/** searchRank, given the words of the entry's texts (its own, and its parent's) and the query's. */
function rankOf(numbers: string[], texts: Words[], q: string, words: string[]): number {
  if (!words.length) return SEARCH_RANK.none;
  if (numbers.some((n) => n === q || (words.length === 1 && n === words[0]))) return SEARCH_RANK.number;
  if (words.every((w) => texts.some((t) => t.set.has(w)))) return SEARCH_RANK.word;
  if (words.every((w) => texts.some((t) => t.list.some((o) => o.startsWith(w))) || numbers.some((n) => n.includes(w)))) return SEARCH_RANK.prefix;
  return SEARCH_RANK.none;
}

type Rankable = Pick<SearchEntry, 'numbers' | 'text' | 'titleEn'>;

/**
 * Entries that answer the query, best first (then by title), ties kept stable. An entry with a
 * parent (`parentOf`) also answers with its parent's words; in the same rank, what its own words
 * find comes before what only its parent's words find.
 */
export function rankSearch<E extends Rankable>(entries: E[], query: string, parentOf: (e: E) => Pick<SearchEntry, 'text'> | undefined = () => undefined): E[] {
  const q = normalizeSearchText(query);
  const words = searchWords(query);
  // a parent is shared by its children: its words are split once
  const split = new Map<string, Words>();
  const wordsOf = (text: string) => split.get(text) ?? split.set(text, wordsIn(text)).get(text)!;
  return entries
    .map((e, i) => {
      const own = rankOf(e.numbers, [wordsOf(e.text)], q, words);
      const parent = parentOf(e);
      const withParent = parent ? rankOf(e.numbers, [wordsOf(e.text), wordsOf(parent.text)], q, words) : SEARCH_RANK.none;
      return { e, i, r: Math.max(own, withParent), direct: own >= withParent };
    })
    .filter((x) => x.r > 0)
    .sort((a, b) => b.r - a.r || Number(b.direct) - Number(a.direct) || a.e.titleEn.localeCompare(b.e.titleEn) || a.i - b.i)
    .map((x) => x.e);
}

/**
 * Words of a company's name that say its legal form or join its parts, not who it is: LLC however
 * dotted (L.L.C.), FZE, FZCO, FZ-LLC, PJSC, Ltd, Co., Est., &, and; ذ.م.م، ش.ذ.م.م، م.م.ح، ش.م.ع،
 * شركة، مؤسسة، و (normalised as normalizeSearchText writes them, dots and hyphens taken out).
 */
const LEGAL_FORM_WORDS = new Set([
  'llc', 'fze', 'fzco', 'fzc', 'fz', 'fzllc', 'pjsc', 'psc', 'pjs', 'plc', 'ltd', 'limited', 'inc', 'corp', 'corporation', 'co', 'company', 'est', 'establishment', 'and',
  'ذمم', 'شذمم', 'ممح', 'شمع', 'شمخ', 'شمم', 'شركه', 'مؤسسه', 'و',
]);

/**
 * The normalised form of a party name, for the conflict check: words in order, one space apart,
 * without legal forms and joining words ("Emirates Trading L.L.C." and "emirates & trading llc"
 * are both "emirates trading"); a name made only of such words keeps them.
 */
export function conflictName(name: unknown): string {
  const words = wordsOfNormalised(normalizeSearchText(name).replace(/[.،,]/g, '').replace(/[-&+]/g, ' '));
  const meaningful = words.filter((w) => !LEGAL_FORM_WORDS.has(w));
  return (meaningful.length ? meaningful : words).join(' ');
}

export const searchMessages = {
  'search.queryRequired': { en: 'Type what you are looking for', ar: 'اكتب ما تبحث عنه' },
  'search.queryTooLong': { en: 'Search for at most 200 characters', ar: 'يجب ألا يتجاوز نص البحث 200 حرف' },
  'search.limitInvalid': { en: 'The number of results must be a whole number from 1 to 100', ar: 'يجب أن يكون عدد النتائج عدداً صحيحاً من 1 إلى 100' },
  'conflicts.nameRequired': { en: 'Give at least one name to check', ar: 'أدخل اسماً واحداً على الأقل للتحقق منه' },
  'conflicts.reasonRequired': { en: 'Say why you are going ahead despite the possible conflict of interest', ar: 'اذكر سبب المتابعة رغم احتمال تعارض المصالح' },
  'conflicts.recordRequired': { en: 'Say what is being checked: a client, a file or a case', ar: 'حدد ما يجري التحقق منه: عميل أو ملف أو قضية' },
  'conflicts.tooManyChecks': { en: 'Too many conflict checks in a short time; try again in a minute', ar: 'عدد كبير من عمليات التحقق من التعارض في وقت قصير؛ حاول مرة أخرى بعد دقيقة' },
} as const;
