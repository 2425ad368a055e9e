import bidiModule, { type Bidi, type EmbeddingLevels } from 'bidi-js';
import { face, FAMILIES, LATIN, type FontFamily } from './fonts.js';

/**
 * Lays text out for pdfmake the way a browser would: wrapped to a width, each line in visual
 * order, every run in the font that has its glyphs.
 *
 * pdfmake (through pdfkit and fontkit) shapes Arabic letters but places the words of a line left
 * to right, wraps on its own, and draws with one font per text run. So the text is wrapped here
 * in logical order (measured with the same fonts), then each line is reordered with the Unicode
 * bidi algorithm and cut into pieces of one font and one direction. pdfkit lays out each
 * space-separated word with fontkit, which reverses the glyphs of a right-to-left script itself;
 * a piece fontkit will reverse is therefore handed over in logical order (so its letters join),
 * any other piece already reversed. Every piece is free of spaces, so no word order is left to
 * pdfkit, and pdfmake gets one unwrappable line per line.
 */
// bidi-js declares an ES default export but ships CommonJS, whose default import is the factory itself
const bidi = (bidiModule as unknown as () => Bidi)();

export type Direction = 'ltr' | 'rtl';

export interface Piece {
  /** what pdfkit is given */
  text: string;
  /** the characters as they appear on the page, left to right */
  visual: string;
  font: FontFamily;
  /** fontkit reverses this piece's glyphs (an Arabic-script run) */
  reversedByFont: boolean;
}

export interface Line {
  pieces: Piece[];
  /** at the layout's font size */
  width: number;
}

export interface LayoutOptions {
  /** available width in points */
  width: number;
  /** font size in points */
  size: number;
  bold?: boolean;
  /** the document's direction: decides paragraphs that mix both scripts */
  direction: Direction;
  /** lines beyond this are dropped and the last kept one ends with an ellipsis */
  maxLines?: number;
}

