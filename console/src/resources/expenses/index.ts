import type { ResourceDefinition } from '../types';
import { EXPENSES, expenseI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const ExpenseList = lazyScreen(() => import('./ExpenseList'), 'ExpenseList');

/** Everyone's expenses for billing staff, read only, /management/expenses over /api/billing/expenses. */
export const expenses: ResourceDefinition = {
  name: EXPENSES,
  apiPath: 'billing/expenses',
  list: ExpenseList,
  i18n: expenseI18n,
};
