import type { ResourceDefinition } from '../types';
import { TIME_ENTRIES, timeEntryI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const TimeEntryList = lazyScreen(() => import('./TimeEntryList'), 'TimeEntryList');

/** Everyone's time for billing staff, read only, /management/time-entries over /api/billing/time-entries. */
export const timeEntries: ResourceDefinition = {
  name: TIME_ENTRIES,
  apiPath: 'billing/time-entries',
  list: TimeEntryList,
  i18n: timeEntryI18n,
};
