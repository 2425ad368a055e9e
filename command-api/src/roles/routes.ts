import { roleEvents, roleInput, type Permissions } from '@lawfirm/contracts';
import { mustHoldAll, roleGrants } from '../framework/authority.js';
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
    // every process reads the role's grants again at its holders' next request (platform/src/http/auth.ts),
    // after any event that changes them: revised, its grants, deactivated or reactivated
    generation: { key: (id) => `role:${id}`, on: [roleEvents.revised, ...Object.keys(roleEvents.fieldEvents ?? {}), ...Object.values(roleEvents.toggles ?? {}).flatMap((t) => [t.on, t.off])] },
    // a role is defined, changed or removed only by someone who holds all it grants (before and after)
    async prepare(req, fields, mode, deps) {
      if (mode.kind === 'revise') mustHoldAll(req, await roleGrants(deps, mode.id), 'error.grantsBeyondYours');
      mustHoldAll(req, (fields.permissions ?? {}) as Permissions, 'error.grantsBeyondYours');
      return fields;
    },
    async beforeRemove(req, id, deps) {
      mustHoldAll(req, await roleGrants(deps, id), 'error.grantsBeyondYours');
    },
  });
