import {
  appointmentStatusWording, appointmentTypeWording, automationAssigneeWording, automationTriggerWording, deadlineCountFromWording, deadlineDayKindWording, deadlineMoveReasonWording, deadlineTriggerWording, deadlineWithdrawReasonWording, weekDayWording, caseDirectionWording, casePriorityWording, caseStatusWording, caseUpdateTypeWording,
  consultationStatusWording, courtDayFor, datesInText, fileAttachmentCategoryWording, formatDayFor, isMomentText, lawyerRoleWording, momentFor, rulingTypeWording, timeOfDay, yesNoWording,
  finalRulingWithdrawReasonWording, appointmentMoveReasonWording, conflictRecordWording, bilingual, isMessageKey, type MessageKey, type Bilingual, type DayDigits, type ReadModelName } from '@lawfirm/contracts';
import { firmTimezoneOf } from '@lawfirm/platform';
import type { NameLookup } from '../lawyer/scope.js';
import { streamKindOf, type FormerFields } from './words.js';

/** fields that hold the id of another record, and the read model that names it */
const references: Record<string, ReadModelName> = {
  clientId: 'clients', lawyerId: 'employees', assignedTo: 'employees', attendedLawyerId: 'employees', pleadingLawyerId: 'employees',
  createdBy: 'employees', departmentId: 'departments', officeId: 'branches', caseTypeId: 'case_types', regionId: 'regions', courtId: 'courts',
  districtId: 'court_districts', postponementReasonId: 'adjournment_reasons', reasonId: 'adjournment_reasons', categoryId: 'document_categories',
  ruleId: 'deadline_rules', assigneeId: 'employees', recordedBy: 'employees', 'time-entry.userId': 'employees',
};
const referenceLists: Record<string, ReadModelName> = { lawyerIds: 'employees' };

/** fields that hold a code, by the kind of stream they are in (`case`, `appointment` ...) or for any */
const vocabularies: Record<string, Record<string, Bilingual>> = {
  'case.status': caseStatusWording, 'appointment.status': appointmentStatusWording, priority: casePriorityWording, updateType: caseUpdateTypeWording,
  'appointment.type': appointmentTypeWording, caseDirection: caseDirectionWording, role: lawyerRoleWording, rulingType: rulingTypeWording,
  'file.category': fileAttachmentCategoryWording,
  trigger: deadlineTriggerWording, 'automated-task.trigger': automationTriggerWording, assignTo: automationAssigneeWording, countFrom: deadlineCountFromWording, dayKind: deadlineDayKindWording, 'deadline.reason': { ...deadlineMoveReasonWording, ...deadlineWithdrawReasonWording },
  checkedFor: conflictRecordWording, 'case.reason': finalRulingWithdrawReasonWording, 'appointment.reason': appointmentMoveReasonWording, 'consultation.status': consultationStatusWording,
};

/** days a court set (a hearing, a ruling, a deadline and what it counts from): in Arabic with their Hijri day, as the console shows them */
const courtDays = new Set(['hearingDate', 'nextHearingDate', 'rulingDate', 'previousRulingDate', 'finalDecisionDate', 'preliminaryRulingDate', 'rulingNotificationDate', 'dueDate', 'previousDueDate', 'fromDate']);
/** times of day (a hearing's, a task's, the court hours): '02:30 PM' / '02:30 م', however they were stored */
const timesOfDay = new Set(['hearingTime', 'nextTime', 'time', 'opens', 'closes']);

const same = (text: string): Bilingual => ({ en: text, ar: text });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const joined = (parts: Bilingual[]): Bilingual => ({ en: parts.map((p) => p.en).join(', '), ar: parts.map((p) => p.ar).join('، ') });
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const isBlob = (value: unknown): value is { filename: string } => typeof value === 'object' && value !== null && typeof (value as { filename?: unknown }).filename === 'string';

