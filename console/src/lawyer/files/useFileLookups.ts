import type { BranchDocument, ClientPick, ColleaguePick, DepartmentDocument } from '@lawfirm/contracts';
import { useLookup } from '../../components/forms/useLookup';
import { fileKey } from './i18n';

/** GET /api/lawyer/clients?initiation_agreement=true: contracts' shape */
export type ClientOption = ClientPick;
/** GET /api/lawyer/departments: contracts' shape (the read model's document) */
export type DepartmentOption = DepartmentDocument;
/** GET /api/branches: contracts' shape (the read model's document) */
export type OfficeOption = BranchDocument;
/** GET /api/lawyer/employees: contracts' shape */
export type LawyerOption = ColleaguePick;

/** Clients able to open a file (those with an initiation agreement only). */
export const useFileClients = () => useLookup<ClientOption>('/lawyer/clients?initiation_agreement=true', fileKey('lookups.clientsFailed'));
export const useDepartments = () => useLookup<DepartmentOption>('/lawyer/departments', fileKey('lookups.departmentsFailed'));
export const useOffices = () => useLookup<OfficeOption>('/branches', fileKey('lookups.officesFailed'));
export const useLawyers = () => useLookup<LawyerOption>('/lawyer/employees', fileKey('lookups.lawyersFailed'));
