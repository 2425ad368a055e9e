import type { ReadModelName } from './readModels.js';
/**
 * The names a list shows for the records its rows refer to (a client's lawyer, a case's client and
 * court), kept on the rows themselves by the read models so that lists search and sort by what
 * people see. Each reference writes `<as>En` and `<as>Ar` (the first referenced record's name: the
 * one a column shows and sorts by); every referenced name, in both languages and normalised for
 * search, goes into the row's `searchNames`.
 */
export interface DisplayNameReference {
  /** base of the pair written on the row: 'assignedLawyerName' -> assignedLawyerNameEn / assignedLawyerNameAr */
  as: string;
  /** the referenced records' collection */
  collection: ReadModelName;
  /** base of their bilingual name pair: 'fullName' (fullNameEn / fullNameAr), 'name', 'title' */
  name: string;
  /** where a query finds the rows that refer to a record (`assignedLawyerId`, `lawyerIds`, `plaintiffs.clientId`) */
  path: string;
  /** the ids the row refers to, the shown one first */
  ids: (row: Record<string, any>) => unknown[];
  /** more fields of the referenced records a search finds the row by (a client's number) */
  searchAlso?: string[];
}

/** the row field holding every referenced name, normalised (normalizeSearchText) */
export const SEARCH_NAMES_FIELD = 'searchNames';

const one = (field: string) => (row: Record<string, any>) => [row[field]];
const employee = (as: string, path: string, ids: DisplayNameReference['ids'] = one(path)): DisplayNameReference => ({ as, collection: 'employees', name: 'fullName', path, ids });
const client = (as: string, path: string, ids: DisplayNameReference['ids'] = one(path)): DisplayNameReference => ({ as, collection: 'clients', name: 'fullName', path, ids, searchAlso: ['clientId'] });

type Lawyer = { id: number; role?: string };
/** the responsible lawyer first, then the file's other lawyers */
const fileLawyers = (row: Record<string, any>) => {
  const lawyers = (row.responsibleLawyers ?? []) as Lawyer[];
  return [...lawyers.filter((l) => l.role === 'responsible'), ...lawyers.filter((l) => l.role !== 'responsible')].map((l) => l.id);
};

/** per list collection, the references whose names its rows carry */
export const displayNameReferences: Partial<Record<ReadModelName, DisplayNameReference[]>> = {
  clients: [employee('assignedLawyerName', 'assignedLawyerId')],
  consultations: [client('clientName', 'clientId'), employee('lawyerName', 'lawyerId'), { as: 'serviceName', collection: 'services', name: 'name', path: 'serviceId', ids: one('serviceId') }],
  files: [
    client('clientName', 'clientId'),
    employee('responsibleLawyerName', 'lawyerIds', fileLawyers),
    { as: 'departmentTitle', collection: 'departments', name: 'title', path: 'departmentId', ids: one('departmentId') },
    { as: 'officeName', collection: 'branches', name: 'name', path: 'officeId', ids: one('officeId') },
  ],
  cases: [
    client('clientName', 'plaintiffs.clientId', (row) => ((row.plaintiffs ?? []) as { clientId?: number }[]).map((p) => p.clientId)),
    employee('lawyerName', 'lawyerIds', (row) => (row.lawyerIds ?? []) as number[]),
    { as: 'courtName', collection: 'courts', name: 'name', path: 'courtId', ids: one('courtId') },
  ],
  employees: [
    { as: 'branchName', collection: 'branches', name: 'name', path: 'branchId', ids: one('branchId') },
    { as: 'roleName', collection: 'roles', name: 'name', path: 'roleId', ids: one('roleId') },
  ],
  branches: [{ as: 'regionName', collection: 'regions', name: 'name', path: 'regionId', ids: one('regionId') }, employee('managerName', 'managerId')],
  courts: [{ as: 'regionName', collection: 'regions', name: 'name', path: 'regionId', ids: one('regionId') }],
};
