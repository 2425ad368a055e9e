import type { ClientPick, ColleaguePick } from '@lawfirm/contracts';
import { useLookup } from '../../components/forms/useLookup';
import { fileKey } from './i18n';

/** GET /api/lawyer/clients?initiation_agreement=true: contracts' shape */
export type ClientOption = ClientPick;
export type DepartmentOption = {
  id: number;
  titleEn: string;
  titleAr: string;
};
export type OfficeOption = {
  id: number;
  nameEn: string;
  nameAr: string;
};
/** GET /api/lawyer/employees: contracts' shape */
export type LawyerOption = ColleaguePick;

/** Clients able to open a file (those with an initiation agreement only). */
export const useFileClients = () => useLookup<ClientOption>('/lawyer/clients?initiation_agreement=true', fileKey('lookups.clientsFailed'));
export const useDepartments = () => useLookup<DepartmentOption>('/lawyer/departments', fileKey('lookups.departmentsFailed'));
export const useOffices = () => useLookup<OfficeOption>('/branches', fileKey('lookups.officesFailed'));
export const useLawyers = () => useLookup<LawyerOption>('/lawyer/employees', fileKey('lookups.lawyersFailed'));
