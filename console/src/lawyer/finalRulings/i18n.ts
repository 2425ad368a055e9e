import { arabicPlural, type BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** Wording of /lawyer/final-rulings as `{ en, ar }` pairs. */
export const finalRulingsWording = {
  title: { en: 'Final Rulings', ar: 'الأحكام النهائية' },
  search: { en: 'Search by case, client, subject or court', ar: 'البحث بالقضية أو العميل أو الموضوع أو المحكمة' },
  rulingDate: { en: 'Ruling Date', ar: 'تاريخ الحكم' },
  buckets: {
    recent: { en: 'Recent Rulings', ar: 'أحكام حديثة' },
    mid: { en: 'Appeal Period Running', ar: 'مهلة الاستئناف سارية' },
    expiring: { en: 'Needs Attention', ar: 'تحتاج إلى متابعة' },
  },
  bucketHints: {
    recent: { en: 'Under %{from} days since the ruling', ar: 'أقل من %{from} أيام منذ الحكم' },
    mid: { en: '%{from} to %{to} days since the ruling', ar: 'من %{from} إلى %{to} يوماً منذ الحكم' },
    expiring: { en: 'Over %{to} days: the appeal deadline is near', ar: 'أكثر من %{to} يوماً: موعد الاستئناف يقترب' },
  },
  /** a ruling of today: 'Today', never '0 days ago' */
  today: { en: 'Today', ar: 'اليوم' },
  daysAgo: {
    en: '%{smart_count} day ago |||| %{smart_count} days ago',
    ar: arabicPlural('اليوم', 'منذ يوم واحد', 'منذ يومين', 'منذ %{smart_count} أيام', 'منذ %{smart_count} يوماً', 'منذ %{smart_count} يوم'),
  },
  daysRemaining: {
    en: '%{smart_count} day remaining |||| %{smart_count} days remaining',
    ar: arabicPlural('لم يتبقَّ أي يوم', 'يتبقى يوم واحد', 'يتبقى يومان', 'تتبقى %{smart_count} أيام', 'يتبقى %{smart_count} يوماً', 'يتبقى %{smart_count} يوم'),
  },
  caseNumber: { en: 'Case Number', ar: 'رقم القضية' },
  client: { en: 'Client', ar: 'العميل' },
  subject: { en: 'Subject', ar: 'الموضوع' },
  court: { en: 'Court', ar: 'المحكمة' },
  viewCase: { en: 'View Case', ar: 'عرض القضية' },
  empty: { en: 'No final rulings', ar: 'لا توجد أحكام نهائية' },
  emptyHint: {
    en: 'Confirmed final rulings recorded in hearing minutes this month appear here, and earlier ones while their appeal deadline is open.',
    ar: 'تظهر هنا الأحكام النهائية المؤكدة المسجلة في محاضر الجلسات هذا الشهر، والسابقة ما دام موعد استئنافها مفتوحاً.',
  },
  loadFailed: { en: 'Failed to fetch final rulings', ar: 'فشل في جلب الأحكام النهائية' },
} as const satisfies BilingualTree;

export const useFinalRulingsWording = wordingHook(finalRulingsWording);
