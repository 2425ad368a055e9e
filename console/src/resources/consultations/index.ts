import type { ResourceDefinition } from '../types';
import { CONSULTATIONS, consultationI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const ConsultationList = lazyScreen(() => import('./ConsultationList'), 'ConsultationList');

/** Consultations, /management/consultations over /api/consultations. */
export const consultations: ResourceDefinition = {
  name: CONSULTATIONS,
  apiPath: 'consultations',
  list: ConsultationList,
  i18n: consultationI18n,
};
