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

/** The commands under which the portal makes tasks by itself: an automated-task rule's (`AutomatedTask:{ruleId}`) and the appeal sweep's. */
export const isGeneratedTaskCommand = (command: unknown): boolean => typeof command === 'string' && (command.startsWith('AutomatedTask:') || command === 'AppealDeadlineSweep');
/** The description of a task the portal made by itself (before tasks said what made them). */
export const generatedTaskNote = { en: 'Made automatically by the portal', ar: 'أنشأتها البوابة تلقائيًا' };
/** The description of a task an automated-task rule made: what made it, in both languages. */
export const automatedTaskNote = (trigger: AutomationTrigger): { en: string; ar: string } => ({
  en: `${generatedTaskNote.en}: ${automationTriggerWording[trigger].en.toLowerCase()}`,
  ar: `${generatedTaskNote.ar}: ${automationTriggerWording[trigger].ar}`,
});

/**
 * A meeting's or task's title and description as a reader reads them: a task the portal made has
 * its wording in both languages (`titleAr` / `descriptionAr` beside the English `title` /
 * `description`), what a person typed reads as typed in every language.
 */
export function appointmentWordingFor(record: object, lang: 'en' | 'ar'): { title: string; description: string } {
  const a = record as { title?: unknown; description?: unknown; titleAr?: unknown; descriptionAr?: unknown };
  const generated = typeof a.titleAr === 'string' && a.titleAr !== '';
  return {
    title: String((lang === 'ar' && generated ? a.titleAr : a.title) ?? ''),
    description: String((lang === 'ar' && generated ? (a.descriptionAr ?? a.description) : a.description) ?? ''),
  };
}

/**
 * A field the portal may have written in both languages, as a reader reads it: `<field>Ar` beside
 * it when the portal wrote it (a hearing's `whatIsRequested` the minutes set), else as typed.
 */
export function generatedWordingFor(record: object | null | undefined, field: string, lang: 'en' | 'ar'): string {
  const r = (record ?? {}) as Record<string, unknown>;
  const arabic = r[`${field}Ar`];
  const value = lang === 'ar' && typeof arabic === 'string' && arabic ? arabic : r[field];
  return value === null || value === undefined ? '' : String(value);
}
/** Both languages at once (the calendar feed, e-mails, reminders). */
export const appointmentWordingInBoth = (a: object) => ({ en: appointmentWordingFor(a, 'en'), ar: appointmentWordingFor(a, 'ar') });
