import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { blobRef, bool, int, optStr, str, day } from '../events/registry.js';
import { calendarDay, flag, idNumber, numeric, optionalText, requiredPhone, requiredText } from '../validation.js';
import { passwordField } from './users.js';

/** The five documents of an employee's file (admin-portal.md section 9), as multipart `documents[<kind>]`. */
export const employeeDocumentKinds = ['qualifications', 'residence', 'passport', 'id', 'license'] as const;
export type EmployeeDocumentKind = (typeof employeeDocumentKinds)[number];
/** fields of the record holding each document */
export const employeeDocumentField = (kind: EmployeeDocumentKind) => `${kind}Document`;

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

export const employeeEvents = defineCatalogEvents(
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
    employeeId: str(20), firstName: str(100), lastName: str(100), fullNameEn: str(200), fullNameAr: str(200), nationality: optStr(2),
    birthdate: day, address: str(500), email: str(200), phone: str(50), joiningDate: day, currentSalary: { type: 'number', minimum: 0 },
    regionId: int(1), branchId: int(1), roleId: int(1), jobTitle: optStr(200), isActive: bool, passwordSetAt: optStr(40),
    ...Object.fromEntries(employeeDocumentKinds.map((k) => [employeeDocumentField(k), blobRef])),
  },
);
