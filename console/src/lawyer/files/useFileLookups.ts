import { useLookup } from '../../components/forms/useLookup';
import { fileKey } from './i18n';

export type ClientOption = {
  id: number;
  clientId: string;
  fullNameEn: string;
  fullNameAr: string;
};
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
export type LawyerOption = {
  id: number;
  fullNameEn: string;
  fullNameAr: string;
  jobTitle?: string;
};

/** Clients able to open a file (those with an initiation agreement only). */
export const useFileClients = () => useLookup<ClientOption>('/lawyer/clients?initiation_agreement=true', fileKey('lookups.clientsFailed'));
export const useDepartments = () => useLookup<DepartmentOption>('/lawyer/departments', fileKey('lookups.departmentsFailed'));
export const useOffices = () => useLookup<OfficeOption>('/branches', fileKey('lookups.officesFailed'));
export const useLawyers = () => useLookup<LawyerOption>('/lawyer/employees', fileKey('lookups.lawyersFailed'));
