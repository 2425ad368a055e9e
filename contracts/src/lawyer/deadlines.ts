import { z } from 'zod';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { timesInTwentyFourHours } from '../events/registry.js';
import { declareEvent, optionalTextOf, optionalWhole, storedClockTime, storedDay, text, whole as storedWhole, type EventOf } from '../events/typed.js';
import { calendarDay, clockTime, flag, optionalText, recordVersion, requiredText, wholeNumber } from '../validation.js';
import { minutesOfClockTime } from '../clockTime.js';
import { weekDays } from '../deadlineDates.js';
import { caseCategories } from './caseSettings.js';

/**
 * Court deadlines (issue 25): the rules a firm keeps (case settings), its working calendar
 * (weekend days, public holidays) and the deadlines opened on cases, stream `deadline-{id}` (deadlineStream).
 */
export const deadlineTriggers = ['final_ruling', 'preliminary_ruling', 'hearing_adjourned'] as const;
export type DeadlineTrigger = (typeof deadlineTriggers)[number];
export const deadlineCountFrom = ['ruling_date', 'notification_date'] as const;
export const deadlineDayKinds = ['calendar', 'working'] as const;
/** withdrawn: the minutes that opened it were deleted or no longer record its ruling (see DeadlineWithdrawn) */
export const deadlineStatuses = ['open', 'met', 'missed', 'withdrawn'] as const;
export type DeadlineStatus = (typeof deadlineStatuses)[number];
export const deadlineMoveReasons = ['holiday', 'working_week', 'ruling_dates'] as const;
export type DeadlineMoveReason = (typeof deadlineMoveReasons)[number];
/** why an open deadline was withdrawn: its minutes deleted, or revised so they no longer record its ruling or its adjournment */
export const deadlineWithdrawReasons = ['minutes_removed', 'ruling_removed', 'adjournment_removed'] as const;
export type DeadlineWithdrawReason = (typeof deadlineWithdrawReasons)[number];

const whole = (key: 'validation.deadlineDays' | 'validation.remindDaysBefore') => wholeNumber(key);

/** `[7, 3, 1]`, or `"7, 3, 1"` from a form; kept without repeats, the earliest reminder first */
const reminderDays = z
  .union([z.array(whole('validation.remindDaysBefore'), { error: 'validation.remindDaysBefore' }), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    const list = v === undefined || v === null ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : NaN)) : v;
    if (list.some((n) => !Number.isInteger(n) || n < 1)) {
      ctx.addIssue({ code: 'custom', message: 'validation.remindDaysBefore' });
      return z.NEVER;
    }
    return [...new Set(list)].sort((a, b) => b - a);
  });

export const deadlineRuleInput = z
  .object({
    nameEn: requiredText('validation.required', 200),
    nameAr: requiredText('validation.required', 200),
    trigger: z.enum(deadlineTriggers, { error: 'validation.deadlineTrigger' }),
    caseCategory: z.union([z.literal(''), z.null(), z.enum(caseCategories)], { error: 'validation.deadlineCaseCategory' }).optional().transform((v) => (v ? v : null)),
    days: whole('validation.deadlineDays').pipe(z.number().min(1, { error: 'validation.deadlineDays' }).max(365, { error: 'validation.deadlineDays' })),
    countFrom: z.enum(deadlineCountFrom, { error: 'validation.deadlineCountFrom' }),
    dayKind: z.enum(deadlineDayKinds, { error: 'validation.deadlineDayKind' }),
    remindDaysBefore: reminderDays,
    isActive: flag(true),
  })
  .superRefine((r, ctx) => {
    if (r.remindDaysBefore.some((n) => n >= r.days)) ctx.addIssue({ code: 'custom', path: ['remindDaysBefore'], message: 'validation.remindDaysBefore' });
  });
export type DeadlineRuleFields = z.output<typeof deadlineRuleInput>;

const ruleFields = {
  nameEn: text(200), nameAr: text(200), trigger: z.enum(deadlineTriggers), caseCategory: z.enum(caseCategories).nullable(),
  days: storedWhole(1).max(365), countFrom: z.enum(deadlineCountFrom), dayKind: z.enum(deadlineDayKinds),
  remindDaysBefore: z.array(storedWhole(1)).max(20), isActive: z.boolean(),
};
export const deadlineRuleEvents = declareCatalogEvents(
  { idField: 'ruleId', added: 'DeadlineRuleAdded', revised: 'DeadlineRuleRevised', removed: 'DeadlineRuleRemoved', toggles: { isActive: { on: 'DeadlineRuleReactivated', off: 'DeadlineRuleDeactivated' } } },
  ruleFields,
);
/** a deadline rule's stream `deadline-rule-{id}` */
export type DeadlineRuleEvent = CatalogEventOf<typeof deadlineRuleEvents>;

