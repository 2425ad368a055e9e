import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

// The screen's own wording, loaded with it (i18n.ts, the list's, comes with the first load).

/** The rate card screen's wording as `{ en, ar }` pairs. */
export const rateWording = {
  add: { en: 'Set a rate', ar: 'تحديد سعر' },
  change: { en: 'Change the rate', ar: 'تغيير السعر' },
  remove: { en: 'Remove the rate', ar: 'إزالة السعر' },
  setTitle: { en: 'Set an hourly rate', ar: 'تحديد سعر الساعة' },
  changeTitle: { en: 'Change the hourly rate', ar: 'تغيير سعر الساعة' },
  scope: { en: 'Applies to', ar: 'ينطبق على' },
  case: { en: 'Case', ar: 'القضية' },
  client: { en: 'Client', ar: 'الموكل' },
  lawyer: { en: 'Lawyer', ar: 'المحامي' },
  role: { en: 'Role', ar: 'الدور' },
  rate: { en: 'Hourly rate (AED)', ar: 'سعر الساعة (درهم)' },
  rateHelp: { en: 'Time already recorded keeps the rate it was recorded at', ar: 'يحتفظ الوقت المسجَّل سابقاً بالسعر الذي سُجِّل به' },
  save: { en: 'Save', ar: 'حفظ' },
  saved: { en: 'Rate saved', ar: 'تم حفظ السعر' },
  failed: { en: 'Error saving the rate', ar: 'خطأ في حفظ السعر' },
  removeTitle: { en: 'Remove this rate?', ar: 'إزالة هذا السعر؟' },
  removeQuestion: {
    en: 'The rate for %{name} leaves the card. Time already recorded keeps its rate.',
    ar: 'يُزال سعر %{name} من قائمة الأسعار. يحتفظ الوقت المسجَّل سابقاً بسعره.',
  },
  removeConfirm: { en: 'Remove', ar: 'إزالة' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  removed: { en: 'Rate removed', ar: 'تمت إزالة السعر' },
  removeFailed: { en: 'Error removing the rate', ar: 'خطأ في إزالة السعر' },
  /** a record the reader may not open: named by its number */
  numbered: { en: 'No. %{id}', ar: 'رقم %{id}' },
} as const satisfies BilingualTree;

export const useRateWording = wordingHook(rateWording);
