import type { ResourceDefinition } from '../types';
import { CLIENTS, clientI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';
import { LazyRecordListSearch } from '../../components/lists/lazyRecordListSearch';

// an employee's directory searches: its search box comes with the screen
const ClientsScreen = lazyScreen(() => Promise.all([import('./ClientsScreen'), LazyRecordListSearch.preload()]).then(([screen]) => screen), 'ClientsScreen');

/** Clients, /management/clients over /api/clients (initiation agreement as multipart `agreementFile`). */
export const clients: ResourceDefinition = {
  name: CLIENTS,
  apiPath: 'clients',
  list: ClientsScreen,
  recordRepresentation: 'fullNameEn',
  i18n: clientI18n,
};
