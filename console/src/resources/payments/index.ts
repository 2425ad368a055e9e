import type { ResourceDefinition } from '../types';
import { PAYMENTS, paymentI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const PaymentList = lazyScreen(() => import('./PaymentList'), 'PaymentList');

/** Payments received, /management/payments over /api/billing/payments (billing staff). */
export const payments: ResourceDefinition = {
  name: PAYMENTS,
  apiPath: 'billing/payments',
  list: PaymentList,
  i18n: paymentI18n,
};
