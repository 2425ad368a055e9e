import { employeeDocumentField, employeeDocumentKinds, employeeEvents, employeeInput, presentEmployee } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { storePassword, takePassword } from '../framework/passwords.js';
import { refTo } from '../framework/constraints.js';
import { mustNotBeFuture } from '../framework/references.js';
import { documentTypes, storeUpload, type UploadRule } from '../framework/uploads.js';
import { employeeRoleId, mustHoldAll, roleGrants } from '../framework/authority.js';

const { EmployeePasswordChanged, EmployeeRoleChanged, EmployeeDeactivated, EmployeeReactivated, EmployeeRemoved } = employeeEvents.events;
/** the events after which the employee's sessions end (their generation moves) */
const generationEvents = [EmployeePasswordChanged, EmployeeRoleChanged, EmployeeDeactivated, EmployeeReactivated, EmployeeRemoved].map((e) => e.type);

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
    // staff who leave are deactivated; one still on files or cases is not removed (refs)
    constraints: (f) => ({
      unique: [
        { scope: 'employee-number', value: f.employeeId, field: 'employeeId', key: 'validation.idTaken' },
        { scope: 'employee-email', value: f.email, field: 'email', key: 'validation.emailTaken' },
      ],
      refs: [
        ...refTo('region', f.regionId, 'regionId', 'validation.unknownRegion'),
        ...refTo('branch', f.branchId, 'branchId', 'validation.unknownBranch'),
        ...refTo('role', f.roleId, 'roleId', 'validation.unknownRole'),
      ],
    }),
    uploads: documentRules,
    present: presentEmployee,
    async prepare(req, fields, mode, deps) {
      const { blobStore, timezone } = deps;
      mustNotBeFuture(fields.birthdate as string | undefined, 'birthdate', timezone);
      // a role is given only by someone who holds all it grants, to lawyers too
      if (mode.kind === 'add' || fields.roleId !== (await employeeRoleId(deps, mode.id))) mustHoldAll(req, await roleGrants(deps, fields.roleId), 'error.roleBeyondYours');
      const withPassword = await takePassword(req, fields, mode);
      for (const [i, kind] of employeeDocumentKinds.entries()) {
        const file = await storeUpload(blobStore, req.files, documentRules[i]);
        if (file) withPassword[employeeDocumentField(kind)] = file;
      }
      return withPassword;
    },
    afterSave: (req, record, deps) => storePassword(req, `employee:${record.id}`, deps),
    generation: { key: (id) => `employee:${id}`, on: generationEvents },
  });
