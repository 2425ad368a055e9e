// Without zod, so that the console's wording can name triggers without loading the schemas.

/**
 * What makes an automated task run: the event, and how many days from that event's date the
 * created task is due (negative: before it). `none` keeps the rule a template only. The event's
 * date: the day the case was opened or the minutes recorded (firm time zone), the hearing's date,
 * the ruling's date, the deadline's due date.
 */
export const automationTriggers = ['none', 'case_opened', 'hearing_scheduled', 'minutes_recorded', 'final_ruling', 'deadline_opened'] as const;
export type AutomationTrigger = (typeof automationTriggers)[number];
/** The note on an automated task cancelled because its hearing was deleted (both languages: it is the task's own text). */
export const hearingTaskCancelledNote = { en: 'Cancelled: the hearing it was made for was deleted', ar: 'أُلغيت: حُذفت الجلسة التي أُنشئت من أجلها' };
/** The note on an automated task cancelled because the final ruling it was made for was withdrawn (its minutes deleted, or no longer recording it). */
export const rulingTaskCancelledNote = { en: 'Cancelled: the final ruling it was made for was withdrawn', ar: 'أُلغيت: سُحب الحكم النهائي الذي أُنشئت من أجله' };
/** The note on an automated task cancelled because the court deadline it was made for was withdrawn. */
export const deadlineTaskCancelledNote = { en: 'Cancelled: the court deadline it was made for was withdrawn', ar: 'أُلغيت: سُحب الموعد القضائي الذي أُنشئت من أجله' };
/** Who a created task goes to: the case's first responsible lawyer, or one named employee (`assigneeId`). */
export const automationAssignees = ['case_lawyer', 'employee'] as const;
export type AutomationAssignee = (typeof automationAssignees)[number];

/** The triggers and assignees in words (the console's dialog and list, the audit history). */
export const automationTriggerWording: Record<AutomationTrigger, { en: string; ar: string }> = {
  none: { en: 'Not automatic (kept as a template)', ar: 'غير تلقائية (تُحفظ كنموذج)' },
  case_opened: { en: 'A case is opened', ar: 'فتح قضية' },
  hearing_scheduled: { en: 'A hearing is scheduled', ar: 'جدولة جلسة' },
  minutes_recorded: { en: 'Hearing minutes are recorded', ar: 'تسجيل محضر جلسة' },
  final_ruling: { en: 'A final ruling is recorded', ar: 'تسجيل حكم نهائي' },
  deadline_opened: { en: 'A court deadline opens', ar: 'فتح مهلة قضائية' },
};
export const automationAssigneeWording: Record<AutomationAssignee, { en: string; ar: string }> = {
  case_lawyer: { en: 'The case’s first responsible lawyer', ar: 'أول محامٍ مسؤول عن القضية' },
  employee: { en: 'A named employee', ar: 'موظف محدد' },
};
