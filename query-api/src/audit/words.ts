import { courtDayInBoth, dayIn, dayInBoth, eventDataOf, isEventData, isMomentText, isolate, PDI, RLI, type ReadModelName } from '@lawfirm/contracts';
import { firmTimezoneOf, type EventStore } from '@lawfirm/platform';
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
  invoice: { en: 'Invoice', ar: 'الفاتورة' }, 'time-entry': { en: 'Time entry', ar: 'سجل الوقت' }, expense: { en: 'Expense', ar: 'المصروف' }, payment: { en: 'Payment', ar: 'الدفعة' }, 'invoice-emails': { en: "Invoice's e-mails", ar: 'رسائل الفاتورة' },
  ...Object.fromEntries(['minutes', 'document', 'meeting'].map((source) => [`billing-suggestion-${source}`, { en: 'Suggested time entry', ar: 'سجل الوقت المقترح' }])),
  'billing-rates': { en: "The firm's hourly rates", ar: 'أسعار الساعة لدى المكتب' },
  'expense-treatments': { en: "The firm's VAT treatment of expenses", ar: 'المعاملة الضريبية للمصروفات لدى المكتب' },
  retainer: { en: "Case's retainer", ar: 'الدفعة المقدمة للقضية' },
};

type Doc = Record<string, unknown>;
/**
 * parts of a name, those there are, one after the other; in Arabic each part isolated (an English
 * title, a file number or a day keeps its own order) and the whole read right to left, so its first
 * part stands on the right whatever the parts hold
 */
const joined = (...parts: (Worded | null)[]): Worded | null => {
  const there = parts.filter((p): p is Worded => !!p);
  if (!there.length) return null;
  return { en: there.map((p) => p.en).join(' · '), ar: there.length === 1 ? there[0].ar : `${RLI}${there.map((p) => isolate(p.ar)).join(' · ')}${PDI}` };
};
const same = (v: unknown): Worded | null => (text(v) ? { en: text(v)!, ar: text(v)! } : null);
/** a day a court set, as the console writes it ("Jan 12, 2027" / 12/01/2027 with its Hijri day) */
const courtDay = (v: unknown): Worded | null => {
  const written = courtDayInBoth(v);
  return written.en ? written : null;
};
/** the firm's day of a moment (a consultation's 2026-11-28T21:30:00Z is Nov 29 in Dubai), as the console writes it */
const dayOfMoment = (v: unknown, timezone: string): Worded | null => (isMomentText(v) ? dayInBoth(dayIn(timezone, new Date(v))) : null);
/** the record's own bilingual name: `<stem>En` / `<stem>Ar` */
const own = (stem: string) => (d: Doc) => named(d, `${stem}En`, `${stem}Ar`);
/** what is filed on a case: its own words, then the case's title */
const onCase = (first: (d: Doc, lookup: NameLookup) => Promise<Worded | null> | Worded | null) => async (d: Doc, lookup: NameLookup) =>
  joined(await first(d, lookup), named(await lookup('cases', d.caseId), 'titleEn', 'titleAr'));

type Namer = (d: Doc, lookup: NameLookup, timezone: string) => Promise<Worded | null> | Worded | null;

/**
 * How people know a record of each kind, by its stream's category: where it is read (its read
 * model, by the stream's number) and the words that name it there. A record without a name of its
 * own is named by what it is about (a hearing by its day and its case, a consultation by its client
 * and day), never by its number.
 */
const names: Record<string, { collection: ReadModelName; name: Namer }> = {
  case: { collection: 'cases', name: own('title') },
  file: { collection: 'files', name: (d) => joined(same(d.fileNumber), same(d.subject)) },
  client: { collection: 'clients', name: own('fullName') },
  employee: { collection: 'employees', name: own('fullName') },
  user: { collection: 'users', name: own('fullName') },
  role: { collection: 'roles', name: own('name') },
  region: { collection: 'regions', name: own('name') },
  branch: { collection: 'branches', name: own('name') },
  court: { collection: 'courts', name: own('name') },
  'court-district': { collection: 'court_districts', name: own('name') },
  service: { collection: 'services', name: own('name') },
  'system-setting': { collection: 'system_settings', name: own('name') },
  news: { collection: 'news', name: own('title') },
  'case-type': { collection: 'case_types', name: own('name') },
  'case-degree': { collection: 'case_degrees', name: own('name') },
  'job-title': { collection: 'job_titles', name: own('title') },
  'document-category': { collection: 'document_categories', name: own('category') },
  department: { collection: 'departments', name: own('title') },
  'adjournment-reason': { collection: 'adjournment_reasons', name: own('name') },
  'automated-task': { collection: 'automated_tasks', name: own('taskText') },
  'deadline-rule': { collection: 'deadline_rules', name: own('name') },
  holiday: { collection: 'holidays', name: own('name') },
  'time-activity': { collection: 'time_activities', name: own('name') },
  consultation: { collection: 'consultations', name: async (d, lookup, timezone) => joined(named(await lookup('clients', d.clientId), 'fullNameEn', 'fullNameAr'), dayOfMoment(d.scheduledDate, timezone)) },
  hearing: { collection: 'hearings', name: onCase((d) => courtDay(d.hearingDate)) },
  minutes: { collection: 'hearing_minutes', name: onCase(async (d, lookup) => courtDay((await lookup('hearings', d.hearingId))?.hearingDate)) },
  // a task the portal made is named in each language, what a person typed as typed
  appointment: { collection: 'appointments', name: onCase((d) => (text(d.titleAr) && text(d.title) ? { en: text(d.title)!, ar: text(d.titleAr)! } : same(d.title))) },
  'case-document': { collection: 'case_documents', name: onCase((d) => same(d.name)) },
  deadline: { collection: 'deadlines', name: onCase(own('name')) },
};

