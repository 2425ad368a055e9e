import type { ResourceDefinition } from '../types';
import { PAYMENTS, paymentI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const PaymentList = lazyScreen(() => import('./PaymentList'), 'PaymentList');
const PaymentShow = lazyScreen(() => import('./PaymentShow'), 'PaymentShow');

/** Payments received, /management/payments (and each one's page) over /api/billing/payments (billing staff). */
export const payments: ResourceDefinition = {
  name: PAYMENTS,
  apiPath: 'billing/payments',
  list: PaymentList,
  show: PaymentShow,
  i18n: paymentI18n,
};
