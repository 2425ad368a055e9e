import type { ComponentType } from 'react';
import type { BilingualTree } from '../i18n/bilingual';

/** What a resource folder exports; App turns it into a react-admin <Resource>. */
export interface ResourceDefinition {
  /** react-admin resource name = the spec's route without its slash, e.g. 'settings/regions' */
  name: string;
  /** API path under /api when it differs from the name, e.g. 'regions' */
  apiPath?: string;
  /** the field naming a record in PUT/DELETE URLs when it is not `id` (system settings: 'key') */
  idField?: string;
  list?: ComponentType;
  /** one record's page (`/<name>/:id/show`) */
  show?: ComponentType;
  recordRepresentation?: string;
  /** `resources.<name>.*` wording: name, fields, dialog titles */
  i18n: BilingualTree;
}
