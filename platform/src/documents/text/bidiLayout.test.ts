import { describe, expect, it } from 'vitest';
import { layoutText, paragraphDirection, type Line } from './bidiLayout.js';

/** The words of a line as a reader meets them, right to left, each in logical (typed) order. */
const rightToLeft = (line: Line) =>
  line.pieces
    .filter((p) => p.text.trim())
    .map((p) => (p.reversedByFont ? p.text : [...p.visual].reverse().join('')))
    .reverse();
const visual = (line: Line) => line.pieces.map((p) => p.visual).join('');

describe('bidi line layout', () => {
  it('puts a mixed Arabic, Latin and digits line in visual order, each run in the font that has its glyphs', () => {
    const [line, ...more] = layoutText('القضية رقم 2024/15 للعميل Ahmed Ali', { width: 1000, size: 10, direction: 'rtl' });
    expect(more).toHaveLength(0);
    // left to right on the page: the Latin name, then the Arabic words from the last to the first
    expect(line.pieces.filter((p) => p.text.trim()).map((p) => [p.text, p.font])).toEqual([
      ['Ahmed', 'NotoSans'],
      ['Ali', 'NotoSans'],
      ['للعميل', 'NotoSansArabic'],
      ['2024/15', 'NotoSans'],
      ['رقم', 'NotoSansArabic'],
      ['القضية', 'NotoSansArabic'],
    ]);
    // Arabic words go to the font in typed order (it joins and reverses them); Latin and digits as they appear
    expect(line.pieces.filter((p) => p.font === 'NotoSansArabic' && p.text.trim()).every((p) => p.reversedByFont)).toBe(true);
    expect(line.pieces.filter((p) => p.font === 'NotoSans' && p.text.trim()).every((p) => !p.reversedByFont && p.text === p.visual)).toBe(true);
    // no piece holds a space next to a word: pdfkit would lay its words out left to right
    expect(line.pieces.every((p) => !p.text.trim() || !/\s/.test(p.text))).toBe(true);
  });

  it('mirrors brackets and keeps Arabic-Indic numbers left to right inside Arabic text', () => {
    const [line] = layoutText('جلسة (مؤجلة) رقم ١٢', { width: 1000, size: 10, direction: 'rtl' });
    const rev = (s: string) => [...s].reverse().join('');
    // left to right on the page: the number, then the words from the last; the brackets face the word
    expect(visual(line)).toBe(`١٢ ${rev('رقم')} (${rev('مؤجلة')}) ${rev('جلسة')}`);
    const digits = line.pieces.find((p) => p.visual === '١٢')!;
    // fontkit reverses Arabic-script runs, digits included, so they are handed over reversed
    expect(digits).toMatchObject({ text: '٢١', reversedByFont: true });
  });

  it('wraps a long Arabic paragraph into lines that each read right to left, in order, within the width', () => {
    const words = 'قررت المحكمة تأجيل نظر الدعوى إلى جلسة لاحقة لتقديم المستندات المطلوبة من المدعى عليه مع إعلان الخصوم بموعد الجلسة الجديدة وإحالة الملف إلى الخبير المختص لإعداد تقريره'.split(' ');
    const lines = layoutText(words.join(' '), { width: 140, size: 9, direction: 'rtl' });
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(140);
    // reading every line from its right edge gives back the paragraph, word for word
    expect(lines.flatMap(rightToLeft)).toEqual(words);
  });

  it('wraps an English paragraph with an Arabic name left to right', () => {
    const lines = layoutText('Hearing of الإمارات للتجارة before the Dubai Court of First Instance on 2026-03-02 at 10:30 AM', { width: 160, size: 9, direction: 'ltr' });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0].pieces[0].visual).toBe('Hearing');
    // the Arabic name stays one right-to-left island: its first word is on the right
    const first = lines[0].pieces.filter((p) => p.font === 'NotoSansArabic' && p.text.trim()).map((p) => p.text);
    expect(first).toEqual(['للتجارة', 'الإمارات']);
  });

  it('cuts a word wider than the line', () => {
    const lines = layoutText('x'.repeat(200), { width: 50, size: 9, direction: 'ltr' });
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map(visual).join('')).toBe('x'.repeat(200));
  });

  it('gives a paragraph the direction of its first letter, and text without letters the document’s', () => {
    expect(paragraphDirection('Hall 3', 'rtl')).toBe('ltr');
    expect(paragraphDirection('ملف PDF', 'ltr')).toBe('rtl');
    expect(paragraphDirection('Claim against شركة الخليج.', 'rtl')).toBe('ltr');
    expect(paragraphDirection('(2026/15)', 'rtl')).toBe('rtl');
    expect(paragraphDirection('2026/15', 'ltr')).toBe('ltr');
  });

  it('keeps the full stop and brackets of English typed into an Arabic document at the English end', () => {
    const [line] = layoutText('Claim for damages (first instance) against شركة الخليج.', { width: 1000, size: 9, direction: 'rtl' });
    const text = visual(line);
    // left to right on the page, as English reads: the sentence starts at the left and its full stop ends it at the right
    expect(text.startsWith('Claim')).toBe(true);
    expect(text.endsWith('.')).toBe(true);
    expect(text).toContain('(first instance)');
  });

  it('drops invisible bidi controls and caps the number of lines', () => {
    const [line] = layoutText('\u200Fملف\u200E.pdf', { width: 500, size: 9, direction: 'rtl' });
    expect(line.pieces.map((p) => p.visual).join('')).not.toMatch(/[\u200E\u200F]/);
    const capped = layoutText('word '.repeat(200), { width: 40, size: 9, direction: 'ltr', maxLines: 3 });
    expect(capped).toHaveLength(4);
    expect(visual(capped[3])).toBe('…');
  });

  it("lays out the portal's isolates (U+2066-U+2069) and draws nothing for them: each value keeps its own direction in an Arabic line", () => {
    const F = '\u2068';
    const P = '\u2069';
    const rev = (s: string) => [...s].reverse().join('');
    // a notice's body: the case number, its colon, then the English title, as Arabic reads them
    const [notice] = layoutText(`القضية ${F}2026/0003${P}: ${F}Emirates v. Gulf${P}`, { width: 1000, size: 10, direction: 'rtl' });
    expect(visual(notice)).toBe(`Emirates v. Gulf :2026/0003 ${rev('القضية')}`);
    expect(notice.pieces.every((p) => !/[\u2066-\u2069]/.test(p.text + p.visual))).toBe(true);
    // a phone number isolated left to right reads as written (not «0001 321 4 971+»)
    const [phone] = layoutText('الهاتف: \u2066+971 4 321 0001\u2069', { width: 1000, size: 10, direction: 'ltr' });
    expect(visual(phone)).toBe(`+971 4 321 0001 :${rev('الهاتف')}`);
    // a line that begins with an isolated English name is still an Arabic line (its letters do not count, rule P2)
    expect(paragraphDirection(`${F}Al Noor Advocates${P}: مهمة جديدة`, 'ltr')).toBe('rtl');
    expect(paragraphDirection(`${F}مكتب النور${P}: New task`, 'rtl')).toBe('ltr');
    const [subject] = layoutText(`${F}Al Noor Advocates${P}: مهمة جديدة مسندة إليك: ${F}Draft the reply${P}`, { width: 1000, size: 10, direction: 'ltr' });
    expect(visual(subject)).toBe(`Draft the reply :${rev('إليك')} ${rev('مسندة')} ${rev('جديدة')} ${rev('مهمة')} :Al Noor Advocates`);
    // the width measured is the drawn text's: the marks take none
    const [bare] = layoutText('القضية 2026/0003: Emirates v. Gulf', { width: 1000, size: 10, direction: 'rtl' });
    expect(notice.width).toBeCloseTo(bare.width, 5);
  });
});