/** The kind of stream (`court`) whose records a read model (`courts`) holds, for naming a removed one. */
export const streamKindOf = (collection: ReadModelName): string | undefined => Object.keys(names).find((k) => names[k].collection === collection);

/** A record's fields as its own stream last left them, or null when it has no events (see formerFields). */
export type FormerFields = (stream: string) => Promise<Doc | null>;

/**
 * A removed record's fields from its stream (nothing is forgotten): every event's data laid over
 * the one before, so a deleted emirate is still named by the name it last had. Each stream is read
 * once per lookup.
 */
export function formerFields(eventStore: Pick<EventStore, 'readStream'>): FormerFields {
  const cache = new Map<string, Promise<Doc | null>>();
  return (stream) => {
    if (!cache.has(stream))
      cache.set(stream, eventStore.readStream(stream).then((events) => (events.length ? Object.assign({}, ...events.map((e) => eventDataOf(e.data))) : null)));
    return cache.get(stream)!;
  };
}

/**
 * Which record a stream is, in words: 'Case: Emirates Trading v. Gulf Supplies', 'Emirate:
 * Fujairah', 'Hearing: Jan 12, 2027 · Emirates v. Gulf' (in Arabic the hearing's Hijri day beside
 * it), 'Sign-ins of Fatima Al Zaabi'. The name is
 * the record's current one (as the lists and the search show it today), the same in every line
 * that names it; a removed record is named as it last was (`former`, from its own stream), or by
 * its kind alone when that cannot be read. Never the stream's own name (`case-7`) nor a number
 * standing for a name.
 */
export async function recordOf(lookup: NameLookup, stream: string, former?: FormerFields, timezone: string = firmTimezoneOf()): Promise<Worded> {
  const signIns = /^signins-(admin|employee)-(.+)$/.exec(stream);
  if (signIns) {
    const who = await whoOf(lookup, signIns[1] === 'admin' ? 'user' : 'employee', Number(signIns[2]));
    return { en: `Sign-ins of ${who.en}`, ar: `عمليات تسجيل دخول ${isolate(who.ar)}` };
  }
  const checks = /^conflict-checks-(admin|employee)-(.+)$/.exec(stream);
  if (checks) {
    const who = await whoOf(lookup, checks[1] === 'admin' ? 'user' : 'employee', Number(checks[2]));
    return { en: `Conflict checks of ${who.en}`, ar: `عمليات التحقق من التعارض التي أجراها ${isolate(who.ar)}` };
  }
  // an e-invoice is named by the number printed on its invoice or credit note
  const eInvoice = /^e-invoice-((?:INV|CN)-\d+)$/.exec(stream);
  if (eInvoice) return { en: `E-invoice ${eInvoice[1]}`, ar: `الفاتورة الإلكترونية ${isolate(eInvoice[1])}` };
  // who points to a record is kept on its `refs-` stream: named by the record it is about
  const refs = /^refs-(.+)$/.exec(stream);
  if (refs) {
    const about = await recordOf(lookup, refs[1], former, timezone);
    return { en: `Records linked to ${about.en}`, ar: `السجلات المرتبطة بـ${isolate(about.ar)}` };
  }
  const m = /^(.+)-(\d+)$/.exec(stream);
  const category = m?.[1] ?? stream;
  const noun = nouns[category] ?? nouns[stream];
  if (!noun) return { en: 'A record of the portal', ar: 'سجل من سجلات البوابة' };
  if (!m) return noun;
  const source = names[category];
  const doc = source ? ((await lookup(source.collection, Number(m[2]))) ?? (former ? await former(stream) : null)) : null;
  const name = source && doc ? await source.name(doc, lookup, timezone) : null;
  // in Arabic the name isolated: an English title, a number or a day after the noun reads as written
  return name ? { en: `${noun.en}: ${name.en}`, ar: `${noun.ar}: ${isolate(name.ar)}` } : noun;
}

/** One row of the audit log in words beside its raw fields: who, what happened, to which record, and the command that did it. */
export async function wordedLogRow(lookup: NameLookup, row: Record<string, unknown>, former?: FormerFields, timezone: string = firmTimezoneOf()) {
  const [who, record] = await Promise.all([whoOf(lookup, row.userType, row.userId), recordOf(lookup, String(row.stream), former, timezone)]);
  return {
    ...row,
    whoEn: who.en, whoAr: who.ar,
    ...summaryOf(String(row.type), isEventData(row.data) ? row.data : null),
    recordEn: record.en, recordAr: record.ar,
    ...commandLabel(typeof row.command === 'string' ? row.command : null),
  };
}
