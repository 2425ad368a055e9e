import { clientEvents, clientInput, presentClient } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustBeUnique, mustExist } from '../framework/references.js';
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
    referencedBy: [{ collection: 'files', field: 'clientId' }, { collection: 'cases', field: 'plaintiffs.clientId' }, { collection: 'consultations', field: 'clientId' }],
    uploads: [agreement],
    present: presentClient,
    async prepare(req, fields, mode, { readStore, blobStore }) {
      await mustBeUnique(readStore, 'clients', 'clientId', fields.clientId, mode.kind === 'revise' ? mode.id : undefined, 'validation.idTaken');
      await mustExist(readStore, 'regions', fields.regionId, 'regionId', 'validation.unknownRegion');
      await mustExist(readStore, 'employees', fields.assignedLawyerId, 'assignedLawyerId', 'validation.unknownEmployee');
      const file = await storeUpload(blobStore, req.files, agreement);
      return file ? { ...fields, initiationAgreement: file, hasInitiationAgreement: true } : fields;
    },
  });
