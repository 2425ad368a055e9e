import type { ResourceDefinition } from './types';
import { regions } from './regions';

/** Every resource of the console. A new resource: one folder, one line here. */
export const resources: ResourceDefinition[] = [regions];

export const resourcePaths: Record<string, string> = Object.fromEntries(
  resources.filter((r) => r.apiPath).map((r) => [r.name, r.apiPath as string]),
);

export const resourceMessages = Object.fromEntries(resources.map((r) => [r.name, r.i18n]));
