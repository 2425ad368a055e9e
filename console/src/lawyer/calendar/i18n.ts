import { arabicPlural, type BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';
import { deadlineWording } from '../deadlines/wording';
import { glossary } from '@lawfirm/contracts/glossary.ts';

/** Wording of the calendar screen and of the calendar's events wherever they are shown. */
export const calendarWording = {
  title: { en: 'Calendar', ar: 'التقويم' },
  subtitle: { en: 'Your tasks, meetings and court deadlines and the office hearings, by month, week or day', ar: 'مهامك واجتماعاتك ومواعيدك القضائية وجلسات المكتب، بالشهر أو الأسبوع أو اليوم' },
  // the spec's empty state of the calendar
  empty: { en: 'No Scheduled Hearings', ar: 'لا توجد جلسات مجدولة' },
  emptyHint: { en: 'Hearings, meetings and tasks will appear here once they are scheduled.', ar: 'ستظهر هنا الجلسات والاجتماعات والمهام بمجرد جدولتها.' },
  loadFailed: { en: 'Failed to load the calendar', ar: 'فشل في تحميل التقويم' },
  today: { en: 'Today', ar: 'اليوم' },
  eventCount: {
    en: '%{smart_count} event |||| %{smart_count} events',
    ar: arabicPlural('لا توجد أحداث', 'حدث واحد', 'حدثان', '%{smart_count} أحداث', '%{smart_count} حدثاً', '%{smart_count} حدث'),
  },
  kinds: {
    task: { en: 'Task', ar: 'مهمة' },
    meeting: { en: 'Meeting', ar: 'اجتماع' },
    hearing: { en: 'Hearing', ar: 'جلسة' },
    deadline: deadlineWording.calendar.kind,
  },
  statuses: {
    scheduled: { en: 'Scheduled', ar: 'مجدولة' },
    completed: { en: 'Completed', ar: 'مكتملة' },
    postponed: { en: 'Postponed', ar: 'مؤجلة' },
    adjourned: { en: 'Postponed', ar: 'مؤجلة' },
    cancelled: { en: 'Cancelled', ar: 'ملغاة' },
    pending: { en: 'Pending', ar: 'قيد الانتظار' },
    in_progress: { en: 'In Progress', ar: 'قيد التنفيذ' },
    // a hearing's, once its minutes record the final ruling
    final_ruling: glossary.finalRuling,
    // a court deadline's
    ...deadlineWording.statuses,
  },
  fields: {
    caseNumber: { en: 'Case Number', ar: 'رقم القضية' },
    case: { en: 'Case', ar: 'القضية' },
    time: { en: 'Time', ar: 'الوقت' },
    dateTime: { en: 'Date & Time', ar: 'التاريخ والوقت' },
    court: { en: 'Court', ar: 'المحكمة' },
    hall: { en: 'Hall', ar: 'القاعة' },
    lawyer: { en: 'Lawyer', ar: 'المحامي' },
    client: { en: 'Client', ar: 'العميل' },
    notes: { en: 'Notes', ar: 'ملاحظات' },
    description: { en: 'Description/Agenda', ar: 'الوصف/جدول الأعمال' },
    participant: { en: 'Participant', ar: 'المشارك' },
    status: { en: 'Status', ar: 'الحالة' },
    dueDate: { en: 'Due Date', ar: 'تاريخ الاستحقاق' },
  },
  yourCase: { en: 'Your Case', ar: 'قضيتك' },
  viewCase: { en: 'View Case', ar: 'عرض القضية' },
  recordMinutes: { en: 'Record Minutes', ar: 'تسجيل المحضر' },
  viewMinutes: { en: 'View Minutes', ar: 'عرض المحضر' },
  viewDetails: { en: 'View Details', ar: 'عرض التفاصيل' },
  manageTasks: { en: 'Manage Tasks', ar: 'إدارة المهام' },
  details: {
    task: { en: 'Task Details', ar: 'تفاصيل المهمة' },
    meeting: { en: 'Meeting Details', ar: 'تفاصيل الاجتماع' },
    hearing: { en: 'Hearing Details', ar: 'تفاصيل الجلسة' },
    deadline: deadlineWording.calendar.details,
  },
  sections: {
    when: { en: 'When', ar: 'الموعد' },
    about: { en: 'Details', ar: 'التفاصيل' },
    courtInfo: { en: 'Court Information', ar: 'معلومات المحكمة' },
  },
  close: { en: 'Close', ar: 'إغلاق' },
  filters: {
    label: { en: 'Show on the calendar', ar: 'ما يظهر في التقويم' },
    kinds: { en: 'Kinds of events', ar: 'أنواع الأحداث' },
    lawyer: { en: 'Lawyer', ar: 'المحامي' },
    allLawyers: { en: 'All lawyers', ar: 'جميع المحامين' },
    court: { en: 'Court', ar: 'المحكمة' },
    allCourts: { en: 'All courts', ar: 'جميع المحاكم' },
  },
  views: {
    today: { en: 'Today', ar: 'اليوم' },
    month: { en: 'Month', ar: 'شهر' },
    week: { en: 'Week', ar: 'أسبوع' },
    day: { en: 'Day', ar: 'يوم' },
    agenda: { en: 'Agenda', ar: 'جدول الأعمال' },
    previous: { en: 'Previous', ar: 'السابق' },
    next: { en: 'Next', ar: 'التالي' },
    allDay: { en: 'All day', ar: 'طوال اليوم' },
    more: { en: '+%{count} more', ar: '+%{count} أخرى' },
  },
} as const satisfies BilingualTree;

export const useCalendarWording = wordingHook(calendarWording);
export type CalendarWording = ReturnType<typeof useCalendarWording>;
