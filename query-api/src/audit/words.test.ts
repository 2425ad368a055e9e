import { describe, expect, it } from 'vitest';
import { allEventDefinitions, formatDayFor, hijriDayFor } from '@lawfirm/contracts';
import { createMemoryReadStore } from '@lawfirm/platform';
import { nameLookup } from '../lawyer/scope.js';
import { summaryOf } from './describe.js';
import { isolated } from '../../../tests/support/bidi.js';

/** a name of several parts in an Arabic line: each part isolated, the whole right to left */
const parts = (...p: string[]) => `\u2067${p.map(isolated).join(' · ')}\u2069`;
import { formerFields, recordOf, whoOf, wordedLogRow } from './words.js';

async function store() {
  const readStore = createMemoryReadStore();
  await readStore.collection('users').insertOne({ id: 1, fullNameEn: 'Super Admin', fullNameAr: 'المسؤول الأعلى' });
  await readStore.collection('employees').insertOne({ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي' });
  await readStore.collection('cases').insertOne({ id: 12, titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج' });
  await readStore.collection('hearings').insertOne({ id: 40, caseId: 12, hearingDate: '2027-01-12', hearingTime: '10:00 AM' });
  await readStore.collection('case_types').insertOne({ id: 3, nameEn: 'Rent claim', nameAr: 'دعوى إيجار' });
  await readStore.collection('clients').insertOne({ id: 5, fullNameEn: 'Hamad Al Ketbi', fullNameAr: 'حمد الكتبي' });
  await readStore.collection('consultations').insertOne({ id: 9, clientId: 5, scheduledDate: '2026-12-03T09:00:00.000Z' });
  // 21:30 UTC on 3 December is 01:30 on 4 December in Dubai
  await readStore.collection('consultations').insertOne({ id: 10, clientId: 5, scheduledDate: '2026-12-03T21:30:00.000Z' });
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
    expect(await recordOf(lookup, 'case-12')).toEqual({ en: 'Case: Emirates v. Gulf', ar: `القضية: ${isolated('الإمارات ضد الخليج')}` });
    expect(await recordOf(lookup, 'signins-admin-1')).toEqual({ en: 'Sign-ins of Super Admin', ar: `عمليات تسجيل دخول ${isolated('المسؤول الأعلى')}` });
    expect(await recordOf(lookup, 'signins-employee-7')).toEqual({ en: 'Sign-ins of Fatima Al Zaabi', ar: `عمليات تسجيل دخول ${isolated('فاطمة الزعابي')}` });
    expect(await recordOf(lookup, 'case-type-3')).toEqual({ en: 'Case type: Rent claim', ar: `نوع القضية: ${isolated('دعوى إيجار')}` });
    expect(await recordOf(lookup, 'unique-xyz')).toEqual({ en: 'A record of the portal', ar: 'سجل من سجلات البوابة' });
    // billing's records by their kind; an e-invoice by the number printed on its document
    expect(await recordOf(lookup, 'invoice-4')).toEqual({ en: 'Invoice', ar: 'الفاتورة' });
    expect(await recordOf(lookup, 'time-entry-9')).toEqual({ en: 'Time entry', ar: 'سجل الوقت' });
    expect(await recordOf(lookup, 'billing-suggestion-minutes-3')).toEqual({ en: 'Suggested time entry', ar: 'سجل الوقت المقترح' });
    expect(await recordOf(lookup, 'e-invoice-CN-000007')).toEqual({ en: 'E-invoice CN-000007', ar: `الفاتورة الإلكترونية ${isolated('CN-000007')}` });
    // who points to a record is kept beside it: named by the record it is about
    expect(await recordOf(lookup, 'refs-case-12')).toEqual({ en: 'Records linked to Case: Emirates v. Gulf', ar: `السجلات المرتبطة بـ${isolated(`القضية: ${isolated('الإمارات ضد الخليج')}`)}` });
  });

  it('names a record without a name of its own by what it is about, never by its number', async () => {
    const lookup = await store();
    // days as the console writes them (contracts' formatDayFor), a hearing's with its Hijri day in Arabic
    expect(await recordOf(lookup, 'hearing-40')).toEqual({ en: 'Hearing: Jan 12, 2027 · Emirates v. Gulf', ar: `الجلسة: ${parts(`${formatDayFor('2027-01-12', 'ar')} (${hijriDayFor('2027-01-12', 'ar')})`, 'الإمارات ضد الخليج')}` });
    expect(hijriDayFor('2027-01-12', 'ar')).toBe('4 شعبان 1448 هـ');
    expect(await recordOf(lookup, 'consultation-9')).toEqual({ en: 'Consultation: Hamad Al Ketbi · Dec 3, 2026', ar: `الاستشارة: ${parts('حمد الكتبي', formatDayFor('2026-12-03', 'ar'))}` });
    // a consultation's moment is read on the firm's calendar, not in UTC
    expect((await recordOf(lookup, 'consultation-10', undefined, 'Asia/Dubai')).en).toBe('Consultation: Hamad Al Ketbi · Dec 4, 2026');
  });

  it('names a removed record as its stream last left it, or by its kind alone, never by its number', async () => {
    const lookup = await store();
    const streams: Record<string, Record<string, unknown>[]> = {
      'region-4': [{ regionId: 4, nameEn: 'Fujeirah', nameAr: 'الفجيره', code: 'FUJ' }, { regionId: 4, nameEn: 'Fujairah', nameAr: 'الفجيرة' }, { regionId: 4 }],
    };
    const eventStore = { readStream: async (stream: string) => (streams[stream] ?? []).map((data) => ({ data })) as never };
    const former = formerFields(eventStore);
    expect(await recordOf(lookup, 'region-4', former)).toEqual({ en: 'Emirate: Fujairah', ar: `الإمارة: ${isolated('الفجيرة')}` });
    expect(await recordOf(lookup, 'region-5', former)).toEqual({ en: 'Emirate', ar: 'الإمارة' });
    expect(await recordOf(lookup, 'region-4')).toEqual({ en: 'Emirate', ar: 'الإمارة' });
  });

  it('keeps a log row\'s raw fields beside its words', async () => {
    const lookup = await store();
    const row = { id: 5, stream: 'signins-admin-1', type: 'UserSignedIn', userType: 'user', userId: 1, command: 'SignIn', correlationId: 'c1' };
    expect(await wordedLogRow(lookup, row)).toEqual({
      ...row, whoEn: 'Super Admin', whoAr: 'المسؤول الأعلى', summaryEn: 'Signed in', summaryAr: 'تم تسجيل الدخول',
      recordEn: 'Sign-ins of Super Admin', recordAr: `عمليات تسجيل دخول ${isolated('المسؤول الأعلى')}`, commandEn: 'Sign in', commandAr: 'تسجيل الدخول',
    });
  });
});