/** zero-width controls that steer the bidi algorithm but have no glyph in any font */
const INVISIBLE = /[\u00AD\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');
const SPACE = /\s/;
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

export function layoutText(text: string | number | null | undefined, o: LayoutOptions): Line[] {
  const paragraphs = String(text ?? '').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').split('\n');
  const lines = paragraphs.flatMap((p) => layoutParagraph(p, o));
  if (o.maxLines && lines.length > o.maxLines) {
    const kept = lines.slice(0, o.maxLines);
    kept.push(layoutParagraph('…', o)[0]);
    return kept;
  }
  return lines;
}

function layoutParagraph(text: string, o: LayoutOptions): Line[] {
  if (!text.trim()) return [{ pieces: [], width: 0 }];
  // after an Arabic letter the bidi algorithm reads 2026-03-01 as Arabic numbers around neutral
  // hyphens and shows 01-03-2026; the portal's dates always read year first, so they are isolated
  const para = text.replace(ISO_DAY, '\u2066$&\u2069');
  const fonts = fontsOf(para, !!o.bold);
  const levels = bidi.getEmbeddingLevels(para, paragraphDirection(para, o.direction));
  const measure = (start: number, end: number) => widthOf(para, fonts, start, end, o);
  return wrap(para, measure, o.width).map(([start, end]) => ({ pieces: reorder(para, levels, fonts, start, end, !!o.bold), width: measure(start, end) }));
}

/**
 * A paragraph's direction is its first strong letter's (the Unicode rule, what `dir="auto"` does in
 * the console and what the Word export does): English typed into an Arabic document keeps its full
 * stop and brackets where English puts them, Arabic in an English one reads right to left. Text
 * without letters (a number, a date) takes the document's. Letters inside an isolate (U+2066-U+2068
 * ... U+2069, a value the portal put into a line) do not count (rule P2): an Arabic line that
 * begins with an English firm name or title is still an Arabic line.
 */
export function paragraphDirection(para: string, document: Direction): Direction {
  let isolated = 0;
  for (const ch of para) {
    if (ch >= '⁦' && ch <= '⁨') isolated++;
    else if (ch === '⁩') isolated = Math.max(0, isolated - 1);
    if (isolated) continue;
    const t = bidi.getBidiCharTypeName(ch);
    if (t === 'R' || t === 'AL') return 'rtl';
    if (t === 'L') return 'ltr';
  }
  return document;
}

/** The family of every UTF-16 unit: the one font that has the glyph, or for shared glyphs (spaces) the neighbours' font. */
function fontsOf(para: string, bold: boolean): FontFamily[] {
  const out: (FontFamily | undefined)[] = new Array(para.length);
  const candidates: FontFamily[][] = new Array(para.length);
  for (let i = 0; i < para.length; i++) {
    const cp = para.codePointAt(i)!;
    const c = FAMILIES.filter((f) => face(f, bold).covers(cp));
    candidates[i] = c;
    out[i] = c.length === 1 ? c[0] : c.length === 0 ? LATIN : undefined;
    if (cp > 0xffff) {
      candidates[i + 1] = c;
      out[i + 1] = out[i];
      i++;
    }
  }
  for (let i = 1; i < para.length; i++) if (!out[i] && out[i - 1] && candidates[i].includes(out[i - 1]!)) out[i] = out[i - 1];
  for (let i = para.length - 2; i >= 0; i--) if (!out[i] && out[i + 1] && candidates[i].includes(out[i + 1]!)) out[i] = out[i + 1];
  return out.map((f, i) => f ?? (candidates[i].includes(LATIN) ? LATIN : candidates[i][0] ?? LATIN));
}

/** Width of para[start..end] (inclusive), summed over runs of one font and words apart from spaces, as pdfkit measures and draws them. */
function widthOf(para: string, fonts: FontFamily[], start: number, end: number, o: LayoutOptions): number {
  let width = 0;
  let runStart = start;
  for (let i = start + 1; i <= end + 1; i++) {
    if (i <= end && fonts[i] === fonts[runStart] && SPACE.test(para[i]) === SPACE.test(para[runStart])) continue;
    const run = para.slice(runStart, i).replace(INVISIBLE_ALL, '');
    if (run) width += face(fonts[runStart], o.bold).shape(run).width * o.size;
    runStart = i;
  }
  return width;
}

/** Greedy wrapping at spaces, in logical order; a word wider than the line is cut. Returns inclusive ranges without the spaces around them. */
function wrap(para: string, measure: (start: number, end: number) => number, max: number): [number, number][] {
  const lines: [number, number][] = [];
  let cur: { start: number; end: number; width: number } | null = null;
  const begin = (start: number, end: number) => {
    // cut a word that does not fit on a line of its own at the longest prefix that does
    while (measure(start, end) > max && end > start) {
      let lo = start;
      let hi = end - 1;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(start, mid) <= max) lo = mid;
        else hi = mid - 1;
      }
      lines.push([start, lo]);
      start = lo + 1;
    }
    cur = { start, end, width: measure(start, end) };
  };
  for (const m of para.matchAll(/\S+/g)) {
    const start = m.index!;
    const end = start + m[0].length - 1;
    const c = cur as { start: number; end: number; width: number } | null;
    if (!c) {
      begin(start, end);
      continue;
    }
    const joined = measure(c.start, end);
    if (joined <= max) {
      c.end = end;
      c.width = joined;
    } else {
      lines.push([c.start, c.end]);
      begin(start, end);
    }
  }
  const last = cur as { start: number; end: number } | null;
  if (last) lines.push([last.start, last.end]);
  return lines;
}

/** One line in visual order (UAX #9 rules L1-L4 on this line alone), cut into pieces of one font, one level, words apart from spaces. */
function reorder(para: string, levels: EmbeddingLevels, fonts: FontFamily[], start: number, end: number, bold: boolean): Piece[] {
  const order = Array.from({ length: end - start + 1 }, (_, k) => start + k);
  for (const [s, e] of bidi.getReorderSegments(para, levels, start, end)) {
    const reversed = order.slice(s - start, e - start + 1).reverse();
    order.splice(s - start, reversed.length, ...reversed);
  }
  const pieces: { visual: string; font: FontFamily; key: string }[] = [];
  for (const i of order) {
    // bidi-js 1.1's getMirroredCharactersMap reads the levels wrongly (and mirrors nothing), so mirror here
    const ch = (levels.levels[i] & 1 && bidi.getMirroredCharacter(para[i])) || para[i];
    if (INVISIBLE.test(ch)) continue;
    const key = `${fonts[i]}|${levels.levels[i]}|${SPACE.test(ch)}`;
    const last = pieces[pieces.length - 1];
    if (last && last.key === key) last.visual += ch;
    else pieces.push({ visual: ch, font: fonts[i], key });
  }
  return pieces.map(({ visual, font }) => {
    // surrogate pairs were reversed unit by unit along with the rest; put them back in order
    const v = visual.replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1');
    const reversedByFont = face(font, bold).shape(v).rtl;
    return { text: reversedByFont ? [...v].reverse().join('') : v, visual: v, font, reversedByFont };
  });
}
