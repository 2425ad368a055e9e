import type { ResourceDefinition } from '../types';
import { branchI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const BranchList = lazyScreen(() => import('./BranchList'), 'BranchList');

/** Branches, /settings/branches over /api/branches. */
export const branches: ResourceDefinition = {
  name: 'settings/branches',
  apiPath: 'branches',
  list: BranchList,
  recordRepresentation: 'nameEn',
  i18n: branchI18n,
};
