import type { MinutesFields } from './minutes.js';

// No zod here: the console's first pages read these labels (a deadline's notification date) and
// must not load the validation library with them.

/**
 * The minutes' fields as the lawyer fills them in, each with its label: the one list the console's
 * form (labels, the body it sends) and the audit's wording read. `attendedLawyer` and
 * `pleadingLawyer` are names the portal writes from the chosen ids, not fields of the form.
 */
export const minutesFieldLabels = {
  hearingTime: { en: 'Hearing Time', ar: 'وقت الجلسة' },
  rollNumber: { en: 'Roll Number', ar: 'رقم الرول' },
  hallNumber: { en: 'Hall Number', ar: 'رقم القاعة' },
  attendedLawyerId: { en: 'Attending Lawyer', ar: 'المحامي الحاضر' },
  pleadingLawyerId: { en: 'Responsible Lawyer', ar: 'المحامي المسؤول' },
  hearingReport: { en: 'Hearing Report', ar: 'تقرير الجلسة' },
  sessionNotes: { en: 'Session Notes', ar: 'ملاحظات الجلسة' },
  notes: { en: 'Notes', ar: 'ملاحظات' },
  postponementReasonId: { en: 'Postponement Reason', ar: 'سبب التأجيل' },
  rulingType: { en: 'Ruling Type', ar: 'نوع الحكم' },
  finalDecision: { en: 'Confirm final decision', ar: 'تأكيد الحكم النهائي' },
  finalDecisionDate: { en: 'Decision Date', ar: 'تاريخ الحكم' },
  finalDecisionText: { en: 'Decision Text', ar: 'نص الحكم' },
  preliminaryRulingDescription: { en: 'Preliminary Ruling Description', ar: 'وصف الحكم التمهيدي' },
  preliminaryRulingDate: { en: 'Preliminary Ruling Date', ar: 'تاريخ الحكم التمهيدي' },
  rulingNotificationDate: { en: 'Date the Ruling Was Notified', ar: 'تاريخ إعلان الحكم' },
  hasNextHearing: { en: 'Next Hearing', ar: 'الجلسة القادمة' },
  nextHearingDate: { en: 'Next Hearing Date', ar: 'تاريخ الجلسة القادمة' },
  nextTime: { en: 'Next Hearing Time', ar: 'وقت الجلسة القادمة' },
  nextRollNumber: { en: 'Next Roll Number', ar: 'رقم الرول القادم' },
  nextHallNumber: { en: 'Next Hall Number', ar: 'رقم القاعة القادمة' },
} as const satisfies Record<Exclude<keyof MinutesFields, 'attendedLawyer' | 'pleadingLawyer'>, { en: string; ar: string }>;
export type MinutesFieldName = keyof typeof minutesFieldLabels;
export const minutesFieldNames = Object.keys(minutesFieldLabels) as MinutesFieldName[];
