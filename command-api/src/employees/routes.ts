import { employeeDocumentField, employeeDocumentKinds, employeeEvents, employeeInput, presentEmployee } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { storePassword, takePassword } from '../framework/passwords.js';
import { mustBeUnique, mustExist, mustNotBeFuture } from '../framework/references.js';
import { documentTypes, storeUpload, type UploadRule } from '../framework/uploads.js';

const documentRules: UploadRule[] = employeeDocumentKinds.map((kind) => ({
  field: `documents[${kind}]`,
  maxBytes: 10 * 1024 * 1024,
  types: documentTypes.any,
  tooLarge: 'validation.fileTooLarge',
  wrongType: 'validation.documentFileType',
}));

/** Employees (lawyers): multipart with `documents[<kind>]`; they sign in with their email. */
export const employeeRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'employee',
    path: '/api/employees',
    events: employeeEvents,
    input: employeeInput,
    summary: 'validation.validationError',
    commands: { add: 'HireEmployee', revise: 'ReviseEmployee', remove: 'RemoveEmployee' },
    guards: moduleGuards('employees'),
    // staff who leave are deactivated; removing one still on files or cases would orphan them
    referencedBy: [{ collection: 'files', field: 'lawyerIds' }, { collection: 'cases', field: 'lawyerIds' }, { collection: 'branches', field: 'managerId' }, { collection: 'consultations', field: 'lawyerId' }, { collection: 'clients', field: 'assignedLawyerId' }],
    uploads: documentRules,
    present: presentEmployee,
    async prepare(req, fields, mode, { readStore, blobStore, timezone }) {
      mustNotBeFuture(fields.birthdate as string | undefined, 'birthdate', timezone);
      const except = mode.kind === 'revise' ? mode.id : undefined;
      await mustBeUnique(readStore, 'employees', 'employeeId', fields.employeeId, except, 'validation.idTaken');
      await mustBeUnique(readStore, 'employees', 'email', fields.email, except, 'validation.emailTaken');
      await mustExist(readStore, 'regions', fields.regionId, 'regionId', 'validation.unknownRegion');
      await mustExist(readStore, 'branches', fields.branchId, 'branchId', 'validation.unknownBranch');
      await mustExist(readStore, 'roles', fields.roleId, 'roleId', 'validation.unknownRole');
      const withPassword = await takePassword(req, fields, mode);
      for (const [i, kind] of employeeDocumentKinds.entries()) {
        const file = await storeUpload(blobStore, req.files, documentRules[i]);
        if (file) withPassword[employeeDocumentField(kind)] = file;
      }
      return withPassword;
    },
    afterSave: (req, record, deps) => storePassword(req, `employee:${record.id}`, deps),
  });
