import type { ResourceDefinition } from '../types';
import { CLIENTS, clientI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const ClientsScreen = lazyScreen(() => import('./ClientsScreen'), 'ClientsScreen');

/** Clients, /management/clients over /api/clients (initiation agreement as multipart `agreementFile`). */
export const clients: ResourceDefinition = {
  name: CLIENTS,
  apiPath: 'clients',
  list: ClientsScreen,
  recordRepresentation: 'fullNameEn',
  i18n: clientI18n,
};
