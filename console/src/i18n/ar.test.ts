import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import arabicMessages from './ar';

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') leaves(value as Tree, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

const placeholders = (phrase: string) => new Set([...phrase.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

describe('Arabic catalogue of react-admin messages', () => {
  const english = leaves(englishMessages as Tree);
  const arabic = leaves(arabicMessages as Tree);

  it('translates every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => typeof arabic.get(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has no keys react-admin does not know', () => {
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('keeps the placeholders of each English phrase', () => {
    const mismatched = [...english].filter(
      ([key, en]) => [...placeholders(String(en))].sort().join() !== [...placeholders(String(arabic.get(key) ?? ''))].sort().join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('gives plural phrases the six Arabic forms polyglot picks from', () => {
    const wrong = [...english]
      .filter(([, en]) => String(en).includes('||||'))
      .filter(([key]) => String(arabic.get(key)).split('||||').length !== 6);
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('is written in Arabic', () => {
    const latinOnly = [...arabic].filter(([, ar]) => String(ar).trim() !== '' && !/[\u0600-\u06FF]/.test(String(ar)));
    // page.edit / page.list / page.show are only placeholders ('%{name} ...')
    expect(latinOnly.map(([key]) => key).filter((k) => !/^ra\.page\.(edit|list|show)$|range_info$/.test(k))).toEqual([]);
  });
});
