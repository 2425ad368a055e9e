import { regionEvents, regionInput } from '@lawfirm/contracts';
import { requirePermission } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';

export const regionRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'region',
    path: '/api/regions',
    events: regionEvents,
    input: regionInput,
    summary: 'validation.fillRequired',
    commands: { add: 'AddRegion', revise: 'ReviseRegion', remove: 'RemoveRegion' },
    guards: { add: requirePermission('regions', 'add'), edit: requirePermission('regions', 'edit'), delete: requirePermission('regions', 'delete') },
  });
