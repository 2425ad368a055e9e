import { billingMessages } from '@lawfirm/contracts/i18n/billing.ts';
import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';
import { billedWording } from '../invoices/BilledCell';
import { vatWords } from '../invoices/wording';

// The list's own wording, loaded with it (i18n.ts, the resource's name, comes with the first load).

/** the expense types, as contracts word them (`billing.expenseType.*`) */
export const expenseTypeWords = {
  court_fees: billingMessages['billing.expenseType.court_fees'],
  expert_fees: billingMessages['billing.expenseType.expert_fees'],
  translation: billingMessages['billing.expenseType.translation'],
  travel: billingMessages['billing.expenseType.travel'],
  courier: billingMessages['billing.expenseType.courier'],
  government_fees: billingMessages['billing.expenseType.government_fees'],
  other: billingMessages['billing.expenseType.other'],
} as const;
export type ExpenseTypeName = keyof typeof expenseTypeWords;

/** The expenses list's wording as `{ en, ar }` pairs: its columns, filters and cells. */
export const expenseWording = {
  fields: {
    date: { en: 'Day', ar: 'اليوم' },
    caseId: { en: 'Case', ar: 'القضية' },
    clientIds: { en: 'Client', ar: 'الموكل' },
    expenseType: { en: 'Expense type', ar: 'نوع المصروف' },
    description: { en: 'Description', ar: 'الوصف' },
    amountFils: { en: 'Amount', ar: 'المبلغ' },
    vat: { en: 'VAT treatment', ar: 'المعاملة الضريبية' },
    invoiceId: { en: 'Billed', ar: 'الفوترة' },
    receipt: { en: 'Receipt', ar: 'الإيصال' },
    billed: { en: 'Billed or not', ar: 'مفوتر أم لا' },
    from: { en: 'From', ar: 'من' },
    to: { en: 'To', ar: 'إلى' },
  },
  ...billedWording,
  openReceipt: { en: 'Receipt', ar: 'الإيصال' },
  noReceipt: { en: 'None', ar: 'لا يوجد' },
  openFailed: { en: 'The receipt could not be opened.', ar: 'تعذر فتح الإيصال.' },
  types: expenseTypeWords,
  vat: vatWords,
} as const satisfies BilingualTree;

export const useExpenseWording = wordingHook(expenseWording);
