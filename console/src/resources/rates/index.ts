import type { ResourceDefinition } from '../types';
import { RATES, rateI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const RateList = lazyScreen(() => import('./RateList'), 'RateList');

/** The firm's rate card, /management/rates over /api/billing/rates (billing staff). */
export const rates: ResourceDefinition = {
  name: RATES,
  apiPath: 'billing/rates',
  list: RateList,
  i18n: rateI18n,
};
