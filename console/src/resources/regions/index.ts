import type { ResourceDefinition } from '../types';
import { regionI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const RegionList = lazyScreen(() => import('./RegionList'), 'RegionList');

/** Regions (emirates), /settings/regions over /api/regions. */
export const regions: ResourceDefinition = {
  name: 'settings/regions',
  apiPath: 'regions',
  list: RegionList,
  recordRepresentation: 'nameEn',
  i18n: regionI18n,
};
