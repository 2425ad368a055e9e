import type { ResourceDefinition } from '../types';
import { EMPLOYEES, employeeI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const EmployeeList = lazyScreen(() => import('./EmployeeList'), 'EmployeeList');

/** Employees (lawyers), /management/employees over /api/employees (documents as `documents[<kind>]`). */
export const employees: ResourceDefinition = {
  name: EMPLOYEES,
  apiPath: 'employees',
  list: EmployeeList,
  recordRepresentation: 'fullNameEn',
  i18n: employeeI18n,
};