/** amounts kept in fils */
const filsFields = new Set(['rateFils', 'amountFils']);
const aed = (fils: number): Bilingual => {
  const amount = (fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return { en: `${amount} AED`, ar: `\u2066${amount}\u2069 درهم` };
};
/** an invoice not issued yet has no number */
const draftInvoice: Bilingual = { en: 'a draft invoice', ar: 'مسودة فاتورة' };

/** A record's name in both languages, whatever its catalog calls it (fullName, name, title, category). */
function nameOf(doc: Record<string, unknown> | null): Bilingual {
  for (const stem of ['fullName', 'name', 'title', 'category']) {
    const en = doc?.[`${stem}En`];
    const ar = doc?.[`${stem}Ar`];
    if (typeof en === 'string' || typeof ar === 'string') return { en: String(en ?? ar), ar: String(ar ?? en) };
  }
  return removedRecord;
}

/** what a reference reads as when neither the read models nor the log name it */
const removedRecord: Bilingual = { en: 'a record since removed', ar: 'سجل محذوف' };

/**
 * Reads a stored value as an auditor would: referenced records by their names (a removed one by
 * the name it last had, through `former`), codes and yes/no in words, days as the console writes them
 * (a court's with its Hijri day in Arabic), moments as the firm's day and time in its zone, times of
 * day in each language's way, parties as "name (role)", files by their names; null for nothing. Names come through
 * the request's lookup, each once.
 */
export function valueWording(lookup: NameLookup, former?: FormerFields, timezone: string = firmTimezoneOf(), reader: ReaderPreferences = {}) {
  const { digits, hijri = false } = reader;
  // a text's own days, moments and times, as the reader reads them (an older generated title's ISO day, a note's 09:00 AM in Arabic)
  const inText = (text: string): Bilingual => same(datesInText(text, { timeZone: timezone, digits, hijri }));
  // a record removed since is named as its own stream last left it
  const reference = async (collection: ReadModelName, id: unknown) => {
    const kind = streamKindOf(collection);
    return nameOf((await lookup(collection, id)) ?? (former && kind ? await former(`${kind}-${String(id)}`) : null));
  };
  // a time entry's activity: a standard one's words, or the firm's own by its name in the catalogue
  const activityWords = async (key: string): Promise<Bilingual> => {
    const firms = /^activity-(\d+)$/.exec(key);
    if (firms) return reference('time_activities', Number(firms[1]));
    return isMessageKey(`billing.activity.${key}`) ? bilingual(`billing.activity.${key}` as MessageKey) : same(key);
  };
  const party = async (p: { clientId?: number | null; name?: string | null; role?: string | null }): Promise<Bilingual> => {
    const name = p.clientId ? await reference('clients', p.clientId) : same(p.name ?? '');
    return p.role ? { en: `${name.en} (${p.role})`, ar: `${name.ar} (${p.role})` } : name;
  };
  const wording = async (stream: string, field: string, value: unknown): Promise<Bilingual | null> => {
    if (isEmpty(value)) return null;
    const kind = stream.replace(/-\d+$/, '');
    const referenced = references[`${kind}.${field}`] ?? references[field];
    if (referenced) return reference(referenced, value);
    // money kept in fils ("150000") as the console shows it: "1,500.00 AED" / "1,500.00 درهم"
    if (filsFields.has(field) && typeof value === 'number') return aed(value);
    if (field === 'activity' && typeof value === 'string') return activityWords(value);
    if (field === 'expenseType' && typeof value === 'string' && isMessageKey(`billing.expenseType.${value}`)) return bilingual(`billing.expenseType.${value}` as MessageKey);
    // an invoice's or credit note's lines: how many (its page and PDF show them), never their JSON
    if (field === 'lines' && Array.isArray(value)) return { en: value.length === 1 ? '1 line' : `${value.length} lines`, ar: `${value.length} ${value.length === 1 ? 'بند' : 'بنود'}` };
    if (field === 'invoiceId') {
      const invoice = await lookup('invoices', value);
      return typeof invoice?.number === 'string' ? same(invoice.number) : draftInvoice;
    }
    if (referenceLists[field] && Array.isArray(value)) return joined(await Promise.all(value.map((id) => reference(referenceLists[field], id))));
    const words = vocabularies[`${kind}.${field}`] ?? vocabularies[field];
    if (words && typeof value === 'string') return words[value] ?? same(value);
    if (typeof value === 'boolean') return value ? yesNoWording.yes : yesNoWording.no;
    if (field === 'weekendDays' && Array.isArray(value)) return joined(value.map((d) => weekDayWording[d as keyof typeof weekDayWording] ?? same(String(d))));
    if (field === 'plaintiffs' || field === 'defendants') return joined(await Promise.all((value as Parameters<typeof party>[0][]).map(party)));
    if (field === 'matches' && Array.isArray(value))
      return joined((value as { kind: string; nameEn: string; nameAr?: string; why?: string; whyAr?: string }[]).map((m) => ({
        en: `${m.nameEn} (${m.kind === 'client' ? 'client' : 'opponent'})${m.why ? `: ${m.why}` : ''}`,
        ar: `${m.nameAr || m.nameEn} (${m.kind === 'client' ? 'عميل' : 'خصم'})${m.whyAr ? `: ${m.whyAr}` : ''}`,
      })));
    // a day as the console shows it ("Nov 28, 2026" / 28/11/2026, a court's with its Hijri day in Arabic), not as it is stored
    if (typeof value === 'string' && DAY.test(value))
      return courtDays.has(field)
        ? { en: courtDayFor(value, 'en', { hijri }), ar: courtDayFor(value, 'ar', { hijri: true, digits }) }
        : { en: formatDayFor(value, 'en'), ar: formatDayFor(value, 'ar', { digits }) };
    // a moment (2026-11-28T10:15:00.000Z) as the firm's day and time: "Nov 28, 2026, 02:15 PM" / "28/11/2026، 02:15 م"
    if (isMomentText(value)) return { en: momentFor(value, 'en', { timeZone: timezone }), ar: momentFor(value, 'ar', { timeZone: timezone, digits }) };
    if (timesOfDay.has(field) && typeof value === 'string') return { en: timeOfDay(value, 'en'), ar: timeOfDay(value, 'ar', digits) };
    if (isBlob(value)) return same(value.filename);
    if (Array.isArray(value) && value.every(isBlob)) return joined(value.map((b) => same(b.filename)));
    // any other list as a list ("Skyline Developers", "7, 3, 1"), each item read as a value is, never as JSON
    if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) {
      const items = await Promise.all(value.map((v) => wording(stream, field, v)));
      return joined(items.filter((v): v is Bilingual => v !== null));
    }
    if (typeof value === 'string') return inText(value);
    return same(typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  return Object.assign(wording, { inText });
}

/** how the reader reads days and digits (their profile): Arabic-Indic digits in Arabic, the Hijri day beside a court's day in English too */
export interface ReaderPreferences {
  digits?: DayDigits;
  hijri?: boolean;
}
