import type { Bilingual } from './types.js';

/** Wordings of stored codes. Unknown codes show as stored. */
const table = (entries: Record<string, [string, string]>) => (code: unknown): Bilingual | string => {
  const e = entries[String(code ?? '')];
  return e ? { en: e[0], ar: e[1] } : String(code ?? '');
};

export const hearingStatus = table({
  Scheduled: ['Scheduled', 'مجدولة'],
  Adjourned: ['Adjourned', 'مؤجلة'],
  // set by the hearing's minutes
  Completed: ['Completed', 'منعقدة'],
  FinalRuling: ['Final ruling', 'حكم نهائي'],
  final: ['Final ruling', 'حكم نهائي'],
});
export const appointmentStatus = table({
  pending: ['Pending', 'قيد الانتظار'],
  scheduled: ['Scheduled', 'مجدول'],
  completed: ['Completed', 'مكتمل'],
  cancelled: ['Cancelled', 'ملغى'],
});
export const caseStatus = table({
  draft: ['Draft', 'مسودة'],
  active: ['Active', 'نشطة'],
  open: ['Open', 'مفتوحة'],
  in_progress: ['In progress', 'قيد الإجراء'],
  on_hold: ['On hold', 'معلقة'],
  closed: ['Closed', 'مغلقة'],
});
export const priority = table({ low: ['Low', 'منخفضة'], medium: ['Medium', 'متوسطة'], high: ['High', 'عالية'] });
export const agendaKind = table({ hearing: ['Hearing', 'جلسة'], meeting: ['Meeting', 'اجتماع'], task: ['Task', 'مهمة'] });
