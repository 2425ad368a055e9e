import { consultationEvents, consultationInput } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustExist } from '../framework/references.js';

/** Consultations are client work: the roles matrix's `clients` module governs them. */
export const consultationRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'consultation',
    path: '/api/consultations',
    events: consultationEvents,
    input: consultationInput,
    commands: { add: 'ScheduleConsultation', revise: 'ReviseConsultation', remove: 'RemoveConsultation' },
    guards: moduleGuards('clients'),
    async prepare(_req, fields, _mode, { readStore }) {
      await mustExist(readStore, 'clients', fields.clientId, 'clientId', 'validation.unknownClient');
      await mustExist(readStore, 'employees', fields.lawyerId, 'lawyerId', 'validation.unknownEmployee');
      await mustExist(readStore, 'services', fields.serviceId, 'serviceId', 'validation.unknownService');
      return fields;
    },
  });
