import { branchEvents, branchInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { refTo } from '../framework/constraints.js';

export const branchRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'branch',
    path: '/api/branches',
    events: branchEvents,
    input: branchInput,
    summary: 'validation.fillRequired',
    commands: { add: 'OpenBranch', revise: 'ReviseBranch', remove: 'CloseBranch' },
    guards: moduleGuards('branches'),
    constraints: (f) => ({
      refs: [...refTo('region', f.regionId, 'regionId', 'validation.unknownRegion'), ...refTo('employee', f.managerId, 'managerId', 'validation.unknownEmployee')],
    }),
  });
