import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts reports are drawn with, shipped by the project (@fontsource Noto Sans), never the
 * machine's. Each file covers one script only, so text is split into runs by script and every
 * run gets the family that has its glyphs (see bidiLayout.ts).
 */
export const FAMILIES = ['NotoSansArabic', 'NotoSans', 'NotoSansLatinExt'] as const;
export type FontFamily = (typeof FAMILIES)[number];
export const LATIN: FontFamily = 'NotoSans';

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

export const FONT_FILES: Record<FontFamily, { normal: string; bold: string }> = {
  NotoSansArabic: { normal: file('noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'), bold: file('noto-sans-arabic', 'noto-sans-arabic-arabic-700-normal.woff') },
  NotoSans: { normal: file('noto-sans', 'noto-sans-latin-400-normal.woff'), bold: file('noto-sans', 'noto-sans-latin-700-normal.woff') },
  NotoSansLatinExt: { normal: file('noto-sans', 'noto-sans-latin-ext-400-normal.woff'), bold: file('noto-sans', 'noto-sans-latin-ext-700-normal.woff') },
};

export interface Shaped {
  /** advance width at size 1 */
  width: number;
  /** fontkit (and so pdfkit, which draws with it) lays this text out right to left: it reverses the glyphs */
  rtl: boolean;
}

/** A font file with its metrics and a cache of shaped strings. */
export class FontFace {
  private readonly font: fontkit.Font;
  private readonly cache = new Map<string, Shaped>();

  constructor(path: string) {
    this.font = fontkit.openSync(path);
  }

  covers(codePoint: number): boolean {
    return this.font.hasGlyphForCodePoint(codePoint);
  }

  shape(text: string): Shaped {
    let s = this.cache.get(text);
    if (!s) {
      const run = this.font.layout(text);
      s = { width: run.advanceWidth / this.font.unitsPerEm, rtl: run.direction === 'rtl' };
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(text, s);
    }
    return s;
  }
}

const faces = new Map<string, FontFace>();

export function face(family: FontFamily, bold = false): FontFace {
  const path = FONT_FILES[family][bold ? 'bold' : 'normal'];
  let f = faces.get(path);
  if (!f) faces.set(path, (f = new FontFace(path)));
  return f;
}
