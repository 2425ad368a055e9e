import { describe, expect, it } from 'vitest';
import { formatDayFor } from '@lawfirm/contracts';
import { valueWording } from './values.js';
import { fieldLabel } from './describe.js';
import { isolated } from '../../../tests/support/bidi.js';

const employees: Record<number, Record<string, unknown>> = { 7: { fullNameEn: 'Omar Haddad', fullNameAr: 'عمر حداد' } };
const words = valueWording(async (collection, id) => (collection === 'employees' ? (employees[Number(id)] ?? null) : null));

describe('an automated-task rule in the history', () => {
  it('says its trigger, who it goes to and the named employee in words, not codes', async () => {
    expect(await words('automated-task-3', 'trigger', 'case_opened')).toEqual({ en: 'A case is opened', ar: 'فتح قضية' });
    expect(await words('automated-task-3', 'trigger', 'final_ruling')).toEqual({ en: 'A final ruling is recorded', ar: 'تسجيل حكم نهائي' });
    expect(await words('automated-task-3', 'assignTo', 'employee')).toEqual({ en: 'A named employee', ar: 'موظف محدد' });
    expect(await words('automated-task-3', 'assigneeId', 7)).toEqual({ en: 'Omar Haddad', ar: 'عمر حداد' });
  });

  it('leaves a deadline rule’s trigger to the deadline wording', async () => {
    expect((await words('deadline-rule-2', 'trigger', 'hearing_adjourned'))?.en).not.toBe('hearing_adjourned');
  });
});

describe('a reference to a record removed since', () => {
  const former = async (stream: string) => (stream === 'court-5' ? { courtId: 5, nameEn: 'Dubai Court of Appeal', nameAr: 'محكمة الاستئناف بدبي' } : null);
  const withLog = valueWording(async () => null, former);
  it('is named as its own stream last left it', async () => {
    expect(await withLog('case-3', 'courtId', 5)).toEqual({ en: 'Dubai Court of Appeal', ar: 'محكمة الاستئناف بدبي' });
  });
  it('reads as removed, never as a number, when nothing names it', async () => {
    expect(await withLog('case-3', 'courtId', 6)).toEqual({ en: 'a record since removed', ar: 'سجل محذوف' });
    expect(await words('case-3', 'regionId', 9)).toEqual({ en: 'a record since removed', ar: 'سجل محذوف' });
  });
});

describe('days, moments and times in the history', () => {
  /** the Arabic without the right-to-left marks Intl puts after its numbers */
  const plain = (b: { en: string; ar: string } | null) => b && { en: b.en, ar: b.ar.replace(/\u200f/g, '') };
  const inDubai = valueWording(async () => null, undefined, 'Asia/Dubai');

  it("reads a moment as the firm's day and time in its zone, never as the stored timestamp", async () => {
    // 22:15 UTC on 28 November is 02:15 on 29 November in Dubai
    expect(plain(await inDubai('consultation-4', 'scheduledDate', '2026-11-28T22:15:00.000Z'))).toEqual({ en: 'Nov 29, 2026, 02:15 AM', ar: '29/11/2026، 02:15 ص' });
    expect(plain(await inDubai('signins-admin-1', 'at', '2026-11-28T10:15:00.000Z'))).toEqual({ en: 'Nov 28, 2026, 02:15 PM', ar: '28/11/2026، 02:15 م' });
  });

  it('reads a day a court set with its Hijri day in Arabic, any other day without', async () => {
    expect(plain(await inDubai('hearing-3', 'hearingDate', '2026-12-05'))).toEqual({ en: 'Dec 5, 2026', ar: '05/12/2026 (25 جمادى الآخرة 1448 هـ)' });
    expect(plain(await inDubai('deadline-2', 'dueDate', '2026-12-05'))).toEqual({ en: 'Dec 5, 2026', ar: '05/12/2026 (25 جمادى الآخرة 1448 هـ)' });
    expect(plain(await inDubai('minutes-1', 'finalDecisionDate', '2026-12-05'))?.ar).toContain('1448 هـ');
    expect(plain(await inDubai('case-3', 'startDate', '2026-12-05'))).toEqual({ en: 'Dec 5, 2026', ar: '05/12/2026' });
    expect(plain(await inDubai('appointment-3', 'date', '2026-12-05'))).toEqual({ en: 'Dec 5, 2026', ar: '05/12/2026' });
  });

  it('reads a time of day with ص/م in Arabic, whether stored 24-hour or with AM/PM', async () => {
    expect(await inDubai('hearing-3', 'hearingTime', '14:30')).toEqual({ en: '02:30 PM', ar: '02:30 م' });
    expect(await inDubai('hearing-3', 'hearingTime', '09:30 AM')).toEqual({ en: '09:30 AM', ar: '09:30 ص' });
    expect(await inDubai('minutes-1', 'nextTime', '02:15 PM')).toEqual({ en: '02:15 PM', ar: '02:15 م' });
    expect(await inDubai('working-week-1', 'opens', '07:30')).toEqual({ en: '07:30 AM', ar: '07:30 ص' });
  });

  it("reads a consultation's status in words", async () => {
    expect(await inDubai('consultation-4', 'status', 'completed')).toEqual({ en: 'Completed', ar: 'مكتملة' });
  });
});

