// No relative imports here: the browser tests read this catalogue as it is.
import { automationAssignees, automationAssigneeWording, automationTriggers, automationTriggerWording } from '@lawfirm/contracts/lawyer/automation.ts';

export const taskTriggers = automationTriggers;
export const taskAssignees = automationAssignees;

// Arabic plural forms in polyglot's order: zero, one, two, few (3-10), many (11-99), other (100+)
const ar6 = (...forms: [string, string, string, string, string, string]) => forms.join(' |||| ');

/** When an automated task is created, from what date it is due, and who it goes to: in words. */
export const triggerWording = {
  fields: {
    trigger: { en: 'Created When', ar: 'تُنشأ عند' },
    offsetDays: { en: 'Due (days from that date)', ar: 'الاستحقاق (أيام من ذلك التاريخ)' },
    assignTo: { en: 'Assigned To', ar: 'تُسند إلى' },
    assigneeId: { en: 'Employee', ar: 'الموظف' },
    due: { en: 'Due', ar: 'موعد الاستحقاق' },
  },
  triggers: automationTriggerWording,
  /** the date each trigger's offset counts from */
  eventDates: {
    case_opened: { en: 'the day the case is opened', ar: 'يوم فتح القضية' },
    hearing_scheduled: { en: 'the hearing date', ar: 'تاريخ الجلسة' },
    minutes_recorded: { en: 'the day the minutes are recorded', ar: 'يوم تسجيل المحضر' },
    final_ruling: { en: 'the ruling date', ar: 'تاريخ الحكم' },
    deadline_opened: { en: 'the deadline’s last day', ar: 'آخر يوم في المهلة' },
  },
  dueOn: { en: 'On %{event}', ar: 'في %{event}' },
  dueAfter: {
    en: '%{smart_count} day after %{event} |||| %{smart_count} days after %{event}',
    ar: ar6('في %{event}', 'بعد يوم واحد من %{event}', 'بعد يومين من %{event}', 'بعد %{smart_count} أيام من %{event}', 'بعد %{smart_count} يوماً من %{event}', 'بعد %{smart_count} يوم من %{event}'),
  },
  dueBefore: {
    en: '%{smart_count} day before %{event} |||| %{smart_count} days before %{event}',
    ar: ar6('في %{event}', 'قبل يوم واحد من %{event}', 'قبل يومين من %{event}', 'قبل %{smart_count} أيام من %{event}', 'قبل %{smart_count} يوماً من %{event}', 'قبل %{smart_count} يوم من %{event}'),
  },
  notAutomatic: { en: 'Not automatic', ar: 'غير تلقائية' },
  offsetHint: { en: 'Negative for days before, e.g. -2', ar: 'رقم سالب للأيام السابقة، مثل -2' },
  assignees: automationAssigneeWording,
  caseLawyer: { en: 'Case lawyer', ar: 'محامي القضية' },
  errors: {
    offsetDays: { en: 'Days must be a whole number from -365 to 365', ar: 'يجب أن يكون عدد الأيام عدداً صحيحاً من -365 إلى 365' },
    assigneeId: { en: 'Please choose the employee the task goes to', ar: 'يرجى اختيار الموظف الذي تُسند إليه المهمة' },
  },
} as const;
