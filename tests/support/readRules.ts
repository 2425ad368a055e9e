import type { PermissionAction, PermissionModule } from '@lawfirm/contracts';

/** `module:action` of the roles matrix */
export type Grant = `${PermissionModule}:${PermissionAction}`;

/**
 * Who may read a route, from the roles matrix and the caller's relation to the record (issue 36):
 * - `anonymous`: answered without signing in (the login page's settings, a calendar feed's secret
 *   address, a published news image);
 * - `admin`: `'all'` every admin whatever the role, `'super'` super admins only, `'none'` no admin
 *   (a lawyer's own work, as recording time), or the grants of which an admin needs one (a super
 *   admin holds them all);
 * - `lawyer` (employees, who are not governed by the matrix): `'all'` any of them (lists scoped to
 *   their own work, or reference data), `'own'` only a lawyer on the record the path names (one
 *   not on it gets `off`, 404 unless said: its id does not leak), `'none'` refused (403);
 * - `record`: which of the suite's records fills the path's parameters (lawyer on it: Omar; not
 *   on it: Fatima); without it, the parameters are an existing id of a list, or a made-up one.
 */
export interface ReadRule {
  anonymous?: true;
  admin: 'all' | 'super' | 'none' | Grant[];
  lawyer: 'all' | 'own' | 'none';
  off?: 403 | 404;
  record?: RecordParam;
  /** the path's last part may name nothing (a record without that file, a made-up job): a 404 counts as let through */
  mayBeMissing?: true;
}
export type RecordParam =
  | 'case' | 'caseStream' | 'file' | 'hearing' | 'minutes' | 'deadline' | 'client' | 'employee' | 'employeeDocument'
  | 'news' | 'region' | 'branch' | 'court' | 'service' | 'systemSetting' | 'role' | 'user' | 'consultation' | 'caseSetting'
  | 'deadlineRule' | 'holiday' | 'collection' | 'made-up';

const signedIn: ReadRule = { admin: 'all', lawyer: 'all' };
const anyone: ReadRule = { anonymous: true, admin: 'all', lawyer: 'all' };
const anyAdmin: ReadRule = { admin: 'all', lawyer: 'none' };
const admins = (...grants: Grant[]): ReadRule => ({ admin: grants, lawyer: 'none' });
/** lawyer-area lists and pages of one's own work: lawyers (scoped to their work), admins with one of the grants */
const work = (...grants: Grant[]): ReadRule => ({ admin: grants, lawyer: 'all' });
/** a record of the lawyer area: its lawyers, admins with one of the grants */
const onRecord = (record: RecordParam, ...grants: Grant[]): ReadRule => ({ admin: grants, lawyer: 'own', record });
const reference = (record: RecordParam): ReadRule => ({ ...signedIn, record });

/**
 * Every route of the query API (GET, and the report jobs' POST) and every GET of the command API with its read rule: the one table
 * tests/api/authorization-matrix.test.ts reads. A route added without its row fails that suite.
 */
