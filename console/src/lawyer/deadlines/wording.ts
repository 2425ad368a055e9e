import type { Bilingual } from '@lawfirm/contracts';

// No relative imports here: the browser tests read this catalogue as it is.

/** Polyglot's plural forms: English two, Arabic six (zero, one, two, few, many, other). */
const plural = (en: [string, string], ar: [string, string, string, string, string, string]): Bilingual => ({ en: en.join(' |||| '), ar: ar.join(' |||| ') });

/** Wording of a case's court deadlines wherever a lawyer reads them (dashboard, final rulings, calendar). */
export const deadlineWording = {
  upcoming: {
    title: { en: 'Upcoming Deadlines', ar: 'المهل القادمة' },
    empty: { en: 'No open deadlines', ar: 'لا توجد مهل مفتوحة' },
    emptyHint: {
      en: 'Appeal and other court deadlines appear here when hearing minutes record a ruling.',
      ar: 'تظهر هنا مهل الاستئناف وغيرها من المهل القضائية عند تسجيل حكم في محضر الجلسة.',
    },
    loadFailed: { en: 'Failed to load deadlines', ar: 'فشل في تحميل المهل' },
    viewCalendar: { en: 'View Calendar', ar: 'عرض التقويم' },
  },
  case: { en: 'Case', ar: 'القضية' },
  dueDate: { en: 'Due Date', ar: 'تاريخ الاستحقاق' },
  due: { en: 'Due %{date}', ar: 'تستحق في %{date}' },
  daysLeft: plural(
    ['%{smart_count} day left', '%{smart_count} days left'],
    ['اليوم آخر يوم', 'يتبقى يوم واحد', 'يتبقى يومان', 'تتبقى %{smart_count} أيام', 'يتبقى %{smart_count} يوماً', 'يتبقى %{smart_count} يوم'],
  ),
  dueToday: { en: 'Due today', ar: 'تستحق اليوم' },
  overdue: plural(
    ['%{smart_count} day overdue', '%{smart_count} days overdue'],
    ['متأخرة', 'متأخرة يوماً واحداً', 'متأخرة يومين', 'متأخرة %{smart_count} أيام', 'متأخرة %{smart_count} يوماً', 'متأخرة %{smart_count} يوم'],
  ),
  statuses: {
    open: { en: 'Open', ar: 'مفتوحة' },
    met: { en: 'Met', ar: 'تم الوفاء بها' },
    missed: { en: 'Missed', ar: 'فائتة' },
  },
  /** on the final-rulings page */
  rulings: {
    appealDeadline: { en: 'Appeal Deadline', ar: 'مهلة الاستئناف' },
    noDeadline: { en: 'No deadline opened for this ruling', ar: 'لم تُفتح مهلة لهذا الحكم' },
    subtitle: {
      en: "This month's final rulings, and earlier ones while their appeal deadline is open",
      ar: 'الأحكام النهائية لهذا الشهر، والأحكام السابقة ما دامت مهلة استئنافها مفتوحة',
    },
  },
  /** on the calendar */
  calendar: {
    kind: { en: 'Deadline', ar: 'مهلة' },
    details: { en: 'Deadline Details', ar: 'تفاصيل المهلة' },
    name: { en: 'Deadline', ar: 'المهلة' },
  },
} as const satisfies { [key: string]: Bilingual | { [key: string]: Bilingual } };
