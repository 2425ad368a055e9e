import type { ExpenseDocument, FeeArrangementDocument, InvoiceDocument, PaymentDocument, RateAnswer, RetainerDocument, TimeActivityDocument, TimeEntryAnswer, TimeSuggestionAnswer } from './billing/index.js';
import type { SearchEntry } from './search.js';
import type { CaseDocument } from './lawyer/cases.js';
import type { FileDocument } from './lawyer/files.js';
import type { BranchDocument } from './admin/branches.js';
import type { AdjournmentReasonDocument, CaseTypeDocument, CourtDistrictDocument, DepartmentDocument, DocumentCategoryDocument, JobTitleDocument } from './lawyer/caseSettings.js';

/**
 * Every read model the projections keep, by name: the one place a collection's name is written.
 * Code outside the read store opens a collection through `ReadModelStore` (platform), whose
 * `collection(name)` accepts only these names, so a misspelt or retired name is a compile error.
 * A read model whose document type is declared says so in `ReadModels`; the others hold plain
 * documents so far.
 */
export const readModelNames = [
  'adjournment_reasons', 'appointments', 'audit_log', 'automated_tasks', 'billing_rates', 'billing_suggestions', 'branches', 'case_degrees',
  'case_documents', 'case_types', 'case_updates', 'cases', 'clients', 'consultations', 'court_districts',
  'courts', 'deadline_rules', 'deadlines', 'departments', 'document_categories', 'employees', 'expense_treatments', 'expenses',
  'fee_arrangements', 'file_documents', 'files', 'firm_settings', 'hearing_minutes', 'hearings', 'holidays', 'invoices', 'job_titles',
  'minutes_documents', 'news', 'notifications', 'payments', 'preferences', 'principals', 'regions', 'reminder_emails', 'retainers',
  'roles', 'search_entries', 'services', 'system_settings', 'time_activities', 'time_entries', 'users', 'working_week',
] as const;

export type ReadModelName = (typeof readModelNames)[number];

type Document = Record<string, unknown>;

/** An admin user or employee as sign-in and requests need it: a `principals` document. */
export interface PrincipalAccount {
  key: string;
  id: number;
  userType: 'admin' | 'employee';
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  isSuperAdmin: boolean;
  roleId: number | null;
  isActive: boolean;
}

/** each read model's document type */
export interface ReadModels extends Record<ReadModelName, Document> {
  principals: PrincipalAccount & Document;
  search_entries: SearchEntry & Document;
  time_activities: TimeActivityDocument & Document;
  time_entries: TimeEntryAnswer & Document;
  billing_suggestions: TimeSuggestionAnswer & Document;
  billing_rates: RateAnswer & Document;
  invoices: InvoiceDocument & Document;
  payments: PaymentDocument & Document;
  retainers: RetainerDocument & Document;
  fee_arrangements: FeeArrangementDocument & Document;
  expenses: ExpenseDocument & Document;
  adjournment_reasons: AdjournmentReasonDocument & Document;
  job_titles: JobTitleDocument & Document;
  document_categories: DocumentCategoryDocument & Document;
  case_types: CaseTypeDocument & Document;
  court_districts: CourtDistrictDocument & Document;
  departments: DepartmentDocument & Document;
  branches: BranchDocument & Document;
  cases: CaseDocument & Document;
  files: FileDocument & Document;
}

const known = new Set<string>(readModelNames);

/** the entries of a table keyed by read model (Object.entries types its keys as strings) */
export const readModelEntries = <V>(table: Partial<Record<ReadModelName, V>>) => Object.entries(table) as [ReadModelName, V][];

/** whether a name read from outside the code (a URL, a stored stream kind) is a read model's */
export const isReadModelName = (name: string): name is ReadModelName => known.has(name);
