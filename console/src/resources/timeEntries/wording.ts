import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';
import { billedWording } from '../invoices/BilledCell';

// The list's own wording, loaded with it (i18n.ts, the columns', comes with the first load).

/** The time entries list's wording as `{ en, ar }` pairs. */
export const timeEntryWording = {
  yes: { en: 'Yes', ar: 'نعم' },
  no: { en: 'No', ar: 'لا' },
  ...billedWording,
  totals: { en: 'Totals of the filtered time', ar: 'مجاميع الوقت المعروض' },
  hours: { en: 'Hours', ar: 'الساعات' },
  billableHours: { en: 'Billable hours', ar: 'الساعات القابلة للفوترة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  billableAmount: { en: 'Billable amount', ar: 'المبلغ القابل للفوترة' },
} as const satisfies BilingualTree;

export const useTimeEntryWording = wordingHook(timeEntryWording);
