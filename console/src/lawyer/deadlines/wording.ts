import type { Bilingual } from '@lawfirm/contracts';
import { minutesFieldLabels } from '@lawfirm/contracts/lawyer/minutesFields.ts';

// No relative imports here: the browser tests read this catalogue as it is.

/** Polyglot's plural forms: English two, Arabic six (zero, one, two, few, many, other). */
const plural = (en: [string, string], ar: [string, string, string, string, string, string]): Bilingual => ({ en: en.join(' |||| '), ar: ar.join(' |||| ') });

/** Wording of a case's court deadlines wherever a lawyer reads them (dashboard, final rulings, calendar). */
export const deadlineWording = {
  upcoming: {
    title: { en: 'Upcoming Deadlines', ar: 'المواعيد القضائية القادمة' },
    empty: { en: 'No open deadlines', ar: 'لا توجد مواعيد قضائية مفتوحة' },
    emptyHint: {
      en: 'Appeal and other court deadlines appear here when hearing minutes record a ruling.',
      ar: 'تظهر هنا مواعيد الاستئناف وغيرها من المواعيد القضائية عند تسجيل حكم في محضر الجلسة.',
    },
    loadFailed: { en: 'Failed to load deadlines', ar: 'فشل في تحميل المواعيد القضائية' },
    viewCalendar: { en: 'View Calendar', ar: 'عرض التقويم' },
  },
  case: { en: 'Case', ar: 'القضية' },
  dueDate: { en: 'Due Date', ar: 'تاريخ الاستحقاق' },
  due: { en: 'Due %{date}', ar: 'يستحق في %{date}' },
  daysLeft: plural(
    ['%{smart_count} day left', '%{smart_count} days left'],
    ['اليوم آخر يوم', 'يتبقى يوم واحد', 'يتبقى يومان', 'تتبقى %{smart_count} أيام', 'يتبقى %{smart_count} يوماً', 'يتبقى %{smart_count} يوم'],
  ),
  dueToday: { en: 'Due today', ar: 'يستحق اليوم' },
  overdue: plural(
    ['%{smart_count} day overdue', '%{smart_count} days overdue'],
    ['متأخر', 'متأخر يوماً واحداً', 'متأخر يومين', 'متأخر %{smart_count} أيام', 'متأخر %{smart_count} يوماً', 'متأخر %{smart_count} يوم'],
  ),
  statuses: {
    open: { en: 'Open', ar: 'مفتوح' },
    met: { en: 'Met', ar: 'مُنجز' },
    missed: { en: 'Missed', ar: 'فائت' },
    /** its minutes were deleted or no longer record its ruling */
    withdrawn: { en: 'Withdrawn', ar: 'مسحوب' },
  },
  /** closing one: PATCH /api/lawyer/deadlines/{id} */
  markMet: {
    action: { en: 'Mark as Met', ar: 'تحديد كمُنجز' },
    title: { en: 'Mark the deadline as met', ar: 'تحديد الموعد القضائي كمُنجز' },
    question: {
      en: 'The deadline "%{name}" of case %{caseNumber} was met. Its reminders stop and it will not be reported as missed.',
      ar: 'تم الوفاء بالموعد القضائي «\u2068%{name}\u2069» للقضية \u2068%{caseNumber}\u2069. تتوقف تذكيراته ولن يُبلَّغ عنه كموعد فائت.',
    },
    note: { en: 'Note (optional), e.g. the appeal was filed', ar: 'ملاحظة (اختيارية)، مثل: تم تقديم الاستئناف' },
    confirm: { en: 'Mark as Met', ar: 'تحديد كمُنجز' },
    cancel: { en: 'Cancel', ar: 'إلغاء' },
    done: { en: 'Deadline marked as met', ar: 'تم تحديد الموعد القضائي كمُنجز' },
    failed: { en: 'Failed to mark the deadline as met', ar: 'فشل في تحديد الموعد القضائي كمُنجز' },
  },
  /** on the final-rulings page */
  rulings: {
    appealDeadline: { en: 'Appeal Deadline', ar: 'موعد الاستئناف' },
    noDeadline: { en: 'No deadline opened for this ruling', ar: 'لم يُفتح موعد قضائي لهذا الحكم' },
    subtitle: {
      en: "This month's final rulings, and earlier ones while their appeal deadline is open",
      ar: 'الأحكام النهائية لهذا الشهر، والأحكام السابقة ما دام موعد استئنافها مفتوحاً',
    },
  },
  /** a ruling whose deadlines count from its notification, while the minutes do not record that date (final rulings, saved minutes) */
  waiting: {
    title: { en: 'The appeal period starts when the ruling is notified', ar: 'تبدأ مدة الاستئناف عند إعلان الحكم' },
    names: { en: 'Opens once the notification date is added: %{names}', ar: 'يُفتح عند إضافة تاريخ إعلان الحكم: %{names}' },
    action: { en: 'Add the Notification Date', ar: 'إضافة تاريخ الإعلان' },
  },
  /** in the minutes of a hearing: the ruling's notification, where deadlines counted from notification start */
  minutes: {
    notificationDate: minutesFieldLabels.rulingNotificationDate,
    notificationHint: {
      en: 'Deadlines counted from notification (such as an appeal) start on this day; leave empty until the ruling is notified.',
      ar: 'المواعيد التي تُحتسب من الإعلان (كالاستئناف) تبدأ من هذا اليوم؛ اتركه فارغاً حتى يُعلن الحكم.',
    },
    notifiedOn: { en: 'Notified On', ar: 'تاريخ الإعلان' },
  },
  /** on the calendar */
  calendar: {
    kind: { en: 'Deadline', ar: 'موعد قضائي' },
    details: { en: 'Deadline Details', ar: 'تفاصيل الموعد القضائي' },
  },
} as const satisfies { [key: string]: Bilingual | { [key: string]: Bilingual } };
