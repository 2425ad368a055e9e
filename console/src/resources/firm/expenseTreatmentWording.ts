import type { BilingualTree } from '../../i18n/bilingual';

// Loaded with the firm settings screen (a lazy chunk), as ExpenseTreatments.tsx and the billing words it uses are.

/** The firm settings' section on the VAT treatment of expenses, as `{ en, ar }` pairs. */
export const expenseTreatmentWording = {
  title: { en: 'VAT treatment of expenses', ar: 'المعاملة الضريبية للمصروفات' },
  intro: {
    en: 'How each type of expense is taxed when it is billed to the client. Out of scope: a disbursement paid in the client\'s name, when the conditions of the law hold (check them with your tax adviser). Standard: taxed as the invoice\'s fees (5%, or zero rated on a zero-rated invoice). Invoices already drafted keep the treatment of their lines.',
    ar: 'كيفية فرض الضريبة على كل نوع من المصروفات عند إصدار فاتورته للموكل. خارج نطاق الضريبة: مبلغ مدفوع باسم الموكل ونيابة عنه متى تحققت شروط القانون (يُرجى التحقق منها مع مستشارك الضريبي). النسبة الأساسية: يخضع كما تخضع أتعاب الفاتورة (5%، أو نسبة الصفر في فاتورة خاضعة لنسبة الصفر). تحتفظ الفواتير المُعدّة سابقاً بمعاملة بنودها.',
  },
  byDefault: { en: 'Default', ar: 'الافتراضي' },
  chosen: { en: 'Set by the firm', ar: 'حدده المكتب' },
  saved: { en: 'VAT treatment saved', ar: 'تم حفظ المعاملة الضريبية' },
  failed: { en: 'Error saving the VAT treatment', ar: 'خطأ في حفظ المعاملة الضريبية' },
} as const satisfies BilingualTree;
