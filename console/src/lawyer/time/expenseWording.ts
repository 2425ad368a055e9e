import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';
import { expenseWording } from '../../resources/expenses/wording';

/**
 * Wording of My time's expenses and the expense dialog as `{ en, ar }` pairs, loaded with My time:
 * the columns, types, VAT treatments and billed words are billing staff's Expenses list's (shared).
 */
export const myExpenseWording = {
  ...expenseWording,
  title: { en: 'My expenses', ar: 'مصروفاتي' },
  add: { en: 'Add expense', ar: 'إضافة مصروف' },
  empty: { en: 'No expenses recorded yet.', ar: 'لم يُسجَّل أي مصروف بعد.' },
  loadFailed: { en: 'Failed to fetch your expenses', ar: 'فشل في جلب مصروفاتك' },
  dialog: {
    addTitle: { en: 'Record an expense', ar: 'تسجيل مصروف' },
    editTitle: { en: 'Edit expense', ar: 'تعديل المصروف' },
    save: { en: 'Save', ar: 'حفظ' },
    amount: { en: 'Amount (AED)', ar: 'المبلغ (درهم)' },
    receipt: { en: 'Receipt (PDF, Word, JPG or PNG)', ar: 'الإيصال (PDF أو Word أو JPG أو PNG)' },
    receiptRefused: { en: 'The receipt must be a PDF, Word, JPG or PNG file of 25 MB at most.', ar: 'يجب أن يكون الإيصال ملف PDF أو Word أو JPG أو PNG لا يتجاوز 25 ميغابايت.' },
  },
  saved: { en: 'Expense saved', ar: 'تم حفظ المصروف' },
  saveFailed: { en: 'Error saving the expense', ar: 'خطأ في حفظ المصروف' },
  deleted: { en: 'Expense deleted', ar: 'تم حذف المصروف' },
  deleteFailed: { en: 'Error deleting the expense', ar: 'خطأ في حذف المصروف' },
} as const satisfies BilingualTree;

export const useMyExpenseWording = wordingHook(myExpenseWording);
