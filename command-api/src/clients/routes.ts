import { clientEvents, clientInput, presentClient } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { refTo } from '../framework/constraints.js';
import { documentTypes, storeUpload, type UploadRule } from '../framework/uploads.js';

const agreement: UploadRule = { field: 'agreementFile', maxBytes: 10 * 1024 * 1024, types: documentTypes.word, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.agreementFileType' };

/** Clients: JSON, or multipart with the initiation agreement as `agreementFile`. */
export const clientRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'client',
    path: '/api/clients',
    events: clientEvents,
    input: clientInput,
    summary: 'validation.fillRequired',
    commands: { add: 'RegisterClient', revise: 'ReviseClient', remove: 'RemoveClient' },
    guards: moduleGuards('clients'),
    constraints: (f) => ({
      unique: [{ scope: 'client-number', value: f.clientId, field: 'clientId', key: 'validation.idTaken' }],
      refs: [...refTo('region', f.regionId, 'regionId', 'validation.unknownRegion'), ...refTo('employee', f.assignedLawyerId, 'assignedLawyerId', 'validation.unknownEmployee')],
    }),
    uploads: [agreement],
    present: presentClient,
    async prepare(req, fields, _mode, { blobStore }) {
      const file = await storeUpload(blobStore, req.files, agreement);
      return file ? { ...fields, initiationAgreement: file, hasInitiationAgreement: true } : fields;
    },
  });
