import { describe, expect, it } from 'vitest';
import { courtDateText, hijriDay } from './CourtDate';

describe('court dates with their Umm al-Qura day', () => {
  it('reads 5 December 2026 as 25 Jumada II 1448 in both languages', () => {
    expect(hijriDay('2026-12-05', 'en')).toBe('Jumada II 25, 1448 AH');
    expect(hijriDay('2026-12-05', 'ar')).toBe('25 جمادى الآخرة 1448 هـ');
  });

  it('puts the Hijri day beside the Gregorian one only where asked', () => {
    expect(courtDateText('2026-12-05', 'en', false)).toBe('Dec 5, 2026');
    expect(courtDateText('2026-12-05', 'en', true)).toBe('Dec 5, 2026 (Jumada II 25, 1448 AH)');
    expect(courtDateText('not a day', 'ar', true)).toBe('');
  });
});