describe('a list in the history', () => {
  it('reads as a list of its items in words, never as JSON', async () => {
    expect(await words('deadline-rule-2', 'remindDaysBefore', [7, 3, 1])).toEqual({ en: '7, 3, 1', ar: '7، 3، 1' });
    expect(await words('conflict-checks-employee-7', 'names', ['Skyline Developers'])).toEqual({ en: 'Skyline Developers', ar: 'Skyline Developers' });
    // each item as a value reads: a day as the reader writes one
    expect((await words('case-3', 'days', ['2026-11-28']))?.en).toBe('Nov 28, 2026');
  });
});

describe('days and times inside a longer value (issue 37)', () => {
  const plain = (b: { en: string; ar: string } | null) => b && { en: b.en.replace(/[\u200f\u2066-\u2069]/g, ''), ar: b.ar.replace(/[\u200f\u2066-\u2069]/g, '') };
  const inDubai = valueWording(async () => null, undefined, 'Asia/Dubai');

  it('reads an ISO day, a moment and a 12- or 24-hour time inside Arabic text as the console writes them, each isolated', async () => {
    // a task the appeal sweep titled before days were written in words, a reminder's title, a typed note
    const task = await inDubai('appointment-4', 'title', 'آخر موعد للاستئناف 2026-12-30: اتخاذ قرار الاستئناف');
    expect(task?.ar).toBe(`آخر موعد للاستئناف ${isolated(formatDayFor('2026-12-30', 'ar'))}: اتخاذ قرار الاستئناف`);
    expect(plain(await inDubai('notification-3', 'titleAr', 'جلسة غدًا: 2026-11-30 الساعة 09:00 AM'))?.ar).toBe('جلسة غدًا: 30/11/2026 الساعة 09:00 ص');
    expect(plain(await inDubai('case-3', 'notes', 'اتصل الموكل 2026-11-28T10:15:00.000Z والموعد 14:30'))?.ar).toBe('اتصل الموكل 28/11/2026، 02:15 م والموعد 02:30 م');
    // no AM/PM and no ISO day is left in any of them
    for (const b of [task]) expect(b?.ar).not.toMatch(/\d{4}-\d{2}-\d{2}|\b[AP]M\b/);
  });

  it('in English text: ISO days and moments in words, times as typed; what is not a day or time stays', async () => {
    expect(await inDubai('appointment-4', 'title', 'Appeal deadline 2026-12-30: decide at 09:00')).toEqual({ en: 'Appeal deadline Dec 30, 2026: decide at 09:00', ar: 'Appeal deadline Dec 30, 2026: decide at 09:00' });
    expect(await inDubai('case-3', 'notes', 'Case 2026/0003, 2026-13-45, ratio 12:345')).toEqual({ en: 'Case 2026/0003, 2026-13-45, ratio 12:345', ar: 'Case 2026/0003, 2026-13-45, ratio 12:345' });
    // a day or time inside a file name or a word is part of it
    for (const name of ['scan_2026-11-30.pdf', 'scan 2026-11-30.pdf', 'محضر_2026-11-30', 'v10:30b']) expect((await inDubai('case-document-3', 'originalName', name))?.ar).toBe(name);
  });

  it("in the reader's digits, with the Hijri day where they read Hijri dates", async () => {
    const reader = valueWording(async () => null, undefined, 'Asia/Dubai', { digits: 'arab', hijri: true });
    expect(plain(await reader('appointment-4', 'title', 'الموعد 2026-12-30 الساعة 15:00'))?.ar).toBe('الموعد ٣٠/١٢/٢٠٢٦ (٢١ رجب ١٤٤٨ هـ) الساعة ٠٣:٠٠ م');
    // whole values too: a court's day, a moment, a time
    expect(plain(await reader('hearing-3', 'hearingDate', '2026-12-05'))).toEqual({ en: 'Dec 5, 2026 (Jumada II 25, 1448 AH)', ar: '٠٥/١٢/٢٠٢٦ (٢٥ جمادى الآخرة ١٤٤٨ هـ)' });
    expect(plain(await reader('hearing-3', 'hearingTime', '14:30'))).toEqual({ en: '02:30 PM', ar: '٠٢:٣٠ م' });
  });
});

