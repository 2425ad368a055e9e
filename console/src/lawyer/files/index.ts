import type { ResourceDefinition } from '../../resources/types';
import { FILES, fileI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const FileList = lazyScreen(() => import('./FileList'), 'FileList');

/**
 * Client files, /lawyer/files over /api/lawyer/files. The list is the resource's; detail, create
 * and edit are custom routes at the spec's URLs (/lawyer/files/{id}, /lawyer/create-file,
 * /lawyer/edit-file/{id}), registered in App.
 */
export const lawyerFiles: ResourceDefinition = {
  name: FILES,
  list: FileList,
  recordRepresentation: 'fileNumber',
  i18n: fileI18n,
};
