import { courtEvents, courtInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustExist } from '../framework/references.js';

export const courtRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'court',
    path: '/api/courts',
    events: courtEvents,
    input: courtInput,
    summary: 'validation.fillRequired',
    commands: { add: 'RegisterCourt', revise: 'ReviseCourt', remove: 'RemoveCourt' },
    guards: moduleGuards('courts'),
    referencedBy: [{ collection: 'cases', field: 'courtId' }, { collection: 'court_districts', field: 'courtId' }],
    async prepare(_req, fields, _mode, { readStore }) {
      await mustExist(readStore, 'regions', fields.regionId, 'regionId', 'validation.unknownRegion');
      return fields;
    },
  });
