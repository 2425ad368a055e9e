/**
 * The `render-report` job: what the query API enqueues and what the worker answers. The query
 * API validates the request and resolves its filters (names to ids, months and ranges to days)
 * before enqueueing; the worker only reads and renders.
 */
export const RENDER_REPORT = 'render-report';

export const REPORT_IDS = [
  'weekly-schedule', 'monthly-calendar', 'hearings', 'final-decisions', 'appointments',
  'cases-summary', 'adjourned-cases', 'documents', 'hearing-schedule', 'cases',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];
export type ReportLang = 'en' | 'ar';
export type ReportFormat = 'pdf' | 'excel';

/** hearing statuses as the hearings reports filter them */
export type HearingStatusFilter = 'scheduled' | 'adjourned' | 'final';
/** what an agenda row is */
export type AgendaKind = 'hearing' | 'meeting' | 'task';

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
  range?: 'this-week' | 'next-week' | 'this-month';
}

export interface ReportJobData {
  reportId: ReportId;
  filters: ReportFilters;
  format: ReportFormat;
  lang: ReportLang;
  requester: { userType: 'admin' | 'employee'; id: number };
  filename: string;
}

export interface ReportJobResult {
  blobId: string;
  filename: string;
  contentType: string;
  size: number;
  rows: number;
}

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isIds = (v: unknown) => v === undefined || (Array.isArray(v) && v.every((n) => Number.isSafeInteger(n)));

/** Jobs come back from Redis as JSON: check the shape before trusting it. */
export function parseJob(data: unknown): ReportJobData {
  const d = data as ReportJobData;
  const f = d?.filters ?? {};
  const ok =
    REPORT_IDS.includes(d?.reportId) &&
    ['pdf', 'excel'].includes(d.format) &&
    ['en', 'ar'].includes(d.lang) &&
    ['admin', 'employee'].includes(d.requester?.userType) &&
    Number.isSafeInteger(d.requester?.id) &&
    typeof d.filename === 'string' &&
    (f.from === undefined || isDay(f.from)) &&
    (f.to === undefined || isDay(f.to)) &&
    isIds(f.caseTypeIds) && isIds(f.documentCategoryIds) && isIds(f.adjournmentReasonIds) &&
    (f.clientId === undefined || Number.isSafeInteger(f.clientId));
  if (!ok) throw new Error('render-report: malformed job data');
  return d;
}
