import { useCallback } from 'react';
import type { Bilingual } from '@lawfirm/contracts';
import { useLanguage } from '../../i18n/language';

/**
 * Wording of the generic components of this folder, as `{ en, ar }` pairs picked by the current
 * language (resources keep theirs in their own i18n.ts).
 */
export const componentWording = {
  active: { en: 'Active', ar: 'نشط' },
  inactive: { en: 'Inactive', ar: 'غير نشط' },
  none: { en: 'None', ar: 'لا يوجد' },
  notAssigned: { en: 'Not assigned', ar: 'غير مُعيَّن' },
  noFile: { en: 'No file uploaded', ar: 'لم يتم رفع أي ملف' },
  openFile: { en: 'Open', ar: 'فتح' },
  downloadFile: { en: 'Download', ar: 'تنزيل' },
  openFailed: { en: 'Failed to open file', ar: 'فشل في فتح الملف' },
  aed: { en: 'AED', ar: 'درهم' },
  close: { en: 'Close', ar: 'إغلاق' },
  noSearchResults: { en: 'No search results found', ar: 'لم يتم العثور على نتائج بحث' },
  incompleteDate: { en: 'Enter a complete date', ar: 'أدخل تاريخاً كاملاً' },
  invalidDate: { en: 'This date is not valid (years 1900 to 2100)', ar: 'هذا التاريخ غير صحيح (السنوات من 1900 إلى 2100)' },
  keepPassword: { en: 'Leave empty to keep the current password', ar: 'اتركها فارغة للإبقاء على كلمة المرور الحالية' },
  unlockSignIn: { en: 'Allow sign-in again now', ar: 'السماح بتسجيل الدخول مجدداً الآن' },
  unlockSignInFailed: { en: 'Sign-in could not be allowed again', ar: 'تعذر السماح بتسجيل الدخول مجدداً' },
  stopCalendarLink: { en: 'Stop the calendar link', ar: 'إيقاف رابط التقويم' },
  stopCalendarLinkConfirm: {
    en: "This account's private calendar link stops working at once, on every device subscribed to it. Its owner finds a new link on their profile.",
    ar: 'يتوقف رابط التقويم الخاص بهذا الحساب عن العمل فوراً على كل جهاز مشترك فيه. يجد صاحب الحساب رابطاً جديداً في ملفه الشخصي.',
  },
  stopCalendarLinkYes: { en: 'Stop the link', ar: 'إيقاف الرابط' },
  stopCalendarLinkFailed: { en: 'The calendar link could not be stopped', ar: 'تعذر إيقاف رابط التقويم' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  passwordRule: { en: 'At least 10 characters, not a common password', ar: '10 أحرف على الأقل، وليست كلمة مرور شائعة' },
} as const satisfies Record<string, Bilingual>;

/** `pick(pair)` -> the pair's text in the current language. */
export function useBilingual() {
  const language = useLanguage();
  return useCallback((pair: Bilingual) => pair[language], [language]);
}