describe('a time entry and an expense in the history', () => {
  const records: Record<string, Record<number, Record<string, unknown>>> = {
    employees: { 7: { fullNameEn: 'Omar Haddad', fullNameAr: 'عمر حداد' } },
    time_activities: { 3: { nameEn: 'Arbitration hearing', nameAr: 'جلسة تحكيم' } },
    invoices: { 4: { number: 'INV-000004' }, 5: { number: null } },
  };
  const billing = valueWording(async (collection, id) => records[collection]?.[Number(id)] ?? null);

  it('says the lawyer, the activity, the rate and the amount in words and AED, never as codes or fils', async () => {
    expect(await billing('time-entry-9', 'userId', 7)).toEqual({ en: 'Omar Haddad', ar: 'عمر حداد' });
    expect(await billing('time-entry-9', 'activity', 'client_meeting')).toEqual({ en: 'Client meeting', ar: 'اجتماع مع الموكل' });
    expect(await billing('time-entry-9', 'activity', 'activity-3')).toEqual({ en: 'Arbitration hearing', ar: 'جلسة تحكيم' });
    expect(await billing('time-entry-9', 'rateFils', 150_050)).toEqual({ en: '1,500.50 AED', ar: '\u20661,500.50\u2069 درهم' });
    expect(await billing('expense-2', 'amountFils', 25_000)).toEqual({ en: '250.00 AED', ar: '\u2066250.00\u2069 درهم' });
    expect((await billing('expense-2', 'expenseType', 'court_fees'))?.en).toBe('Court fees');
  });

  it("labels whose time it is as the lawyer, and its fields in words", () => {
    expect(fieldLabel('userId', 'time-entry')).toEqual({ labelEn: 'Lawyer', labelAr: 'المحامي' });
    expect(fieldLabel('rateFils', 'time-entry')).toEqual({ labelEn: 'Hourly rate', labelAr: 'سعر الساعة' });
  });

  it('names the invoice that bills it by its number, or as a draft before it has one', async () => {
    expect(await billing('time-entry-9', 'invoiceId', 4)).toEqual({ en: 'INV-000004', ar: 'INV-000004' });
    expect(await billing('time-entry-9', 'invoiceId', 5)).toEqual({ en: 'a draft invoice', ar: 'مسودة فاتورة' });
    expect(await billing('invoice-4', 'lines', [{ timeEntryId: 1, netFils: 100 }, { timeEntryId: 2, netFils: 200 }])).toEqual({ en: '2 lines', ar: '2 بنود' });
  });
});
