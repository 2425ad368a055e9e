import { regionEvents, regionInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';

export const regionRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'region',
    path: '/api/regions',
    events: regionEvents,
    input: regionInput,
    summary: 'validation.fillRequired',
    commands: { add: 'AddRegion', revise: 'ReviseRegion', remove: 'RemoveRegion' },
    guards: moduleGuards('regions'),
    constraints: (f) => ({ unique: [{ scope: 'region-code', value: f.code, field: 'code', key: 'validation.codeTaken' }] }),
  });
