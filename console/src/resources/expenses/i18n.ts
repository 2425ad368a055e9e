import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource name = the route (/management/expenses over /api/billing/expenses) */
export const EXPENSES = 'management/expenses';

/**
 * The resource's name under `resources.management/expenses.*` (titles). Its columns' and filters'
 * words come with the list (wording.ts), so the first load carries only this.
 */
export const expenseI18n = {
  name: resourceName(['Expense', 'Expenses'], ['مصروف', 'المصروفات']),
} as const satisfies BilingualTree;
