import { lazy } from 'react';
import type { ResourceDefinition } from '../types';
import type { SettingsModuleEntry } from './types';
import { moduleResource } from './wording';

/**
 * A module as a react-admin resource: /settings/case-settings/<slug> over /api/case-settings/<api>.
 * Its screen and the module's columns and inputs load together when first shown.
 */
export function settingsResource(entry: SettingsModuleEntry): ResourceDefinition {
  const Screen = lazy(async () => {
    const [parts, { SettingsScreen }] = await Promise.all([entry.load(), import('./SettingsScreen')]);
    const module = { ...parts, slug: entry.slug, api: entry.api, wording: entry.wording };
    const ModuleScreen = () => <SettingsScreen module={module} />;
    ModuleScreen.displayName = `SettingsScreen(${entry.slug})`;
    return { default: ModuleScreen };
  });
  return { name: moduleResource(entry.slug), apiPath: `case-settings/${entry.api}`, list: Screen, i18n: entry.wording };
}
