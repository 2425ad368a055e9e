import type { ResourceDefinition } from '../types';
import { courtI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const CourtList = lazyScreen(() => import('./CourtList'), 'CourtList');

/** Courts, /settings/courts over /api/courts; sub-bodies are saved with the court. */
export const courts: ResourceDefinition = {
  name: 'settings/courts',
  apiPath: 'courts',
  list: CourtList,
  recordRepresentation: 'nameEn',
  i18n: courtI18n,
};
