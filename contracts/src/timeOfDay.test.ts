import { describe, expect, it } from 'vitest';
import { timeOfDay } from './timeOfDay.js';

describe('a time of day in a document', () => {
  it('reads ص and م in Arabic, AM and PM in English, as the console shows them', () => {
    expect(timeOfDay('09:30 AM', 'ar')).toBe('09:30 ص');
    expect(timeOfDay('2:15 pm', 'ar')).toBe('02:15 م');
    expect(timeOfDay('14:05', 'ar')).toBe('02:05 م');
    expect(timeOfDay('12:00 AM', 'ar')).toBe('12:00 ص');
    expect(timeOfDay('9:30 am', 'en')).toBe('09:30 AM');
    // the same words as the console's Intl formatting of the Arabic time
    expect(timeOfDay('02:05 PM', 'ar')).toBe(new Intl.DateTimeFormat('ar-AE', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 14, 5))));
  });

  it('writes Arabic-Indic digits for a reader who chose them', () => {
    expect(timeOfDay('14:05', 'ar', 'arab')).toBe('٠٢:٠٥ م');
    expect(timeOfDay('14:05', 'en', 'arab')).toBe('02:05 PM');
  });

  it('leaves what is not a time as it was typed, and nothing as nothing', () => {
    expect(timeOfDay('after the noon prayer', 'ar')).toBe('after the noon prayer');
    expect(timeOfDay(null, 'ar')).toBe('');
  });
});
