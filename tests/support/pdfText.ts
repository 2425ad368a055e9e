import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (pdfmake's engine), for tests: every text-showing operator
 * of every page, decoded through its font's ToUnicode map, run after run. pdfkit writes each run
 * (a word, a space) in its own text object, in the order pdfmake places them, so a line of the
 * page reads as it stands, left to right (Arabic words in visual order, their letters as the
 * font's glyphs map back, which for joined forms is not always the typed letter), lines following
 * each other without a break.
 * Knows only what pdfkit writes: indirect objects, Flate streams, Type0 fonts with Identity-H
 * two-byte codes and hex strings.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = m[2];
    const s = /stream\r?\n/.exec(body);
    if (!s) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const start = m.index! + m[0].indexOf(body) + s.index + s[0].length;
    const dict = body.slice(0, s.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const bytes = pdf.subarray(start, start + length);
    objects.set(Number(m[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes });
  }

  // font resource name (F1, F2 ...) -> code -> text, from each Type0 font's ToUnicode map
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const [, list] of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const [, name, ref] of list.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
        const cmap = toUnicode && objects.get(Number(toUnicode))?.stream;
        if (cmap) fonts.set(name, parseCMap(cmap.toString('latin1')));
      }

  const runs: string[] = [];
  for (const { dict, stream } of objects.values()) {
    // page contents only: not images, font files or character maps
    if (!stream || /\/(Subtype|Length1)\b/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (content.includes('begincmap') || !/\bBT\b/.test(content)) continue;
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: Map<number, string> | undefined;
      let run = '';
      for (const [, name, text] of block.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F\s]*>\s*Tj)/g)) {
        if (name) font = fonts.get(name);
        else for (const [, hex] of text.matchAll(/<([0-9a-fA-F\s]*)>/g)) run += decode(hex.replace(/\s/g, ''), font);
      }
      runs.push(run);
    }
  }
  return runs.join('');
}

function decode(hex: string, font: Map<number, string> | undefined): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += font?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  return out;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(src, 16), utf16(dst.replace(/\s/g, '')));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst, list] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g)) {
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      // a ligature maps to several characters, written with spaces between them: <0066 0069>
      if (list !== undefined) [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, d], k) => map.set(from + k, utf16(d.replace(/\s/g, ''))));
      else for (let c = from; c <= to; c++) map.set(c, utf16(dst.slice(0, -4) + (parseInt(dst.slice(-4), 16) + c - from).toString(16).padStart(4, '0')));
    }
  return map;
}

/** The document's title from its information dictionary (a literal string, UTF-16 when it starts with a byte order mark). */
export const pdfTitle = (pdf: Buffer) => pdfInfo(pdf, 'Title');

/** An entry of the document's information dictionary (Title, Author, Creator ...), as `pdfTitle` reads the title. */
export function pdfInfo(pdf: Buffer, key: string): string | null {
  const raw = pdf.toString('latin1');
  let value = new RegExp(`/${key}\\s*(\\d+ 0 R|\\((?:\\\\.|[^\\\\)])*\\))`).exec(raw)?.[1];
  const ref = value && /^(\d+) 0 R$/.exec(value);
  if (ref) value = new RegExp(`\\b${ref[1]} 0 obj\\s*(\\((?:\\\\.|[^\\\\)])*\\))`).exec(raw)?.[1];
  if (!value) return null;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const text = value.slice(1, -1).replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e)));
  const bytes = Buffer.from(text, 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : text;
}
