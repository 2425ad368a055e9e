import type { ResourceDefinition } from '../types';
import { lazyScreen } from '../../lazyScreen';
import type { SettingsModule } from './types';
import { moduleResource } from './wording';

const SettingsScreen = lazyScreen(() => import('./SettingsScreen'), 'SettingsScreen');

/** A module as a react-admin resource: /settings/case-settings/<slug> over /api/case-settings/<api>. */
export function settingsResource(module: SettingsModule): ResourceDefinition {
  const Screen = () => <SettingsScreen module={module} />;
  Screen.displayName = `SettingsScreen(${module.slug})`;
  return { name: moduleResource(module.slug), apiPath: `case-settings/${module.api}`, list: Screen, i18n: module.wording };
}
