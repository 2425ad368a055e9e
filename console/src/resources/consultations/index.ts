import type { ResourceDefinition } from '../types';
import { ConsultationList } from './ConsultationList';
import { CONSULTATIONS, consultationI18n } from './i18n';

/** Consultations, /management/consultations over /api/consultations. */
export const consultations: ResourceDefinition = {
  name: CONSULTATIONS,
  apiPath: 'consultations',
  list: ConsultationList,
  i18n: consultationI18n,
};
