import { consultationEvents, consultationInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { refTo } from '../framework/constraints.js';

/** Consultations are client work: the roles matrix's `clients` module governs them. */
export const consultationRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'consultation',
    path: '/api/consultations',
    events: consultationEvents,
    input: consultationInput,
    commands: { add: 'ScheduleConsultation', revise: 'ReviseConsultation', remove: 'RemoveConsultation' },
    guards: moduleGuards('clients'),
    constraints: (f) => ({
      refs: [
        ...refTo('client', f.clientId, 'clientId', 'validation.unknownClient'),
        ...refTo('employee', f.lawyerId, 'lawyerId', 'validation.unknownEmployee'),
        ...refTo('service', f.serviceId, 'serviceId', 'validation.unknownService'),
      ],
    }),
  });
