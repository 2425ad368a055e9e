import type { ResourceDefinition } from '../types';
import { CLIENTS, clientI18n } from './i18n';
import { ClientList } from './ClientList';

/** Clients, /management/clients over /api/clients (initiation agreement as multipart `agreementFile`). */
export const clients: ResourceDefinition = {
  name: CLIENTS,
  apiPath: 'clients',
  list: ClientList,
  recordRepresentation: 'fullNameEn',
  i18n: clientI18n,
};
