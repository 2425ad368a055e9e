import type { NameLookup } from '../lawyer/scope.js';
import { commandLabel, summaryOf } from './describe.js';

/** Something worded in both languages. */
export interface Worded {
  en: string;
  ar: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** a record's name in both languages, each falling back on the other */
const named = (doc: Record<string, unknown> | null, en: string, ar: string): Worded | null => {
  const e = text(doc?.[en]);
  const a = text(doc?.[ar]);
  return e || a ? { en: (e ?? a)!, ar: (a ?? e)! } : null;
};

/**
 * Who did it, by name: an admin's account (`user`, `admin` in a session) or an employee, the
 * system for what the portal did itself; an account since removed is said to be one, never by
 * its number.
 */
export async function whoOf(lookup: NameLookup, userType: unknown, userId: unknown): Promise<Worded> {
  if (userType === 'system' || userId === null || userId === undefined) return { en: 'System', ar: 'النظام' };
  if (userType === 'employee') return named(await lookup('employees', userId), 'fullNameEn', 'fullNameAr') ?? { en: 'A former employee', ar: 'موظف سابق' };
  return named(await lookup('users', userId), 'fullNameEn', 'fullNameAr') ?? { en: 'A former admin', ar: 'مسؤول سابق' };
}

/** The kinds of record a stream's category names, in both languages (those of no noun here read as 'a record of the portal'). */
const nouns: Record<string, Worded> = {
  case: { en: 'Case', ar: 'القضية' }, file: { en: 'File', ar: 'الملف' }, hearing: { en: 'Hearing', ar: 'الجلسة' }, minutes: { en: 'Minutes', ar: 'المحضر' },
  appointment: { en: 'Meeting or task', ar: 'الاجتماع أو المهمة' }, 'case-document': { en: 'Case document', ar: 'مستند القضية' }, deadline: { en: 'Court deadline', ar: 'الموعد القضائي' },
  client: { en: 'Client', ar: 'العميل' }, consultation: { en: 'Consultation', ar: 'الاستشارة' }, employee: { en: 'Employee', ar: 'الموظف' }, user: { en: 'Admin account', ar: 'حساب المسؤول' },
  role: { en: 'Role', ar: 'الدور' }, region: { en: 'Emirate', ar: 'الإمارة' }, branch: { en: 'Branch', ar: 'الفرع' }, court: { en: 'Court', ar: 'المحكمة' },
  'court-district': { en: 'Court district', ar: 'المنطقة القضائية' }, service: { en: 'Service', ar: 'الخدمة' }, news: { en: 'News article', ar: 'الخبر' },
  'case-type': { en: 'Case type', ar: 'نوع القضية' }, 'case-degree': { en: 'Case degree', ar: 'درجة التقاضي' }, 'job-title': { en: 'Job title', ar: 'المسمى الوظيفي' },
  'document-category': { en: 'Document category', ar: 'فئة المستندات' }, department: { en: 'Department', ar: 'القسم' }, 'adjournment-reason': { en: 'Postponement reason', ar: 'سبب التأجيل' },
  'automated-task': { en: 'Automated task rule', ar: 'قاعدة المهمة الآلية' }, 'deadline-rule': { en: 'Deadline rule', ar: 'قاعدة الموعد' }, holiday: { en: 'Public holiday', ar: 'العطلة الرسمية' },
  'system-setting': { en: 'Setting', ar: 'الإعداد' }, 'firm-profile': { en: 'Firm details', ar: 'بيانات المكتب' }, 'working-week': { en: 'Weekend days', ar: 'أيام عطلة نهاية الأسبوع' },
  notification: { en: 'Reminder', ar: 'التذكير' }, 'reminder-email': { en: 'Reminder e-mail', ar: 'بريد التذكير' }, preferences: { en: 'Preferences', ar: 'التفضيلات' },
  'calendar-feed': { en: 'Calendar link', ar: 'رابط التقويم' }, upload: { en: 'Uploaded file', ar: 'الملف المرفوع' },
};

/** where a record's own name is read, by its stream's category */
const names: Record<string, { collection: string; en: string; ar: string }> = {
  case: { collection: 'cases', en: 'titleEn', ar: 'titleAr' },
  file: { collection: 'files', en: 'fileNumber', ar: 'fileNumber' },
  client: { collection: 'clients', en: 'fullNameEn', ar: 'fullNameAr' },
  employee: { collection: 'employees', en: 'fullNameEn', ar: 'fullNameAr' },
  user: { collection: 'users', en: 'fullNameEn', ar: 'fullNameAr' },
};

/**
 * Which record a stream is, in words: 'Case: Emirates Trading v. Gulf Supplies', 'Sign-ins of
 * Fatima Al Zaabi', 'Hearing 12' (a record without a name of its own keeps its number, as the
 * screens that list it show it). Never the stream's own name (`case-7`, `signins-admin-1`).
 */
export async function recordOf(lookup: NameLookup, stream: string): Promise<Worded> {
  const signIns = /^signins-(admin|employee)-(.+)$/.exec(stream);
  if (signIns) {
    const who = await whoOf(lookup, signIns[1] === 'admin' ? 'user' : 'employee', Number(signIns[2]));
    return { en: `Sign-ins of ${who.en}`, ar: `عمليات تسجيل دخول ${who.ar}` };
  }
  const m = /^(.+)-(\d+)$/.exec(stream);
  const category = m?.[1] ?? stream;
  const noun = nouns[category] ?? nouns[stream];
  if (!noun) return { en: 'A record of the portal', ar: 'سجل من سجلات البوابة' };
  if (!m) return noun;
  const source = names[category];
  const name = source ? named(await lookup(source.collection, Number(m[2])), source.en, source.ar) : null;
  return name ? { en: `${noun.en}: ${name.en}`, ar: `${noun.ar}: ${name.ar}` } : { en: `${noun.en} ${m[2]}`, ar: `${noun.ar} ${m[2]}` };
}

/** One row of the audit log in words beside its raw fields: who, what happened, to which record, and the command that did it. */
export async function wordedLogRow(lookup: NameLookup, row: Record<string, unknown>) {
  const [who, record] = await Promise.all([whoOf(lookup, row.userType, row.userId), recordOf(lookup, String(row.stream))]);
  return {
    ...row,
    whoEn: who.en, whoAr: who.ar,
    ...summaryOf(String(row.type)),
    recordEn: record.en, recordAr: record.ar,
    ...commandLabel(typeof row.command === 'string' ? row.command : null),
  };
}
