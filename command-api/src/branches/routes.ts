import { branchEvents, branchInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustExist } from '../framework/references.js';

export const branchRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'branch',
    path: '/api/branches',
    events: branchEvents,
    input: branchInput,
    summary: 'validation.fillRequired',
    commands: { add: 'OpenBranch', revise: 'ReviseBranch', remove: 'CloseBranch' },
    guards: moduleGuards('branches'),
    referencedBy: [{ collection: 'employees', field: 'branchId' }, { collection: 'files', field: 'officeId' }],
    async prepare(_req, fields, _mode, { readStore }) {
      await mustExist(readStore, 'regions', fields.regionId, 'regionId', 'validation.unknownRegion');
      await mustExist(readStore, 'employees', fields.managerId, 'managerId', 'validation.unknownEmployee');
      return fields;
    },
  });
