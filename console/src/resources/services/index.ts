import type { ResourceDefinition } from '../types';
import { serviceI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const ServiceList = lazyScreen(() => import('./ServiceList'), 'ServiceList');

/** Legal services, /settings/services over /api/services. */
export const services: ResourceDefinition = {
  name: 'settings/services',
  apiPath: 'services',
  list: ServiceList,
  recordRepresentation: 'nameEn',
  i18n: serviceI18n,
};
