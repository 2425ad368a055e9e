import { can, type Principal, type ReportId } from '@lawfirm/contracts';

/**
 * The reports the query API can order, and the filters each one takes. The worker renders them
 * (workers/src/reports); the job it is sent is contracts' `render-report` job (reportJob.ts).
 */

/** how a report's period is chosen: from/to (open when absent), a week (default this one), a month, a named range, or the firm's today */
type Period = 'range' | 'week' | 'month' | 'named' | 'today';
export type FilterName = 'status' | 'caseType' | 'taskType' | 'documentCategory' | 'adjournmentReason' | 'client';

/** the spec's filter values (lawyer-portal.md section 9) and the stored ones, to what the worker filters by */
const hearingStatuses = { pending: 'scheduled', scheduled: 'scheduled', postponed: 'adjourned', adjourned: 'adjourned', final: 'final' };
const appointmentStatuses = { pending: 'pending', scheduled: 'scheduled', completed: 'completed', cancelled: 'cancelled' };
export const taskTypes: Record<string, ('hearing' | 'meeting' | 'task')[]> = {
  meeting: ['meeting'], consultation: ['meeting'], task: ['task'], deadline: ['task'], hearing: ['hearing'],
};

/**
 * `billing`: a billing report, run by admins with billing: view (not reports: view), scoped as the
 * billing API scopes (platform's billing scope); `lawyers` says lawyers may run it too (their own).
 */
export const reports: Record<ReportId, { period: Period; filters: FilterName[]; statuses?: Record<string, string>; billing?: { lawyers: boolean } }> = {
  'weekly-schedule': { period: 'week', filters: [] },
  'monthly-calendar': { period: 'month', filters: [] },
  hearings: { period: 'range', filters: ['status'], statuses: hearingStatuses },
  'final-decisions': { period: 'range', filters: ['caseType'] },
  appointments: { period: 'range', filters: ['status', 'taskType'], statuses: appointmentStatuses },
  'cases-summary': { period: 'range', filters: ['client', 'caseType'] },
  'adjourned-cases': { period: 'range', filters: ['adjournmentReason'] },
  documents: { period: 'range', filters: ['caseType', 'documentCategory'] },
  'hearing-schedule': { period: 'range', filters: [] },
  cases: { period: 'named', filters: [] },
  'billing-wip': { period: 'range', filters: [], billing: { lawyers: true } },
  'billing-billed-collected': { period: 'range', filters: [], billing: { lawyers: false } },
  'billing-aged-receivables': { period: 'today', filters: [], billing: { lawyers: false } },
  'billing-vat-return': { period: 'range', filters: [], billing: { lawyers: false } },
};

/** whether the caller may run the report: lawyers the lawyer reports and their own work in progress; admins as their role gives (reports: view, or billing: view for the billing reports) */
export function mayRun(p: Pick<Principal, 'userType' | 'isSuperAdmin' | 'permissions'>, reportId: ReportId): boolean {
  const billing = reports[reportId].billing;
  if (p.userType === 'employee') return !billing || billing.lawyers;
  return can(p, billing ? 'billing' : 'reports', 'view');
}

export const isReportId = (id: unknown): id is ReportId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(reports, id);


