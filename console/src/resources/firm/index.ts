import type { ResourceDefinition } from '../types';
import { firmI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const FirmSettingsPage = lazyScreen(() => import('./FirmSettingsPage'), 'FirmSettingsPage');

/** Law firm settings, /settings/firm: one record edited in place, so its "list" is the form. */
export const firm: ResourceDefinition = {
  name: 'settings/firm',
  list: FirmSettingsPage,
  i18n: firmI18n,
};
