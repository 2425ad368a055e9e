import { serviceEvents, serviceInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';

/** Legal services sit under the settings group, so the roles matrix's `settings` module governs them. */
export const serviceRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'service',
    path: '/api/services',
    events: serviceEvents,
    input: serviceInput,
    commands: { add: 'OfferLegalService', revise: 'ReviseLegalService', remove: 'WithdrawLegalService' },
    guards: moduleGuards('settings'),
  });