export const readRules: Record<string, ReadRule> = {
  'GET /api/health': anyone,
  'GET /calendar/:file': { ...anyone, record: 'made-up', mayBeMissing: true },
  'GET /api/auth/me': signedIn,
  'GET /api/settings': anyone,
  'GET /api/admin/law-firm-settings': admins('settings:view'),
  'GET /api/settings/logo': { ...anyone, mayBeMissing: true },
  'GET /api/stats': anyAdmin,
  'GET /api/stats/recent-activities': anyAdmin,
  'GET /api/regions': signedIn,
  'GET /api/regions/:id': reference('region'),
  'GET /api/news/published': signedIn,
  'GET /api/news/:id/image': { ...anyone, record: 'news', mayBeMissing: true },
  'GET /api/clients/:id/agreement': { ...admins('clients:view'), record: 'client', mayBeMissing: true },
  'GET /api/employees/:id/documents/:kind': { ...admins('employees:view'), record: 'employeeDocument', mayBeMissing: true },
  'GET /api/branches': signedIn,
  'GET /api/branches/:id': reference('branch'),
  'GET /api/courts': signedIn,
  'GET /api/courts/:id': reference('court'),
  'GET /api/services': signedIn,
  'GET /api/services/:id': reference('service'),
  'GET /api/system-settings': admins('settings:view'),
  'GET /api/system-settings/:id': { ...admins('settings:view'), record: 'systemSetting' },
  'GET /api/roles': admins('roles:view', 'users:add', 'users:edit', 'employees:add', 'employees:edit'),
  'GET /api/roles/:id': { ...admins('roles:view', 'users:add', 'users:edit', 'employees:add', 'employees:edit'), record: 'role' },
  'GET /api/users': admins('users:view', 'settings:add', 'settings:edit'),
  'GET /api/users/:id': { ...admins('users:view', 'settings:add', 'settings:edit'), record: 'user' },
  'GET /api/employees': admins('employees:view', 'branches:add', 'branches:edit', 'clients:add', 'clients:edit'),
  'GET /api/employees/:id': { ...admins('employees:view', 'branches:add', 'branches:edit', 'clients:add', 'clients:edit'), record: 'employee' },
  'GET /api/clients': admins('clients:view'),
  'GET /api/clients/:id': { ...admins('clients:view'), record: 'client' },
  'GET /api/consultations': admins('clients:view'),
  'GET /api/consultations/:id': { ...admins('clients:view'), record: 'consultation' },
  'GET /api/news': admins('settings:view'),
  'GET /api/news/:id': { ...admins('settings:view'), record: 'news' },
  'GET /api/case-settings/court-districts/by-court/:courtId': reference('court'),
  'GET /api/lawyer/departments': signedIn,
  'GET /api/case-types': signedIn,
  'GET /api/document-types': signedIn,
  'GET /api/admin/document-categories': signedIn,
  'GET /api/case-settings/adjournment-reasons': signedIn,
  'GET /api/case-settings/adjournment-reasons/:id': reference('caseSetting'),
  'GET /api/case-settings/job-titles': signedIn,
  'GET /api/case-settings/job-titles/:id': reference('caseSetting'),
  'GET /api/case-settings/document-categories': signedIn,
  'GET /api/case-settings/document-categories/:id': reference('caseSetting'),
  'GET /api/case-settings/enhanced-case-types': signedIn,
  'GET /api/case-settings/enhanced-case-types/:id': reference('caseSetting'),
  'GET /api/case-settings/case-degrees': signedIn,
  'GET /api/case-settings/case-degrees/:id': reference('caseSetting'),
  'GET /api/case-settings/automated-tasks': signedIn,
  'GET /api/case-settings/automated-tasks/:id': reference('caseSetting'),
  'GET /api/case-settings/court-districts': signedIn,
  'GET /api/case-settings/court-districts/:id': reference('caseSetting'),
  'GET /api/case-settings/departments': signedIn,
  'GET /api/case-settings/departments/:id': reference('caseSetting'),
  // the firm's own activities of time entries: the seeded firm has none, so one read is of a made-up id
  'GET /api/case-settings/time-activities': signedIn,
  'GET /api/case-settings/time-activities/:id': { ...signedIn, record: 'made-up', mayBeMissing: true },
  // the pickers' directories (docs/api.md, "Who reads what")
  'GET /api/lawyer/clients': work('clients:view', 'cases:add', 'cases:edit', 'files:add', 'files:edit', 'reports:view'),
  'GET /api/lawyer/employees': work('employees:view', 'cases:view', 'cases:add', 'cases:edit', 'files:add', 'files:edit', 'minutes:add', 'minutes:edit'),
  'GET /api/lawyer/next-file-number': work('files:add'),
  'GET /api/lawyer/files': work('files:view'),
  'GET /api/lawyer/files/:id': onRecord('file', 'files:view'),
  'GET /api/lawyer/files/:id/documents': onRecord('file', 'files:view'),
  'GET /api/lawyer/file-documents/:id/download': { ...onRecord('made-up', 'files:view'), mayBeMissing: true },
  'GET /api/cases': work('cases:view'),
  'GET /api/lawyer/cases': work('cases:view'),
  'GET /api/cases/:id': onRecord('case', 'cases:view'),
  'GET /api/lawyer/cases/:id': onRecord('case', 'cases:view'),
  'GET /api/lawyer/cases/:id/hearings': onRecord('case', 'cases:view'),
  'GET /api/lawyer/cases/:id/appointments': onRecord('case', 'cases:view'),
  'GET /api/lawyer/cases/:id/documents': onRecord('case', 'cases:view'),
  'GET /api/lawyer/cases/:id/updates': onRecord('case', 'cases:view'),
  'GET /api/lawyer/cases/:id/all-documents': onRecord('case', 'cases:view'),
  // what every lawyer sees of any case on the office calendar (number, title, court, lawyers, hearings)
  'GET /api/lawyer/cases/:id/summary': { ...work('cases:view'), record: 'case' },
  // every case of a client with `mayOpen`: the summary of the others
  'GET /api/lawyer/cases-by-client/:clientId': { ...work('cases:view'), record: 'client' },
  'GET /api/hearings/:id/documents': onRecord('hearing', 'hearings:view'),
  'GET /api/hearings/:id/documents/:docId/download': { ...onRecord('hearing', 'hearings:view'), mayBeMissing: true },
  'GET /api/hearings/:id/minutes-file': { ...onRecord('hearing', 'minutes:view'), mayBeMissing: true },
  'GET /api/lawyer/case-documents/:id/download': { ...onRecord('made-up', 'cases:view'), mayBeMissing: true },
  'GET /api/hearings/:id/details': onRecord('hearing', 'hearings:view'),
  'GET /api/hearings/:id/minutes-history': onRecord('hearing', 'minutes:view'),
  'GET /api/hearing-minutes/:id': onRecord('minutes', 'minutes:view'),
  'GET /api/hearing-minutes/:id/documents': onRecord('minutes', 'minutes:view'),
  'GET /api/minutes-documents/:id/download': { ...onRecord('made-up', 'minutes:view'), mayBeMissing: true },
  'GET /api/lawyer/final-rulings': work('cases:view'),
  'GET /api/lawyer/my-tasks': work('cases:view'),
  // each part by its module: hearings with hearings: view, the cases' tasks and meetings with cases: view
  'GET /api/lawyer/calendar': work('hearings:view', 'cases:view'),
  'GET /api/lawyer/dashboard-stats': work('cases:view'),
  'GET /api/lawyer/today-cases': work('cases:view'),
  'GET /api/lawyer/deadlines': work('cases:view'),
  'GET /api/lawyer/deadlines/:id': onRecord('deadline', 'cases:view'),
  'GET /api/case-settings/working-week': signedIn,
  'GET /api/case-settings/deadline-rules': signedIn,
  'GET /api/case-settings/deadline-rules/:id': reference('deadlineRule'),
  'GET /api/case-settings/holidays': signedIn,
  'GET /api/case-settings/holidays/:id': reference('holiday'),
  'GET /api/notifications/unread-count': signedIn,
  'GET /api/notifications': signedIn,
  // a settings screen; each e-mail only to whoever may open its case (super admins, roles viewing cases)
  'GET /api/email-outbox': admins('settings:view'),
  // a record's history: an admin by the module of the stream, a lawyer their own cases' and files'
  'GET /api/audit/streams/:stream': { ...onRecord('caseStream', 'cases:view'), off: 403 },
  'GET /api/audit/streams/:stream/export': { ...onRecord('caseStream', 'cases:view'), off: 403 },
  'GET /api/audit/events': admins('audit:view'),
  'GET /api/audit/events/export.csv': admins('audit:view'),
  'GET /api/admin/read-models': { admin: 'super', lawyer: 'none' },
  'GET /api/admin/read-models/:collection': { admin: 'super', lawyer: 'none', record: 'collection' },
  'GET /api/reports/hearings/schedule': work('reports:view'),
  // a made-up report name: the guard answers before the report is looked for
  // billing staff run the billing reports (which report a caller may run: query-api's reports/catalog.ts mayRun)
  'GET /api/reports/:reportId': { ...work('reports:view', 'billing:view'), record: 'made-up', mayBeMissing: true },
  'POST /api/report-jobs': work('reports:view', 'billing:view'),
  'GET /api/report-jobs/:jobId': { ...work('reports:view', 'billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/report-jobs/:jobId/file': { ...work('reports:view', 'billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/hearing-minutes/:id/export.docx': onRecord('minutes', 'minutes:view'),
  'GET /api/profile': signedIn,
  'GET /api/profile/preferences': signedIn,
  'GET /api/calendar/feed': signedIn,
  'GET /api/search': signedIn,
  // billing: a lawyer's own time and the invoices of their cases; an admin with billing: view (the
  // invoices of clients they may open: an admin without clients: view is answered none, 404 for one)
  'GET /api/billing/time-entries': work('billing:view'),
  // the sums of the time the list answers with the same filter, in the same scope
  'GET /api/billing/time-entries/totals': work('billing:view'),
  // expenses: a lawyer's own, on the cases they are on; an admin with billing: view those of the cases they may open (none without cases: view, 404 for one)
  'GET /api/billing/expenses': work('billing:view'),
  'GET /api/billing/expenses/:id': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/billing/expenses/:id/receipt': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/billing/invoices': work('billing:view'),
  // suggested entries: a lawyer's own open ones; an admin has none (an empty list)
  'GET /api/billing/suggestions': work('billing:view'),
  // the rate card is billing staff's; the rate that applies on a case a lawyer reads for their own time (billing staff for any lawyer's)
  'GET /api/billing/rates': admins('billing:view'),
  'GET /api/billing/rates/applicable': work('billing:view'),
  // what a lawyer may record time on: their own cases, files and consultations; time is a lawyer's, so no admin (403, as recording it)
  'GET /api/billing/matters': { admin: 'none', lawyer: 'all' },
  // the firm's VAT treatment per expense type is billing staff's
  'GET /api/billing/expense-treatments': admins('billing:view'),
  'GET /api/billing/invoices/:id': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/billing/invoices/:id/pdf': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/billing/invoices/:id/e-invoice.xml': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/billing/invoices/:id/credit-notes/:number/e-invoice.xml': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  'GET /api/billing/invoices/:id/credit-notes/:number/pdf': { ...work('billing:view'), record: 'made-up', mayBeMissing: true },
  // payments and balances are billing staff's (of the clients they may open: without clients: view none is found)
  'GET /api/billing/payments': admins('billing:view'),
  'GET /api/billing/payments/:id': { ...admins('billing:view'), record: 'made-up', mayBeMissing: true },
  // a case's retainer likewise (billing staff's; without clients: view none is found)
  'GET /api/billing/cases/:caseId/retainer': { ...admins('billing:view'), record: 'made-up', mayBeMissing: true },
  // the case billing list is billing staff's: the cases they may open (without cases: view none), the money retainers hold with clients: view
  'GET /api/billing/cases': admins('billing:view'),
  // a case's fee arrangement is billing staff's, on a case they may open (without cases: view none is found)
  'GET /api/billing/cases/:caseId/fee-arrangement': { ...admins('billing:view'), record: 'case', mayBeMissing: true },
  'GET /api/billing/clients/:id/balance': { ...admins('billing:view'), record: 'client', mayBeMissing: true },
};
