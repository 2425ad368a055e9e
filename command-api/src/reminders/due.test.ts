import { describe, expect, it } from 'vitest';
import { addDays, courtDayFor, formatDayFor } from '@lawfirm/contracts';
import { deadlineChangeReminders, deadlineMissedReminders, dueReminders, firmClock, latestPassedOffset, taskAssignedReminder, type DeadlineSubject } from './due.js';
import { composeReminderEmail, deliverable, emailPreferences, reminderEmailHtml } from './email.js';
import { isolated } from '../../../tests/support/bidi.js';

const tz = 'Asia/Dubai';
/** a moment given as Dubai wall-clock time (UTC+4, no daylight saving) */
const dubai = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`);
// a fixed day, so nothing depends on when the suite runs
const D = '2026-03-10';

const deadline = (over: Partial<DeadlineSubject> = {}): DeadlineSubject => ({
  id: 4, caseId: 9, caseNumber: 'C-9', titleEn: 'Saeed v. Gulf Trading', titleAr: 'سعيد ضد الخليج للتجارة', nameEn: 'Appeal (civil)', nameAr: 'استئناف (مدني)',
  dueDate: addDays(D, 5), lawyerIds: [7], remindDaysBefore: [7, 3, 1], ...over,
});
/** a day as the Arabic reminders write it, 15/03/2026 (contracts' formatDayFor, as the console shows days; English: "Mar 15, 2026") */
const ar = (day: string) => formatDayFor(day, 'ar');
/** a day a court set (a hearing's, a deadline's) as the Arabic reminders write it: 15/03/2026 (26 رمضان 1447 هـ) */
const court = (day: string) => courtDayFor(day, 'ar', { hijri: true });
const dueAt = (now: Date, deadlines: DeadlineSubject[]) => dueReminders({ now, timezone: tz, hearingDaysBefore: [1, 3, 7], hearings: [], tasks: [], deadlines });

describe('which reminders are due at a moment (firm time)', () => {
  it('reads the clock in the firm time zone, not UTC', () => {
    // 22:30 UTC on the 9th is 02:30 on the 10th in Dubai
    expect(firmClock(new Date('2026-03-09T22:30:00Z'), tz)).toBe('2026-03-10T02:30');
  });

  it('given a deadline due in 5 days under [7, 3, 1], the 7-day reminder is due at once (its moment passed), the 3-day one not yet', () => {
    const due = dueAt(dubai(D, '06:00'), [deadline()]);
    expect(due.map((r) => r.key)).toEqual([`reminder:deadline:4:${addDays(D, 5)}:7:7`]);
    expect(due[0].content).toMatchObject({ recipientType: 'employee', recipientId: 7, kind: 'deadline_reminder' });
    expect(due[0].content.titleEn).toBe('Deadline in 5 days (Mar 15, 2026): Appeal (civil)');
    expect(due[0].content.titleAr).toBe(`موعد نهائي ${isolated('بعد 5 أيام')} (${isolated(court(addDays(D, 5)))}): ${isolated('استئناف (مدني)')}`);
    expect(court(addDays(D, 5)).replace(/\u200f/g, '')).toBe('15/03/2026 (26 رمضان 1447 هـ)');
  });

  it('the 3-day reminder falls due at 08:00 firm time three days before, not a minute earlier', () => {
    const d = deadline({ dueDate: addDays(D, 3) });
    expect(dueAt(dubai(D, '07:59'), [d]).map((r) => r.key)).toEqual([`reminder:deadline:4:${addDays(D, 3)}:7:7`]);
    expect(dueAt(dubai(D, '08:00'), [d]).map((r) => r.key)).toEqual([`reminder:deadline:4:${addDays(D, 3)}:3:7`]);
  });

  it('when several offsets passed while the portal was down, only the latest goes out; after the due day none', () => {
    const d = deadline({ dueDate: D });
    expect(dueAt(dubai(D, '09:00'), [d]).map((r) => r.key)).toEqual([`reminder:deadline:4:${D}:1:7`]);
    expect(dueAt(dubai(addDays(D, 1), '09:00'), [d])).toEqual([]);
  });

  it('a deadline whose first offset is still ahead is not due; each of its lawyers gets a reminder of their own', () => {
    expect(dueAt(dubai(D, '12:00'), [deadline({ dueDate: addDays(D, 20) })])).toEqual([]);
    expect(dueAt(dubai(D, '12:00'), [deadline({ lawyerIds: [7, 8] })]).map((r) => r.content.recipientId)).toEqual([7, 8]);
  });

  it('a hearing tomorrow is reminded from 08:00 today, with the hall, in both languages', () => {
    const hearing = { id: 3, caseId: 9, caseNumber: 'C-9', titleEn: 'T', titleAr: 'ع', hearingDate: addDays(D, 1), hearingTime: '14:30', hallName: '2', lawyerIds: [7] };
    const at = (time: string) => dueReminders({ now: dubai(D, time), timezone: tz, hearingDaysBefore: [1], hearings: [hearing], tasks: [], deadlines: [] });
    expect(at('07:00')).toEqual([]);
    const [r] = at('08:00');
    expect(r.key).toBe(`reminder:hearing:3:${addDays(D, 1)}:1:7`);
    expect(r.content.titleEn).toBe('Hearing tomorrow: Mar 11, 2026 at 02:30 PM');
    expect(r.content.titleAr).toBe(`جلسة ${isolated('غداً')}: ${isolated(court(addDays(D, 1)))} الساعة ${isolated('02:30 م')}`);
    expect(r.content.bodyEn).toBe('Case C-9: T (hall 2)');
  });

  it('a task due tomorrow is reminded from 08:00 today; one overdue and never reminded goes out at once', () => {
    const task = (date: string) => ({ id: 5, caseId: 9, title: 'File the memo', description: '', date, assignedTo: 7 });
    const at = (time: string, date: string) => dueReminders({ now: dubai(D, time), timezone: tz, hearingDaysBefore: [1], hearings: [], tasks: [task(date)], deadlines: [] });
    expect(at('07:59', addDays(D, 1))).toEqual([]);
    expect(at('08:00', addDays(D, 1)).map((r) => [r.key, r.content.titleEn])).toEqual([[`reminder:task:5:${addDays(D, 1)}`, 'Task due tomorrow (Mar 11, 2026): File the memo']]);
    expect(at('07:00', addDays(D, -2))[0].content.titleEn).toBe('Task overdue since Mar 8, 2026: File the memo');
    expect(at('07:00', addDays(D, -2))[0].content.titleAr).toBe(`مهمة متأخرة منذ ${isolated(ar(addDays(D, -2)))}: ${isolated('File the memo')}`);
  });

  it('a task the portal made is reminded in each language with its own wording; what a person typed, as typed', () => {
    const made = { id: 6, caseId: 9, title: 'Prepare the hearing file', titleAr: 'تحضير ملف الجلسة', description: 'Made automatically by the portal', descriptionAr: 'أنشأتها البوابة تلقائيًا', date: addDays(D, 1), assignedTo: 7 };
    const [r] = dueReminders({ now: dubai(D, '09:00'), timezone: tz, hearingDaysBefore: [1], hearings: [], tasks: [made], deadlines: [] });
    expect(r.content).toMatchObject({
      titleEn: 'Task due tomorrow (Mar 11, 2026): Prepare the hearing file', titleAr: `مهمة مستحقة ${isolated('غداً')} (${isolated(ar(addDays(D, 1)))}): ${isolated('تحضير ملف الجلسة')}`,
      bodyEn: 'Made automatically by the portal', bodyAr: 'أنشأتها البوابة تلقائيًا',
    });
    const assigned = taskAssignedReminder({ ...made, appointmentId: 6, type: 'task' }, { userType: 'system', userId: null }, null);
    expect(assigned?.content).toMatchObject({ titleEn: 'New task for you: Prepare the hearing file', titleAr: `مهمة جديدة مسندة إليك: ${isolated('تحضير ملف الجلسة')}` });
  });

  it('the latest passed offset ignores offsets that are not whole days', () => {
    expect(latestPassedOffset([7, -1, 2.5], D, `${D}T09:00`)).toBe(7);
  });
});

describe('reminders at once', () => {
  const task = { appointmentId: 12, caseId: 9, type: 'task', title: 'Draft the reply', date: D, assignedTo: 7 };
  it('a task assigned to a colleague reaches them; one assigned to oneself or a meeting does not', () => {
    const r = taskAssignedReminder(task, { userType: 'employee', userId: 8 }, { caseNumber: 'C-9', titleEn: 'T', titleAr: 'ع' });
    expect(r).toMatchObject({ key: 'reminder:task_assigned:12:7', content: { recipientId: 7, kind: 'task_assigned', titleEn: 'New task for you: Draft the reply', titleAr: `مهمة جديدة مسندة إليك: ${isolated('Draft the reply')}` } });
    expect(r?.content).toMatchObject({ bodyEn: 'Due Mar 10, 2026 (case C-9: T)', bodyAr: `تستحق بتاريخ ${isolated(ar(D))} (القضية ${isolated('C-9')}: ${isolated('ع')})` });
    expect(taskAssignedReminder(task, { userType: 'employee', userId: 7 }, null)).toBeNull();
    expect(taskAssignedReminder({ ...task, type: 'meeting' }, { userType: 'admin', userId: 1 }, null)).toBeNull();
    // an admin with the same number as the lawyer is someone else
    expect(taskAssignedReminder(task, { userType: 'admin', userId: 7 }, null)?.content.recipientId).toBe(7);
  });

  it('a missed deadline reaches its lawyers, their supervisor and the admins, each once', () => {
    const rs = deadlineMissedReminders(deadline({ lawyerIds: [7, 8] }), [8, 11], [1, 2]);
    expect(rs.map((r) => `${r.content.recipientType}:${r.content.recipientId}`)).toEqual(['employee:7', 'employee:8', 'employee:11', 'admin:1', 'admin:2']);
    // each names the case it is about (who may read its e-mail in the outbox)
    expect(rs.every((r) => r.content.caseId === 9)).toBe(true);
    expect(new Set(rs.map((r) => r.key)).size).toBe(5);
    expect(rs[0].content).toMatchObject({ titleEn: 'Deadline missed (Mar 15, 2026): Appeal (civil)', titleAr: `فات الموعد النهائي (${isolated(court(addDays(D, 5)))}): ${isolated('استئناف (مدني)')}` });
  });

  it('a withdrawn deadline reaches each of its lawyers once per withdrawal, as a deadline notice saying why in both languages', () => {
    const rs = deadlineChangeReminders(deadline({ lawyerIds: [7, 8, 7] }), { kind: 'withdrawn', reason: 'minutes_removed' }, 2);
    expect(rs.map((r) => r.key)).toEqual(['reminder:deadline_withdrawn:4:2:7', 'reminder:deadline_withdrawn:4:2:8']);
    expect(rs[0].content).toEqual({
      recipientType: 'employee', recipientId: 7, kind: 'deadline_reminder', link: '/lawyer/cases/9', caseId: 9,
      titleEn: 'Deadline withdrawn: Appeal (civil)', titleAr: `تم سحب الموعد القضائي: ${isolated('استئناف (مدني)')}`,
      bodyEn: 'The minutes that recorded the ruling were deleted; its reminders stop. Case C-9: Saeed v. Gulf Trading',
      bodyAr: `${isolated('حُذف المحضر الذي سجّل الحكم')}؛ تتوقف تذكيراته. القضية ${isolated('C-9')}: ${isolated('سعيد ضد الخليج للتجارة')}`,
    });
    // withdrawn again after reopening: a later event of its stream, told again
    expect(deadlineChangeReminders(deadline(), { kind: 'withdrawn', reason: 'ruling_removed' }, 4)[0].key).toBe('reminder:deadline_withdrawn:4:4:7');
  });

  it('a deadline moved by a public holiday or the working week reaches each of its lawyers once per move, with its new and former day and why, in both languages', () => {
    const rs = deadlineChangeReminders(deadline({ lawyerIds: [7, 8, 7], dueDate: '2026-04-06' }), { kind: 'moved', reason: 'holiday', previousDueDate: '2026-04-02' }, 1);
    expect(rs.map((r) => r.key)).toEqual(['reminder:deadline_moved:4:1:7', 'reminder:deadline_moved:4:1:8']);
    expect(rs[0].content).toEqual({
      recipientType: 'employee', recipientId: 7, kind: 'deadline_reminder', link: '/lawyer/cases/9', caseId: 9,
      titleEn: 'Deadline moved (now due Apr 6, 2026): Appeal (civil)', titleAr: `تم نقل الموعد القضائي (يستحق الآن في ${isolated(court('2026-04-06'))}): ${isolated('استئناف (مدني)')}`,
      bodyEn: 'A public holiday changed; it was due Apr 2, 2026. Case C-9: Saeed v. Gulf Trading',
      bodyAr: `${isolated('تغيّرت عطلة رسمية')}؛ كان يستحق في ${isolated(court('2026-04-02'))}. القضية ${isolated('C-9')}: ${isolated('سعيد ضد الخليج للتجارة')}`,
    });
    expect(deadlineChangeReminders(deadline(), { kind: 'moved', reason: 'working_week', previousDueDate: '2026-04-02' }, 2)[0].content.bodyEn).toMatch(/^The working week changed; it was due Apr 2, 2026\./);
  });

  it('scheduled reminders name what they are about and its day, so they leave the bell when it is gone', () => {
    const [h] = dueReminders({ now: dubai(D, '09:00'), timezone: 'Asia/Dubai', hearingDaysBefore: [1], hearings: [{ id: 3, caseId: 9, caseNumber: 'C-9', titleEn: 'x', titleAr: 'x', hearingDate: addDays(D, 1), hearingTime: '10:00 AM', hallName: null, lawyerIds: [7] }], tasks: [], deadlines: [] });
    expect(h.content.about).toEqual({ type: 'hearing', id: 3, day: addDays(D, 1) });
    expect(dueAt(dubai(D, '09:00'), [deadline({ dueDate: D })])[0].content.about).toEqual({ type: 'deadline', id: 4, day: D });
  });

  it('a deadline open again names its new due day', () => {
    const [r] = deadlineChangeReminders(deadline({ dueDate: '2026-04-06' }), { kind: 'reopened' }, 3);
    expect(r.key).toBe('reminder:deadline_reopened:4:3:7');
    expect(r.content).toMatchObject({ kind: 'deadline_reminder', titleEn: 'Deadline open again (due Apr 6, 2026): Appeal (civil)', titleAr: `أُعيد فتح الموعد القضائي (يستحق في ${isolated(court('2026-04-06'))}): ${isolated('استئناف (مدني)')}` });
  });
});

describe('reminder e-mails', () => {
  const n = { titleEn: 'Deadline in 5 days', titleAr: 'موعد نهائي بعد 5 أيام', bodyEn: 'Case C-9', bodyAr: 'القضية C-9' };
  it('are written in the recipient language with the firm name in subject and body', () => {
    const firm = { nameEn: 'Al Noor Advocates', nameAr: 'مكتب النور للمحاماة' };
    const en = composeReminderEmail(n, 'en', firm);
    expect(en.subject).toBe('Al Noor Advocates: Deadline in 5 days');
    expect(en.body).toContain('Case C-9');
    expect(en.body).toContain('Al Noor Advocates');
    const ar = composeReminderEmail(n, 'ar', firm);
    expect(ar.subject).toBe(`${isolated('مكتب النور للمحاماة')}: موعد نهائي بعد 5 أيام`);
    expect(ar.body).toContain('مكتب النور للمحاماة');
    expect(ar.body).not.toContain('Case C-9');
  });

  it('go only to addresses mail can reach', () => {
    expect(deliverable('fatima.zaabi@alnoor-law.ae')).toBe(true);
    expect(deliverable('admin@localhost')).toBe(false);
    expect(deliverable('')).toBe(false);
    expect(deliverable(null)).toBe(false);
  });

  it('without preferences: English and every kind; with them: only the kinds chosen', () => {
    expect(emailPreferences(null)).toEqual({ language: 'en', emailReminders: ['task_assigned', 'hearing_tomorrow', 'task_due', 'deadline_reminder', 'deadline_missed'] });
    expect(emailPreferences({ language: 'ar', emailReminders: ['deadline_missed', 'nonsense'] })).toEqual({ language: 'ar', emailReminders: ['deadline_missed'] });
  });
});

describe('the HTML part of a reminder e-mail', () => {
  it("is laid out in the reader's direction, each line in its own, the text escaped and its isolates kept", () => {
    const html = reminderEmailHtml(`مهمة جديدة مسندة إليك: ${isolated('Tom & <Jerry>')}\n\nAl Noor Advocates`, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<p dir="auto" style="margin:0 0 6px">مهمة جديدة مسندة إليك: ${isolated('Tom &#38; &#60;Jerry&#62;')}</p><br><p dir="auto" style="margin:0 0 6px">Al Noor Advocates</p>`);
    expect(reminderEmailHtml('Hello', 'en')).toContain('<html lang="en" dir="ltr">');
  });

  it('an Arabic subject isolates the firm name, so an English one does not turn it left to right', () => {
    const mail = composeReminderEmail({ titleEn: 'x', titleAr: 'موعد', bodyEn: '', bodyAr: '' }, 'ar', { nameEn: 'Al Noor Advocates', nameAr: '' });
    expect(mail.subject).toBe(`${isolated('Al Noor Advocates')}: موعد`);
  });
});
