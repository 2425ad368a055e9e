import type { PermissionModule } from '@lawfirm/contracts';
import { requirePermission } from '@lawfirm/platform';

/** add/edit/delete guards of one roles-matrix module */
export const moduleGuards = (module: PermissionModule) => ({
  add: requirePermission(module, 'add'),
  edit: requirePermission(module, 'edit'),
  delete: requirePermission(module, 'delete'),
});
