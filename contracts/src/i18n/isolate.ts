/**
 * Values the portal puts into a line of text, kept whole in their own direction (Unicode's
 * isolates, UAX #9): a case number, an English title or name, a phone number, a day or a time
 * inside an Arabic line reads as written, and the line's own colons, brackets and words stay where
 * Arabic puts them ("القضية ⁨2026/0003⁩: ⁨Emirates v. Gulf⁩", not the colon and the number on the
 * wrong side of the title). Browsers, mail clients, calendar apps and the PDF layout
 * (platform/src/documents/text/bidiLayout.ts) lay the marks out and draw nothing for them.
 */

/** FIRST STRONG ISOLATE: what follows takes the direction of its first letter (left to right without one) */
export const FSI = '\u2068';
/** LEFT-TO-RIGHT ISOLATE: what follows reads left to right whatever its letters */
export const LRI = '\u2066';
/** RIGHT-TO-LEFT ISOLATE: what follows reads right to left (an Arabic line of isolated parts) */
export const RLI = '\u2067';
/** POP DIRECTIONAL ISOLATE: the end of any of them */
export const PDI = '\u2069';

const ISOLATES = /[\u2066-\u2069]/g;

/**
 * Whether a text is one isolate from its first character to its last (`⁨...⁩`, `⁦...⁩`): the mark
 * that opens it is closed by its last one, not earlier (`⁨a⁩ · ⁨b⁩` is two isolates, not one).
 */
export function isIsolated(text: string): boolean {
  if (text.length < 2 || !/^[\u2066-\u2068]/.test(text) || !text.endsWith(PDI)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c >= '\u2066' && c <= '\u2068') depth++;
    else if (c === PDI && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/**
 * A value isolated in its own direction (its first letter's; left to right for a number or a date).
 * Nothing stays nothing; a value already isolated whole keeps its marks (never doubled).
 */
export function isolate(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return !s ? '' : isIsolated(s) ? s : `${FSI}${s}${PDI}`;
}

/** A value isolated left to right whatever it holds: a phone number (+971 4 321 0001), which has no letter to say so and would otherwise read backwards after Arabic. */
export function isolateLtr(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return !s ? '' : s.startsWith(LRI) && isIsolated(s) ? s : `${LRI}${s}${PDI}`;
}

/** The text without isolates: where nothing lays them out (a terminal), or to compare what a reader sees. */
export const withoutIsolates = (text: string): string => text.replace(ISOLATES, '');

/**
 * A line of Arabic with every inserted value isolated: arabicLine`القضية ${caseNumber}: ${title}`.
 * Empty values stay empty (no stray marks).
 */
export function arabicLine(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((line, part, i) => line + part + (i < values.length ? isolate(values[i]) : ''), '');
}

/**
 * A wording's `%{name}` parts filled with the values as they are (never read as patterns); with
 * `isolated`, each value isolated (the Arabic side of a bilingual wording). An unknown name stays.
 */
export function fillWording(text: string, values: Record<string, unknown>, isolated: boolean): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name) || values[name] === undefined) return whole;
    return isolated ? isolate(values[name]) : String(values[name] ?? '');
  });
}
