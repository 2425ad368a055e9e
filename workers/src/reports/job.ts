import { REPORT_IDS, type ReportFilters, type ReportJobData } from '@lawfirm/contracts';

const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isPermissions = (v: unknown) =>
  v === undefined || (typeof v === 'object' && v !== null && Object.values(v).every((a) => Array.isArray(a) && a.every((x) => typeof x === 'string')));
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
    (d.requester.isSuperAdmin === undefined || typeof d.requester.isSuperAdmin === 'boolean') &&
    isPermissions(d.requester.permissions) &&
    typeof d.filename === 'string' &&
    (f.from === undefined || isDay(f.from)) &&
    (f.to === undefined || isDay(f.to)) &&
    isIds(f.caseTypeIds) && isIds(f.documentCategoryIds) && isIds(f.adjournmentReasonIds) &&
    (f.clientId === undefined || Number.isSafeInteger(f.clientId));
  if (!ok) throw new Error('render-report: malformed job data');
  return d;
}
