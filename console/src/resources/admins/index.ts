import type { ResourceDefinition } from '../types';
import { AdminList } from './AdminList';
import { ADMINS, adminI18n } from './i18n';

/** Administrator users, /management/admins over /api/users. */
export const admins: ResourceDefinition = {
  name: ADMINS,
  apiPath: 'users',
  list: AdminList,
  recordRepresentation: 'username',
  i18n: adminI18n,
};
