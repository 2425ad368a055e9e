import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clockTime, clockTimeOf, fieldErrors, formRows, isPhoneNumber, optionalClockTime, optionalPhone, optionalText, requiredPhone, requiredText } from './validation.js';

describe('text input', () => {
  it('keeps Arabic and Latin text, trimmed', () => {
    expect(requiredText().parse('  محكمة دبي  ')).toBe('محكمة دبي');
    expect(requiredText().parse('Dubai Courts')).toBe('Dubai Courts');
  });

  it('drops direction overrides and zero-width spaces, so an invisible name is no name', () => {
    expect(requiredText().parse('\u202Egnp.exe')).toBe('gnp.exe');
    expect(requiredText().safeParse('\u200B\u200B').success).toBe(false);
    expect(optionalText().parse('\u200B')).toBeNull();
  });

  it('refuses control characters and broken UTF-16', () => {
    expect(requiredText().safeParse('ab\u0000c').success).toBe(false);
    expect(requiredText().safeParse('\uD800').success).toBe(false);
    expect(optionalText().parse('line one\nline two')).toBe('line one\nline two');
  });
});

describe('repeatable form rows', () => {
  const locations = formRows(z.object({ locationEn: optionalText(), locationAr: optionalText() }));

  it('drops a row left blank and keeps a row with anything in it', () => {
    expect(locations.parse([{ locationEn: '', locationAr: ' ' }, { locationEn: null }, { locationEn: 'Deira', locationAr: null }])).toEqual([{ locationEn: 'Deira', locationAr: null }]);
  });

  it('reads no rows as none, and refuses more than the limit', () => {
    expect(locations.parse(undefined)).toEqual([]);
    expect(locations.safeParse(Array.from({ length: 51 }, () => ({ locationEn: 'x' }))).success).toBe(false);
  });
});

describe('time of day', () => {
  it('reads 12-hour and 24-hour times and keeps them 24-hour', () => {
    expect(clockTimeOf('9:30 pm')).toBe('21:30');
    expect(clockTimeOf('12:15 AM')).toBe('00:15');
    expect(clockTimeOf('12:00 PM')).toBe('12:00');
    expect(clockTimeOf('23:45')).toBe('23:45');
    expect(clockTime().parse('02:30 PM')).toBe('14:30');
  });

  it('refuses what is not a time, naming the problem', () => {
    for (const bad of ['25:99', '13:00 PM', '00:30 AM', '10:60', 'after lunch']) expect(clockTimeOf(bad)).toBeNull();
    const refused = clockTime().safeParse('25:99');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('validation.invalidTime');
    expect(clockTime().safeParse('').error?.issues[0].message).toBe('validation.timeRequired');
  });

  it('leaves an optional time empty, but never wrong', () => {
    expect(optionalClockTime().parse('')).toBeNull();
    expect(optionalClockTime().parse(undefined)).toBeNull();
    expect(optionalClockTime().parse('14:05')).toBe('14:05');
    expect(optionalClockTime().parse('02:05 PM')).toBe('14:05');
    expect(optionalClockTime().safeParse('25:99').success).toBe(false);
  });
});

describe('phone numbers', () => {
  it('takes a phone number as people write it, in either digits', () => {
    for (const good of ['+971 4 321 0001', '04-321-0001', '(04) 321.0001', '0507654321', '٠٥٠ ١٢٣ ٤٥٦٧', '999']) expect(isPhoneNumber(good), good).toBe(true);
    expect(requiredPhone().parse(' +971 50 123 4567 ')).toBe('+971 50 123 4567');
    expect(optionalPhone().parse('')).toBeNull();
    expect(optionalPhone().parse(null)).toBeNull();
  });

  it('refuses what is not one, on the field, in both languages', () => {
    for (const bad of ['abc', '050 abc 1234', '12', '+971 4 321 0001 2345 6789', '971+', '04 321 0001 ext. 5']) expect(isPhoneNumber(bad), bad).toBe(false);
    const refused = requiredPhone().safeParse('abc');
    expect(refused.error?.issues[0].message).toBe('validation.invalidPhone');
    expect(fieldErrors(z.object({ phone: optionalPhone() }).safeParse({ phone: 'abc' }).error!)).toEqual([
      { field: 'phone', message: 'Please enter a valid phone number, such as +971 4 321 0001', messageAr: 'يرجى إدخال رقم هاتف صحيح، مثل \u2066+971 4 321 0001\u2069' },
    ]);
    expect(requiredPhone().safeParse('').error?.issues[0].message).toBe('validation.required');
  });
});