/** a public holiday, one day or several (both ends included) */
export const holidayInput = z
  .object({
    nameEn: requiredText('validation.required', 200),
    nameAr: requiredText('validation.required', 200),
    startDate: calendarDay('validation.dateRequired'),
    endDate: calendarDay('validation.dateRequired'),
  })
  .superRefine((h, ctx) => {
    if (h.endDate < h.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.holidayEndBeforeStart' });
    else if (Date.parse(h.endDate) - Date.parse(h.startDate) > 60 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.holidayTooLong' });
  });
export const holidayEvents = declareCatalogEvents(
  { idField: 'holidayId', added: 'HolidayAdded', revised: 'HolidayRevised', removed: 'HolidayRemoved' },
  { nameEn: text(200), nameAr: text(200), startDate: storedDay(), endDate: storedDay() },
);
/** a holiday's stream `holiday-{id}` */
export type HolidayEvent = CatalogEventOf<typeof holidayEvents>;

/** the firm's weekend: at least one working day is left */
export const workingWeekInput = z.object({
  weekendDays: z
    .array(z.enum(weekDays, { error: 'validation.weekendDays' }), { error: 'validation.weekendDays' })
    .max(6, { error: 'validation.weekendDays' })
    .transform((d) => weekDays.filter((w) => d.includes(w))),
  version: recordVersion,
});
/** stream `working-week`, one for the firm */
export const WORKING_WEEK_STREAM = 'working-week';
export const WorkingWeekSet = declareEvent('WorkingWeekSet', 1, z.strictObject({ weekendDays: z.array(z.enum(weekDays)).max(6) }));

/** the hours courts sit (hearingWarnings.ts), in the same stream as the weekend: a hearing outside them is worth a second look */
export const courtHoursInput = z
  .object({ opens: clockTime(), closes: clockTime(), version: recordVersion })
  .superRefine((h, ctx) => {
    if ((minutesOfClockTime(h.closes) ?? 0) <= (minutesOfClockTime(h.opens) ?? 0)) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'validation.courtHoursOrder' });
  });
declareEvent('CourtHoursSet', 1, z.strictObject({ opens: text(20), closes: text(20) }));
export const CourtHoursSet = declareEvent('CourtHoursSet', 2, z.strictObject({ opens: storedClockTime(), closes: storedClockTime() }), timesInTwentyFourHours('opens', 'closes'));
/** the firm's working week stream: its weekend days and court hours */
export type WorkingWeekEvent = EventOf<typeof WorkingWeekSet> | EventOf<typeof CourtHoursSet>;

/** a deadline's closing by its lawyer */
export const deadlinePatchInput = z.object({
  status: z.literal('met', { error: 'validation.deadlineStatus' }),
  note: optionalText(2000),
});

export const deadlineStream = (deadlineId: number) => `deadline-${deadlineId}`;

export const DeadlineOpened = declareEvent(
  'DeadlineOpened',
  1,
  z.strictObject({
    deadlineId: storedWhole(1), caseId: storedWhole(1), ruleId: storedWhole(1), trigger: z.enum(deadlineTriggers), minutesId: storedWhole(1), hearingId: optionalWhole(1),
    nameEn: text(200), nameAr: text(200), countFrom: z.enum(deadlineCountFrom), fromDate: storedDay(), days: z.int().min(1).max(365),
    dayKind: z.enum(deadlineDayKinds), dueDate: storedDay(), lawyerIds: z.array(storedWhole(1)).max(50),
    remindDaysBefore: z.array(storedWhole(1)).max(20),
    openedBy: z.strictObject({ stream: text(200), position: storedWhole(0) }),
  }),
);
export const DeadlineMoved = declareEvent(
  'DeadlineMoved',
  1,
  z.strictObject({ deadlineId: storedWhole(1), dueDate: storedDay(), previousDueDate: storedDay(), reason: z.enum(deadlineMoveReasons) }),
);
export const DeadlineMet = declareEvent('DeadlineMet', 1, z.strictObject({ deadlineId: storedWhole(1), note: optionalTextOf(2000) }));
export const DeadlineMissed = declareEvent('DeadlineMissed', 1, z.strictObject({ deadlineId: storedWhole(1) }));
/** an open deadline whose ruling is gone: no reminders, never missed */
export const DeadlineWithdrawn = declareEvent('DeadlineWithdrawn', 1, z.strictObject({ deadlineId: storedWhole(1), reason: z.enum(deadlineWithdrawReasons) }));
/** a withdrawn deadline whose ruling the minutes record again: open again, counted from the dates they now give */
export const DeadlineReopened = declareEvent(
  'DeadlineReopened',
  1,
  z.strictObject({ deadlineId: storedWhole(1), fromDate: storedDay(), dueDate: storedDay(), previousDueDate: storedDay() }),
);

export type DeadlineEvent =
  | EventOf<typeof DeadlineOpened>
  | EventOf<typeof DeadlineMoved>
  | EventOf<typeof DeadlineMet>
  | EventOf<typeof DeadlineMissed>
  | EventOf<typeof DeadlineWithdrawn>
  | EventOf<typeof DeadlineReopened>;

