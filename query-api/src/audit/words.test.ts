import { describe, expect, it } from 'vitest';
import { allEventDefinitions } from '@lawfirm/contracts';
import { createMemoryReadStore } from '@lawfirm/platform';
import { nameLookup } from '../lawyer/scope.js';
import { summaryOf } from './describe.js';
import { recordOf, whoOf, wordedLogRow } from './words.js';

async function store() {
  const readStore = createMemoryReadStore();
  await readStore.collection('users').insertOne({ id: 1, fullNameEn: 'Super Admin', fullNameAr: 'المسؤول الأعلى' });
  await readStore.collection('employees').insertOne({ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي' });
  await readStore.collection('cases').insertOne({ id: 12, titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج' });
  return nameLookup(readStore);
}

describe('the audit trail in words', () => {
  it('words every event type the portal records in both languages, never as its type', () => {
    for (const { type } of allEventDefinitions()) {
      const { summaryEn, summaryAr } = summaryOf(type);
      expect(summaryEn, type).not.toBe(type);
      expect(summaryAr, type).not.toBe(type);
      expect(summaryAr, type).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('names who by their name, the system as such, and a removed account without its number', async () => {
    const lookup = await store();
    expect(await whoOf(lookup, 'user', 1)).toEqual({ en: 'Super Admin', ar: 'المسؤول الأعلى' });
    expect(await whoOf(lookup, 'employee', 7)).toEqual({ en: 'Fatima Al Zaabi', ar: 'فاطمة الزعابي' });
    expect(await whoOf(lookup, 'system', null)).toEqual({ en: 'System', ar: 'النظام' });
    expect(await whoOf(lookup, 'user', 99)).toEqual({ en: 'A former admin', ar: 'مسؤول سابق' });
  });

  it('says which record a stream is by its kind and name, never by the stream', async () => {
    const lookup = await store();
    expect(await recordOf(lookup, 'case-12')).toEqual({ en: 'Case: Emirates v. Gulf', ar: 'القضية: الإمارات ضد الخليج' });
    expect(await recordOf(lookup, 'signins-admin-1')).toEqual({ en: 'Sign-ins of Super Admin', ar: 'عمليات تسجيل دخول المسؤول الأعلى' });
    expect(await recordOf(lookup, 'signins-employee-7')).toEqual({ en: 'Sign-ins of Fatima Al Zaabi', ar: 'عمليات تسجيل دخول فاطمة الزعابي' });
    expect(await recordOf(lookup, 'hearing-40')).toEqual({ en: 'Hearing 40', ar: 'الجلسة 40' });
    expect(await recordOf(lookup, 'case-type-3')).toEqual({ en: 'Case type 3', ar: 'نوع القضية 3' });
    expect(await recordOf(lookup, 'unique-xyz')).toEqual({ en: 'A record of the portal', ar: 'سجل من سجلات البوابة' });
  });

  it('keeps a log row\'s raw fields beside its words', async () => {
    const lookup = await store();
    const row = { id: 5, stream: 'signins-admin-1', type: 'UserSignedIn', userType: 'user', userId: 1, command: 'SignIn', correlationId: 'c1' };
    expect(await wordedLogRow(lookup, row)).toEqual({
      ...row, whoEn: 'Super Admin', whoAr: 'المسؤول الأعلى', summaryEn: 'Signed in', summaryAr: 'تم تسجيل الدخول',
      recordEn: 'Sign-ins of Super Admin', recordAr: 'عمليات تسجيل دخول المسؤول الأعلى', commandEn: 'Sign in', commandAr: 'تسجيل الدخول',
    });
  });
});
