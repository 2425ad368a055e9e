import { describe, expect, it, vi } from 'vitest';
import { courtDayFor, courtDayInBoth, dayInBoth, formatDayFor, hijriDayFor, momentFor, momentInBoth } from './dayFormat.js';

/** the Arabic day without the right-to-left marks Intl puts after its numbers (they keep the day on the right in an Arabic line) */
const plain = (text: string) => text.replace(/\u200f/g, '');

describe('one way to write a day, in each language', () => {
  it('writes a day as Intl\'s medium date: "Nov 28, 2026" in English, 28/11/2026 in Arabic', () => {
    expect(formatDayFor('2026-11-28', 'en')).toBe('Nov 28, 2026');
    expect(plain(formatDayFor('2026-11-28', 'ar'))).toBe('28/11/2026');
    expect(dayInBoth('2026-12-09')).toEqual({ en: 'Dec 9, 2026', ar: formatDayFor('2026-12-09', 'ar') });
  });

  it('writes the same day whatever the time zone (a day is not a moment)', () => {
    try {
      for (const tz of ['America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
        vi.stubEnv('TZ', tz);
        expect(formatDayFor('2026-03-01', 'en')).toBe('Mar 1, 2026');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("writes Arabic-Indic digits for a reader who chose them, and a heading's longer form when asked", () => {
    expect(plain(formatDayFor('2026-11-28', 'ar', { digits: 'arab' }))).toBe('٢٨/١١/٢٠٢٦');
    expect(formatDayFor('2026-11-28', 'en', { options: { weekday: 'short', month: 'short', day: 'numeric' } })).toBe('Sat, Nov 28');
  });

  it('writes nothing for what is not a day', () => {
    expect(formatDayFor('2026-11-28T10:00:00Z', 'en')).toBe('');
    expect(formatDayFor(null, 'ar')).toBe('');
    expect(hijriDayFor('tomorrow', 'ar')).toBe('');
  });

  it("puts a court's day beside its Umm al-Qura day where the reader reads Hijri dates", () => {
    expect(hijriDayFor('2026-12-05', 'ar')).toBe('25 جمادى الآخرة 1448 هـ');
    expect(courtDayFor('2026-12-05', 'en', { hijri: true })).toBe('Dec 5, 2026 (Jumada II 25, 1448 AH)');
    expect(courtDayFor('2026-12-05', 'en', { hijri: false })).toBe('Dec 5, 2026');
    expect(plain(courtDayFor('2026-12-05', 'ar', { hijri: true }))).toBe('05/12/2026 (25 جمادى الآخرة 1448 هـ)');
  });

  it('writes a court\'s day in both languages with the Hijri day beside the Arabic one', () => {
    const both = courtDayInBoth('2026-12-05');
    expect(both.en).toBe('Dec 5, 2026');
    expect(plain(both.ar)).toBe('05/12/2026 (25 جمادى الآخرة 1448 هـ)');
    expect(courtDayInBoth('2026-12-05T10:00:00Z')).toEqual({ en: '', ar: '' });
  });
});

describe('one way to write a moment, in each language', () => {
  it("writes a moment as the firm's day and time in its time zone: the day as formatDayFor, the time as timeOfDay", () => {
    // 22:15 UTC on 28 November is 02:15 on 29 November in Dubai
    expect(momentFor('2026-11-28T22:15:00.000Z', 'en', { timeZone: 'Asia/Dubai' })).toBe('Nov 29, 2026, 02:15 AM');
    expect(plain(momentFor('2026-11-28T10:15:00.000Z', 'ar', { timeZone: 'Asia/Dubai' }))).toBe('28/11/2026، 02:15 م');
    expect(momentFor(new Date('2026-11-28T10:15:00Z'), 'en', { timeZone: 'UTC' })).toBe('Nov 28, 2026, 10:15 AM');
    expect(momentInBoth('2026-03-01T21:30:00+00:00', 'Asia/Dubai').en).toBe('Mar 2, 2026, 01:30 AM');
  });

  it('writes nothing for what is not a moment (a day, a time without its zone, text)', () => {
    for (const v of ['2026-11-28', '2026-11-28T10:15', 'soon', null, 42]) expect(momentFor(v, 'en', { timeZone: 'Asia/Dubai' })).toBe('');
  });
});
