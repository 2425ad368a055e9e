import type { ResourceDefinition } from '../types';
import { ROLES, roleI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const RoleList = lazyScreen(() => import('./RoleList'), 'RoleList');

/** Roles and permissions, /management/roles over /api/roles. */
export const roles: ResourceDefinition = {
  name: ROLES,
  apiPath: 'roles',
  list: RoleList,
  recordRepresentation: 'nameEn',
  i18n: roleI18n,
};
