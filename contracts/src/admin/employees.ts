import { z } from 'zod';
import { optionalTextOf, storedBlob, storedDay, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { calendarDay, flag, idNumber, numeric, optionalText, requiredPhone, requiredText } from '../validation.js';
import { passwordField } from './users.js';

/** The five documents of an employee's file (admin-portal.md section 9), as multipart `documents[<kind>]`. */
export const employeeDocumentKinds = ['qualifications', 'residence', 'passport', 'id', 'license'] as const;
export type EmployeeDocumentKind = (typeof employeeDocumentKinds)[number];
/** fields of the record holding each document */
export const employeeDocumentField = <K extends EmployeeDocumentKind>(kind: K) => `${kind}Document` as const;

export const employeeInput = z.object({
  employeeId: requiredText('validation.required', 20),
  firstName: requiredText('validation.required', 100),
  lastName: requiredText('validation.required', 100),
  fullNameEn: requiredText('validation.required', 200),
  fullNameAr: requiredText('validation.required', 200),
  nationality: z.union([z.literal(''), z.null(), z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalidValue' })]).optional().transform((v) => (v ? v : null)),
  birthdate: calendarDay('validation.required'),
  address: requiredText('validation.required', 500),
  email: z.email({ error: 'validation.invalidEmail' }).max(200, { error: 'validation.tooLong' }).transform((e) => e.toLowerCase()),
  phone: requiredPhone(),
  password: passwordField,
  joiningDate: calendarDay('validation.required'),
  currentSalary: numeric('validation.employeeRequiredFields').pipe(z.number().min(0, { error: 'validation.mustBeZeroOrMore' }).max(100_000_000, { error: 'validation.tooBig' })),
  regionId: idNumber('validation.employeeRequiredFields'),
  branchId: idNumber('validation.employeeRequiredFields'),
  roleId: idNumber('validation.employeeRequiredFields'),
  jobTitle: optionalText(200),
  isActive: flag(true),
});

export const employeeEvents = declareCatalogEvents(
  {
    idField: 'employeeRecordId',
    added: 'EmployeeHired',
    revised: 'EmployeeDetailsRevised',
    removed: 'EmployeeRemoved',
    fieldEvents: {
      EmployeeSalaryChanged: ['currentSalary'],
      EmployeeTransferred: ['regionId', 'branchId'],
      EmployeeRoleChanged: ['roleId'],
      EmployeePasswordChanged: ['passwordSetAt'],
    },
    toggles: { isActive: { on: 'EmployeeReactivated', off: 'EmployeeDeactivated' } },
    attachments: { event: 'EmployeeDocumentAttached', fields: employeeDocumentKinds.map(employeeDocumentField) },
  },
  {
    employeeId: text(20), firstName: text(100), lastName: text(100), fullNameEn: text(200), fullNameAr: text(200), nationality: optionalTextOf(2),
    birthdate: storedDay(), address: text(500), email: text(200), phone: text(50), joiningDate: storedDay(), currentSalary: z.number().min(0),
    regionId: whole(1), branchId: whole(1), roleId: whole(1), jobTitle: optionalTextOf(200), isActive: z.boolean(), passwordSetAt: optionalTextOf(40),
    // each of employeeDocumentKinds
    qualificationsDocument: storedBlob(), residenceDocument: storedBlob(), passportDocument: storedBlob(), idDocument: storedBlob(), licenseDocument: storedBlob(),
  },
);
/** an employee's stream `employee-{id}`: every event of their record */
export type EmployeeEvent = CatalogEventOf<typeof employeeEvents>;
