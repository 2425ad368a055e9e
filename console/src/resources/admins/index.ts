import type { ResourceDefinition } from '../types';
import { ADMINS, adminI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const AdminList = lazyScreen(() => import('./AdminList'), 'AdminList');

/** Administrator users, /management/admins over /api/users. */
export const admins: ResourceDefinition = {
  name: ADMINS,
  apiPath: 'users',
  list: AdminList,
  recordRepresentation: 'username',
  i18n: adminI18n,
};
