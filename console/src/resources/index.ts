import type { ResourceRoute } from '../providers/dataProvider';
import type { ResourceDefinition } from './types';
import { regions } from './regions';
import { firm } from './firm';
import { branches } from './branches';
import { courts } from './courts';
import { services } from './services';
import { systemSettings } from './systemSettings';
import { emailOutbox } from './emailOutbox';
import { clients } from './clients';
import { employees } from './employees';
import { admins } from './admins';
import { roles } from './roles';
import { consultations } from './consultations';
import { news } from './news';
import { caseSettingsResources } from './caseSettings';
import { lawyerFiles } from '../lawyer/files';
import { invoices } from './invoices';
import { payments } from './payments';
import { caseBilling } from './caseBilling';
import { rates } from './rates';
import { timeEntries } from './timeEntries';
import { expenses } from './expenses';

/** Every resource of the console. A new resource: one folder, one line here. */
export const resources: ResourceDefinition[] = [
  regions,
  firm,
  branches,
  courts,
  services,
  systemSettings,
  emailOutbox,
  clients,
  employees,
  admins,
  roles,
  consultations,
  news,
  ...caseSettingsResources,
  lawyerFiles,
  invoices,
  payments,
  caseBilling,
  rates,
  timeEntries,
  expenses,
];

export const resourcePaths: Record<string, ResourceRoute> = Object.fromEntries(
  resources.filter((r) => r.apiPath || r.idField).map((r) => [r.name, { path: r.apiPath ?? r.name, idField: r.idField }]),
);

export const resourceMessages = Object.fromEntries(resources.map((r) => [r.name, r.i18n]));
