import { courtEvents, courtInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { refTo } from '../framework/constraints.js';

export const courtRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'court',
    path: '/api/courts',
    events: courtEvents,
    input: courtInput,
    summary: 'validation.fillRequired',
    commands: { add: 'RegisterCourt', revise: 'ReviseCourt', remove: 'RemoveCourt' },
    guards: moduleGuards('courts'),
    constraints: (f) => ({ refs: refTo('region', f.regionId, 'regionId', 'validation.unknownRegion') }),
  });
