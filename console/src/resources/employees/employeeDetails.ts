import type { Bilingual } from '@lawfirm/contracts';
import { screenMessages as messages } from '@lawfirm/contracts/screenMessages.ts';
import type { RaRecord } from 'react-admin';
import type { DetailSection } from '../../components/display/DetailsList';
import { amountInBoth } from '../../components/display/AmountField';
import { componentWording } from '../../components/messages/wording';
import { formatDate } from '../../i18n/dates';
import { countryByCode } from './countries';
import { documentKinds } from './EmployeeTabs';
import { employeeI18n } from './i18n';

/** The employee's region, branch and role records (undefined when missing), and the job title in words. */
export interface EmployeeReferences {
  region?: RaRecord;
  branch?: RaRecord;
  role?: RaRecord;
  jobTitle?: Bilingual;
}

const { fields, tabs } = employeeI18n;
const same = (value: unknown): Bilingual => ({ en: value == null ? '' : String(value), ar: value == null ? '' : String(value) });
const date = (value: unknown): Bilingual => ({ en: formatDate(value as string, 'en'), ar: formatDate(value as string, 'ar') });
const nameOf = (record: RaRecord | undefined, base = 'name'): Bilingual =>
  record ? { en: record[`${base}En`] || record[`${base}Ar`], ar: record[`${base}Ar`] || record[`${base}En`] } : messages['common.unknown'];

/**
 * Everything the view dialog shows about an employee, in both languages: the dialog shows one,
 * the printed page both side by side.
 */
export function employeeDetails(employee: RaRecord, refs: EmployeeReferences): DetailSection[] {
  const country = countryByCode(employee.nationality);
  const documents = (employee.documents ?? {}) as Record<string, string | null>;
  return [
    {
      title: tabs.basic,
      rows: [
        { label: fields.employeeId, value: same(employee.employeeId) },
        { label: fields.fullName, value: nameOf(employee, 'fullName') },
        { label: fields.firstName, value: same(employee.firstName) },
        { label: fields.lastName, value: same(employee.lastName) },
        { label: fields.nationality, value: country ? { en: country.nameEn, ar: country.nameAr } : same(employee.nationality) },
        { label: fields.birthdate, value: date(employee.birthdate) },
      ],
    },
    {
      title: tabs.contact,
      rows: [
        { label: fields.email, value: same(employee.email) },
        { label: fields.phone, value: same(employee.phone) },
        { label: fields.address, value: same(employee.address) },
      ],
    },
    {
      title: tabs.employment,
      rows: [
        { label: fields.joiningDate, value: date(employee.joiningDate) },
        { label: fields.currentSalary, value: amountInBoth(employee.currentSalary) },
        { label: fields.regionId, value: nameOf(refs.region) },
        { label: fields.branchId, value: nameOf(refs.branch) },
        { label: fields.roleId, value: nameOf(refs.role) },
        { label: fields.jobTitle, value: refs.jobTitle ?? same(employee.jobTitle) },
        { label: fields.status, value: employee.isActive ? componentWording.active : componentWording.inactive },
      ],
    },
    {
      title: tabs.documents,
      rows: documentKinds.map((kind) => ({
        label: fields.documents[kind],
        value: same(documents[kind]),
        file: documents[kind] ? { url: `/api/employees/${employee.id}/documents/${kind}`, filename: documents[kind] } : null,
      })),
    },
  ];
}
