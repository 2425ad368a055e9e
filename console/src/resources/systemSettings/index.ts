import type { ResourceDefinition } from '../types';
import { systemSettingI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const SystemSettingList = lazyScreen(() => import('./SystemSettingList'), 'SystemSettingList');

/** System settings, /settings/system-settings over /api/system-settings; updated and deleted by key. */
export const systemSettings: ResourceDefinition = {
  name: 'settings/system-settings',
  apiPath: 'system-settings',
  idField: 'key',
  list: SystemSettingList,
  recordRepresentation: 'key',
  i18n: systemSettingI18n,
};
