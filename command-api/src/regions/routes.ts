import { regionEvents, regionInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustBeUnique } from '../framework/references.js';

export const regionRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'region',
    path: '/api/regions',
    events: regionEvents,
    input: regionInput,
    summary: 'validation.fillRequired',
    commands: { add: 'AddRegion', revise: 'ReviseRegion', remove: 'RemoveRegion' },
    guards: moduleGuards('regions'),
    referencedBy: [{ collection: 'branches', field: 'regionId' }, { collection: 'courts', field: 'regionId' }, { collection: 'clients', field: 'regionId' }, { collection: 'employees', field: 'regionId' }, { collection: 'cases', field: 'regionId' }],
    async prepare(_req, fields, mode, { readStore }) {
      await mustBeUnique(readStore, 'regions', 'code', fields.code, mode.kind === 'revise' ? mode.id : undefined, 'validation.codeTaken');
      return fields;
    },
  });
