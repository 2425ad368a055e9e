import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@lawfirm/contracts';
import { composedText } from './routes.js';
import { isolated } from '../../../tests/support/bidi.js';

describe("a search answer's composed title or subtitle", () => {
  it('isolates each part and reads the whole in its language; one value alone stays as stored', () => {
    expect(composedText('CLI-100001 · +971 4 321 0001', 'ar')).toBe(`\u2067${isolated('CLI-100001')} · ${isolated('+971 4 321 0001')}\u2069`);
    expect(composedText('2026/0003 · Emirates v. Gulf · Dubai Courts', 'en')).toBe(`\u2066${isolated('2026/0003')} · ${isolated('Emirates v. Gulf')} · ${isolated('Dubai Courts')}\u2069`);
    expect(composedText('Emirates v. Gulf', 'ar')).toBe('Emirates v. Gulf');
    expect(composedText('', 'ar')).toBe('');
    // what the reader sees is the text as stored
    expect(withoutIsolates(composedText('a · b', 'ar'))).toBe('a · b');
  });
});
