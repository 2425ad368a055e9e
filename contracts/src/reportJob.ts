import type { Permissions } from './permissions.js';

/**
 * The `render-report` job between the query API and the workers: what the query API enqueues (it
 * validates the request and resolves its filters, names to ids and months or ranges to days) and
 * what the worker answers once the file is stored. The worker only reads and renders.
 */
export const RENDER_REPORT = 'render-report';

export const REPORT_IDS = [
  'weekly-schedule', 'monthly-calendar', 'hearings', 'final-decisions', 'appointments',
  'cases-summary', 'adjourned-cases', 'documents', 'hearing-schedule', 'cases',
  'billing-wip', 'billing-billed-collected', 'billing-aged-receivables', 'billing-vat-return',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];
export type ReportLang = 'en' | 'ar';
export type ReportFormat = 'pdf' | 'excel';

/** hearing statuses as the hearings reports filter them */
export type HearingStatusFilter = 'scheduled' | 'adjourned' | 'final';
/** what an agenda row is */
export type AgendaKind = 'hearing' | 'meeting' | 'task';

export const NAMED_RANGES = ['this-week', 'next-week', 'this-month'] as const;
export type NamedRange = (typeof NAMED_RANGES)[number];

export interface ReportFilters {
  /** calendar days (yyyy-MM-dd) in the firm's time zone, both inclusive; absent = open */
  from?: string;
  to?: string;
  /** hearings: HearingStatusFilter; appointments: pending | scheduled | completed | cancelled */
  status?: string;
  caseTypeIds?: number[];
  documentCategoryIds?: number[];
  adjournmentReasonIds?: number[];
  clientId?: number;
  kinds?: AgendaKind[];
  /** the admin cases report's named period, for its summary */
  range?: NamedRange;
}

export interface ReportJobData {
  reportId: ReportId;
  filters: ReportFilters;
  format: ReportFormat;
  lang: ReportLang;
  /** who asked, with an admin's grants as they stood (the billing reports scope by them as the billing API does) */
  requester: { userType: 'admin' | 'employee'; id: number; isSuperAdmin?: boolean; permissions?: Permissions };
  filename: string;
}

export interface ReportJobResult {
  blobId: string;
  filename: string;
  contentType: string;
  size: number;
  rows: number;
}

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A report ordered (POST /api/report-jobs): 202, the job to follow. */
export type ReportJobAccepted = { jobId: string };

/** GET /api/report-jobs/{jobId}: where the job stands; once completed, the file's name, rows and size; once failed, why in both languages. */
export type ReportJobStatus = {
  jobId: string;
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';
  /** 0 to 100 */
  progress: number;
  filename?: string;
  rows?: number;
  size?: number;
  error?: { message: string; messageAr: string };
};
