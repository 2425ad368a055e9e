import type { ResourceDefinition } from '../types';
import { CASE_BILLING, caseBillingI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const CaseBillingList = lazyScreen(() => import('./CaseBillingList'), 'CaseBillingList');
const CaseBillingShow = lazyScreen(() => import('./CaseBillingShow'), 'CaseBillingShow');

/** Case billing, /management/case-billing over /api/billing/cases (each case's arrangement kind and retainer held), each case's page its fee arrangement and retainer (billing staff). */
export const caseBilling: ResourceDefinition = {
  name: CASE_BILLING,
  apiPath: 'billing/cases',
  list: CaseBillingList,
  show: CaseBillingShow,
  i18n: caseBillingI18n,
};
