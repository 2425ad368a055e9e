import { roleEvents, roleInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';

export const roleRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'role',
    path: '/api/roles',
    events: roleEvents,
    input: roleInput,
    summary: 'validation.fillRequired',
    commands: { add: 'DefineRole', revise: 'ReviseRole', remove: 'RemoveRole' },
    guards: moduleGuards('roles'),
    referencedBy: [{ collection: 'users', field: 'roleId' }, { collection: 'employees', field: 'roleId' }],
  });