/** the codes of deadlines in words (history, lists) */
export const deadlineTriggerWording: Record<DeadlineTrigger, { en: string; ar: string }> = {
  final_ruling: { en: 'Final ruling', ar: 'حكم نهائي' },
  preliminary_ruling: { en: 'Preliminary ruling', ar: 'حكم تمهيدي' },
  hearing_adjourned: { en: 'Hearing adjourned', ar: 'تأجيل الجلسة' },
};
export const deadlineCountFromWording: Record<(typeof deadlineCountFrom)[number], { en: string; ar: string }> = {
  ruling_date: { en: 'From the ruling date', ar: 'من تاريخ الحكم' },
  notification_date: { en: 'From the notification date', ar: 'من تاريخ الإعلان' },
};
export const deadlineDayKindWording: Record<(typeof deadlineDayKinds)[number], { en: string; ar: string }> = {
  calendar: { en: 'Calendar days', ar: 'أيام تقويمية' },
  working: { en: 'Working days', ar: 'أيام عمل' },
};
export const deadlineMoveReasonWording: Record<DeadlineMoveReason, { en: string; ar: string }> = {
  holiday: { en: 'A public holiday changed', ar: 'تغيّرت عطلة رسمية' },
  working_week: { en: 'The working week changed', ar: 'تغيّر أسبوع العمل' },
  ruling_dates: { en: 'The ruling dates changed', ar: 'تغيّرت تواريخ الحكم' },
};
export const deadlineWithdrawReasonWording: Record<DeadlineWithdrawReason, { en: string; ar: string }> = {
  minutes_removed: { en: 'The minutes that recorded the ruling were deleted', ar: 'حُذف المحضر الذي سجّل الحكم' },
  ruling_removed: { en: 'The minutes no longer record the ruling', ar: 'لم يعد المحضر يتضمن الحكم' },
  adjournment_removed: { en: 'The minutes no longer record an adjournment to a next hearing', ar: 'لم يعد المحضر يتضمن تأجيل الجلسة إلى جلسة قادمة' },
};
export const weekDayWording: Record<(typeof weekDays)[number], { en: string; ar: string }> = {
  sunday: { en: 'Sunday', ar: 'الأحد' }, monday: { en: 'Monday', ar: 'الاثنين' }, tuesday: { en: 'Tuesday', ar: 'الثلاثاء' }, wednesday: { en: 'Wednesday', ar: 'الأربعاء' },
  thursday: { en: 'Thursday', ar: 'الخميس' }, friday: { en: 'Friday', ar: 'الجمعة' }, saturday: { en: 'Saturday', ar: 'السبت' },
};

/** A deadline as the query API answers it (GET /api/lawyer/deadlines and /api/lawyer/deadlines/{id}). */
export type DeadlineAnswer = {
  id: number;
  caseId: number;
  caseNumber: string | null;
  titleEn: string | null;
  titleAr: string | null;
  ruleId: number;
  nameEn: string;
  nameAr: string;
  trigger: DeadlineTrigger;
  minutesId: number | null;
  countFrom: (typeof deadlineCountFrom)[number];
  fromDate: string;
  days: number;
  dayKind: (typeof deadlineDayKinds)[number];
  dueDate: string;
  /** from the due date to the firm's today, as the server counts it */
  daysLeft: number;
  status: DeadlineStatus;
  note: string | null;
  lawyerIds: number[];
  remindDaysBefore: number[];
  /** why a withdrawn deadline was withdrawn, null otherwise */
  withdrawnReason: DeadlineWithdrawReason | null;
  /** the event that opened it */
  openedBy: { stream: string; position: number };
  version: number;
};

/** A ruling's court deadline as GET /api/lawyer/final-rulings gives it. */
export type RulingDeadline = Pick<DeadlineAnswer, 'id' | 'ruleId' | 'nameEn' | 'nameAr' | 'dueDate' | 'daysLeft' | 'status'>;

/**
 * A deadline minutes wait to open until they record the day the ruling was notified
 * (GET /api/lawyer/final-rulings and /api/hearing-minutes/{id}: `waitingDeadlines`).
 */
export type WaitingDeadline = {
  ruleId: number;
  /** the rule's trigger */
  trigger: string;
  nameEn: string;
  nameAr: string;
};

/** GET /api/case-settings/working-week: the firm's weekend and court hours (the defaults until set). */
export type WorkingWeekAnswer = { id: 1; weekendDays: (typeof weekDays)[number][]; courtHours: { opens: string; closes: string }; version: number };

/** A public holiday as the `holidays` read model keeps it and GET /api/case-settings/holidays lists it (both ends included). */
export type HolidayAnswer = { id: number; nameEn: string; nameAr: string; startDate: string; endDate: string; createdAt: string; version: number; updatedAt: string };
