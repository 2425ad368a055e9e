import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** Wording of the lawyer dashboard (lawyer-portal.md section 2). */
export const dashboardWording = {
  title: { en: 'Lawyer Dashboard', ar: 'لوحة تحكم المحامي' },
  welcome: { en: 'Welcome, %{name}', ar: 'مرحباً، %{name}' },
  overview: { en: 'Your cases, hearings and tasks at a glance.', ar: 'قضاياك وجلساتك ومهامك في لمحة واحدة.' },
  stats: {
    totalCases: { en: 'Total Cases', ar: 'إجمالي القضايا' },
    activeCount: { en: '%{count} active', ar: '%{count} نشطة' },
    activeCases: { en: 'Active Cases', ar: 'القضايا النشطة' },
    inProgress: { en: 'Open and in progress', ar: 'المفتوحة وقيد التنفيذ' },
    upcomingHearings: { en: 'Upcoming Hearings', ar: 'الجلسات القادمة' },
    thisMonth: { en: 'This month', ar: 'هذا الشهر' },
    finalRulings: { en: 'Final Judicial Rulings', ar: 'الأحكام القضائية النهائية' },
    viewRulings: { en: 'This month - view rulings', ar: 'هذا الشهر - عرض الأحكام' },
  },
  nextWeek: {
    title: { en: 'Next 7 Days', ar: 'الأيام السبعة القادمة' },
    myTasks: { en: 'My Tasks', ar: 'مهامي' },
    myMeetings: { en: 'My Meetings', ar: 'اجتماعاتي' },
    officeHearings: { en: 'Office Hearings', ar: 'جلسات المكتب' },
    viewAll: { en: 'View All', ar: 'عرض الكل' },
    empty: { en: 'No upcoming events', ar: 'لا توجد أحداث قادمة' },
    none: { en: 'Nothing scheduled', ar: 'لا يوجد شيء مجدول' },
  },
  todayCases: {
    title: { en: "Today's Cases", ar: 'قضايا اليوم' },
    caseNumber: { en: 'Case Number', ar: 'رقم القضية' },
    caseType: { en: 'Case Type', ar: 'نوع القضية' },
    nextAction: { en: 'Next Action', ar: 'الإجراء التالي' },
    time: { en: 'Time', ar: 'الوقت' },
    client: { en: 'Client', ar: 'العميل' },
    court: { en: 'Court', ar: 'المحكمة' },
    empty: { en: 'No Cases Today', ar: 'لا توجد قضايا اليوم' },
    loadFailed: { en: "Failed to load today's cases", ar: 'فشل في تحميل قضايا اليوم' },
  },
  quickActions: {
    title: { en: 'Quick Actions', ar: 'إجراءات سريعة' },
    viewAllCases: { en: 'View All Cases', ar: 'عرض جميع القضايا' },
    calendar: { en: 'Calendar', ar: 'التقويم' },
    viewClients: { en: 'View Clients', ar: 'عرض العملاء' },
  },
  news: {
    title: { en: 'Latest News', ar: 'آخر الأخبار' },
    empty: { en: 'No News Available', ar: 'لا توجد أخبار متاحة' },
    viewAll: { en: 'View All News (%{count})', ar: 'عرض جميع الأخبار (%{count})' },
    allNews: { en: 'All News', ar: 'جميع الأخبار' },
    close: { en: 'Close', ar: 'إغلاق' },
  },
  export: {
    title: { en: 'Export Case Reports', ar: 'تصدير تقارير القضايا' },
    range: { en: 'Period', ar: 'الفترة' },
    ranges: {
      'this-week': { en: 'This Week', ar: 'هذا الأسبوع' },
      'next-week': { en: 'Next Week', ar: 'الأسبوع القادم' },
      'this-month': { en: 'This Month', ar: 'هذا الشهر' },
    },
    format: { en: 'Format', ar: 'الصيغة' },
    formats: {
      pdf: { en: 'PDF', ar: 'PDF' },
      excel: { en: 'Excel', ar: 'Excel' },
    },
    submit: { en: 'Export Report', ar: 'تصدير التقرير' },
    exporting: { en: 'Exporting...', ar: 'جارٍ التصدير...' },
    success: { en: 'Export Successful', ar: 'تم التصدير بنجاح' },
    downloaded: { en: 'Report downloaded successfully', ar: 'تم تنزيل التقرير بنجاح' },
    error: { en: 'Export Error', ar: 'خطأ في التصدير' },
    failed: { en: 'Failed to download report', ar: 'فشل في تنزيل التقرير' },
    notGenerated: { en: 'Failed to generate report', ar: 'فشل في إنشاء التقرير' },
  },
} as const satisfies BilingualTree;

export const useDashboardWording = wordingHook(dashboardWording);
