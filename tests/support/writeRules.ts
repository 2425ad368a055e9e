import type { PermissionModule } from '@lawfirm/contracts';
import type { Grant } from './readRules.js';

/** the callers of the authorization matrix */
export type Who = 'anonymous' | 'lawyerOn' | 'lawyerOff' | 'adminOne' | 'adminAllBut' | 'adminNone' | 'superAdmin';

type Rec = Record<string, any>;
/** one call of a route: where, with what, and (for what ends a session) the client that sends it */
export interface Call {
  path: string;
  /** JSON, or multipart as FormData */
  body?: unknown;
  /** the body's raw bytes (an upload), sent as they are */
  raw?: Buffer;
  /** the caller's client to send it with, when not its usual one (a session of its own to end) */
  as?: unknown;
}

/**
 * What the rows build their calls with (tests/api/authorization-matrix-writes.test.ts gives it):
 * the suite's records, made by the super admin, a caller's own account, small files.
 */
export interface Kit {
  /** a record of that kind made once for the whole suite (what is changed but never removed); the lawyer on it is Omar, Fatima is not */
  shared(kind: Kind): Promise<Rec>;
  /** a record of that kind made for this call alone (what a call removes or changes once) */
  made(kind: Kind): Promise<Rec>;
  /** a record as the super admin reads it now */
  read(path: string): Promise<Rec>;
  /** a new record's body for a catalog's POST: its first record's fields, unique fields made new, rights none */
  newBody(listPath: string): Promise<Rec>;
  /** a session of the caller's account of its own (for what ends one); undefined for anonymous */
  session(who: Who): Promise<unknown>;
  /** the caller's client (the anonymous one for anonymous) */
  client(who: Who): unknown;
  /** the caller's password and sign-in name */
  account(who: Who): { username: string; password: string; loginType: 'user' | 'employee' };
  /** an upload address signed for the caller and holding a small PDF (the super admin's when the caller may get none) */
  uploaded(who: Who): Promise<string>;
  /** a multipart body: the fields, and a small PDF under `file` */
  form(fields: Record<string, string>, file: string, name?: string): FormData;
  /** a name of the firm's clients that a conflict check finds, other than the shared client's own */
  clientName(): Promise<string>;
  /** the day n days from the firm's today */
  day(n: number): string;
  /** a number new on every call */
  serial(): number;
}

/** what the kit makes: a catalog's list path, or a record of the lawyer area */
export type Kind =
  | `/api/${string}`
  | 'case' | 'caseOfOthers' | 'file' | 'hearing' | 'heldHearing' | 'minutes' | 'meeting' | 'task' | 'caseDocument' | 'hearingDocument'
  | 'minutesFile' | 'minutesDocument' | 'fileDocument' | 'deadline' | 'notification' | 'client' | 'suggestion'
  | 'timeEntry' | 'billablePeriod' | 'draftInvoice' | 'approvedInvoice' | 'issuedInvoice' | 'payment' | 'expense';

/**
 * Who may make a change, from the roles matrix and the caller's relation to the record (issue 36):
 * - `anonymous`: done without signing in (signing in);
 * - `admin`: `'all'` every admin whatever the role, `'none'` no admin (never by the matrix), or the
 *   grants of which an admin needs one (a super admin holds them all);
 * - `lawyer` (employees, not governed by the matrix): `'all'` any of them (their own account, a new
 *   file or case), `'own'` only a lawyer on the case or file the path names (Omar; Fatima is not on
 *   it and is refused with `off`, 403 unless said: most of these are the decider's "not yours"),
 *   `'assigned'` the lawyer a task is given to (Omar, on a case neither of them is on), `'none'` 403;
 * - `owner`: the record is Omar's own (a notification): everyone else is answered `off` (404: it
 *   does not exist for them), admins included;
 * - `answers`: what an authorised caller may be answered besides a 2xx, and why (see the row);
 * - `call`: the path and body that reach the decision. An authorised caller's body is valid, so a
 *   refusal decided after validation (in the route or the decider) is reached; a removal or a change
 *   made once is aimed at a record made for that call (`through` says the caller should pass).
 */
export interface WriteRule {
  anonymous?: true;
  admin: 'all' | 'none' | Grant[];
  lawyer: 'all' | 'own' | 'assigned' | 'none';
  off?: 403 | 404;
  owner?: true;
  answers?: { status: number; why: string };
  call: (k: Kit, who: Who, through: boolean) => Promise<Call>;
}

const noVersion = ({ version: _v, id: _id, createdAt: _c, updatedAt: _u, ...rest }: Rec) => rest;

/** POST, PUT and DELETE of an admin catalog: its module's add, edit, delete; lawyers never */
function catalog(path: string, module: PermissionModule): Record<string, WriteRule> {
  return {
    [`POST ${path}`]: { admin: [`${module}:add`], lawyer: 'none', call: async (k) => ({ path, body: await k.newBody(path) }) },
    [`PUT ${path}/:id`]: {
      admin: [`${module}:edit`],
      lawyer: 'none',
      call: async (k) => {
        const r = await k.shared(path as Kind);
        return { path: `${path}/${r.id}`, body: noVersion(r) };
      },
    },
    [`DELETE ${path}/:id`]: { admin: [`${module}:delete`], lawyer: 'none', call: async (k, _w, through) => ({ path: `${path}/${(await (through ? k.made : k.shared)(path as Kind)).id}` }) },
  };
}

/** a document's rename (PATCH) and removal (DELETE) where it was filed, by the module of the place */
function documentAt(kind: Kind, module: PermissionModule): [WriteRule, WriteRule] {
  return [
    { admin: [`${module}:edit`], lawyer: 'own', call: async (k) => ({ path: (await k.shared(kind)).path, body: { name: `Renamed ${k.serial()}` } }) },
    { admin: [`${module}:delete`], lawyer: 'own', call: async (k, _w, through) => ({ path: (await (through ? k.made : k.shared)(kind)).path }) },
  ];
}
const [renameCaseDocument, removeCaseDocument] = documentAt('caseDocument', 'cases');
const [renameMinutesFile, removeMinutesFile] = documentAt('minutesFile', 'hearings');
const [renameHearingDocument, removeHearingDocument] = documentAt('hearingDocument', 'hearings');
const [renameMinutesDocument, removeMinutesDocument] = documentAt('minutesDocument', 'minutes');
const [renameFileDocument, removeFileDocument] = documentAt('fileDocument', 'files');

/**
 * going ahead despite a match: names the check finds for those let through (an override is
 * recorded); for the rest, names it finds nothing for, so the refusal is seen not to wait for a match
 */
const overrideBody = async (k: Kit, through: boolean) => ({ reason: 'Different person, checked', names: [through ? await k.clientName() : 'Nobody Matches This Name'] });
const own = (k: Kit, kind: Kind, through: boolean) => (through ? k.made(kind) : k.shared(kind));
const signedIn = { admin: 'all', lawyer: 'all' } as const;
/** an hour of research on the case at AED 500.00 */
export const timeEntryBody = (c: Rec, date: string) => ({ caseId: c.id, date, minutes: 60, activity: 'research', description: 'Research for the matrix', billable: true, rate: '500.00' });
export const expenseBody = (c: Rec, date: string) => ({ caseId: c.id, date, amount: '150.00', expenseType: 'court_fees', description: 'Filing fee for the matrix' });
const caseSettings = ['adjournment-reasons', 'job-titles', 'document-categories', 'enhanced-case-types', 'case-degrees', 'automated-tasks', 'court-districts', 'departments', 'deadline-rules', 'holidays'];

/**
 * Every write route of the command API (POST, PUT, PATCH, DELETE) with who may make it and how to
 * reach its decision: the table tests/api/authorization-matrix-writes.test.ts walks. The query
 * API's one POST (report jobs, a read) is in readRules.ts. A route without its row fails that suite.
 */
export const writeRules: Record<string, WriteRule> = {
  'POST /api/auth/login': {
    anonymous: true,
    ...signedIn,
    call: async (k) => {
      const { username, password, loginType } = k.account('adminNone');
      return { path: '/api/auth/login', body: { username, password, loginType } };
    },
  },
  // ends the session it is sent with: each caller's own new one
  'POST /api/auth/logout': { ...signedIn, call: async (k, who) => ({ path: '/api/auth/logout', as: await k.session(who) }) },
  'POST /api/users/:id/unlock': { admin: ['users:edit'], lawyer: 'none', call: async (k) => ({ path: `/api/users/${(await k.shared('/api/users')).id}/unlock` }) },
  'POST /api/employees/:id/unlock': { admin: ['employees:edit'], lawyer: 'none', call: async (k) => ({ path: `/api/employees/${(await k.shared('/api/employees')).id}/unlock` }) },
  'POST /api/admin/law-firm-settings': {
    admin: ['settings:edit'],
    lawyer: 'none',
    call: async (k) => {
      const { logoPath: _l, ...profile } = noVersion(await k.read('/api/admin/law-firm-settings'));
      return { path: '/api/admin/law-firm-settings', body: profile };
    },
  },
  ...catalog('/api/regions', 'regions'),
  ...catalog('/api/branches', 'branches'),
  ...catalog('/api/courts', 'courts'),
  ...catalog('/api/services', 'settings'),
  'POST /api/system-settings': { admin: ['settings:add'], lawyer: 'none', call: async (k) => ({ path: '/api/system-settings', body: await k.newBody('/api/system-settings') }) },
  'PUT /api/system-settings/:key': {
    admin: ['settings:edit'],
    lawyer: 'none',
    call: async (k) => {
      const s = await k.shared('/api/system-settings');
      return { path: `/api/system-settings/${s.key}`, body: noVersion(s) };
    },
  },
  'DELETE /api/system-settings/:key': { admin: ['settings:delete'], lawyer: 'none', call: async (k, _w, through) => ({ path: `/api/system-settings/${(await own(k, '/api/system-settings', through)).key}` }) },
  // roles, users and employees made here grant nothing ({}), so one-module admins may hand them out and change them
  ...catalog('/api/roles', 'roles'),
  ...catalog('/api/users', 'users'),
  ...catalog('/api/employees', 'employees'),
  ...catalog('/api/clients', 'clients'),
  // consultations are the clients module's
  ...catalog('/api/consultations', 'clients'),
  ...catalog('/api/news', 'settings'),
  'PUT /api/news/:id/publish': { admin: ['settings:edit'], lawyer: 'none', call: async (k) => ({ path: `/api/news/${(await k.shared('/api/news')).id}/publish` }) },
  ...Object.fromEntries(caseSettings.flatMap((name) => Object.entries(catalog(`/api/case-settings/${name}`, 'settings')))),
  // the firm's activities of time entries: retired, never deleted (entries name them), so no DELETE
  ...Object.fromEntries(Object.entries(catalog('/api/case-settings/time-activities', 'settings')).filter(([route]) => !route.startsWith('DELETE'))),
  'PUT /api/case-settings/working-week': {
    admin: ['settings:edit'],
    lawyer: 'none',
    call: async (k) => ({ path: '/api/case-settings/working-week', body: { weekendDays: (await k.read('/api/case-settings/working-week')).weekendDays } }),
  },
  'PUT /api/case-settings/court-hours': {
    admin: ['settings:edit'],
    lawyer: 'none',
    call: async (k) => {
      const { opens, closes } = (await k.read('/api/case-settings/working-week')).courtHours;
      return { path: '/api/case-settings/court-hours', body: { opens, closes } };
    },
  },

  // files: any lawyer opens one; its lawyers change it
  'POST /api/lawyer/files': { admin: ['files:add'], lawyer: 'all', call: async (k) => ({ path: '/api/lawyer/files', body: await k.newBody('/api/lawyer/files') }) },
  'PUT /api/lawyer/files/:id': {
    admin: ['files:edit'],
    lawyer: 'own',
    call: async (k) => {
      const f = await k.shared('file');
      return { path: `/api/lawyer/files/${f.id}`, body: noVersion(await k.read(`/api/lawyer/files/${f.id}`)) };
    },
  },
  'POST /api/lawyer/files/:id/documents': { admin: ['files:edit'], lawyer: 'own', call: async (k) => ({ path: `/api/lawyer/files/${(await k.shared('file')).id}/documents`, body: k.form({ category: 'evidence' }, 'file') }) },
  'DELETE /api/lawyer/files/:id': { admin: ['files:delete'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/lawyer/files/${(await own(k, 'file', through)).id}` }) },

  // cases and what hangs off them: any lawyer opens a case; its lawyers work on it
  'POST /api/cases': { admin: ['cases:add'], lawyer: 'all', call: async (k) => ({ path: '/api/cases', body: await k.newBody('/api/cases') }) },
  'PUT /api/cases/:id': {
    admin: ['cases:edit'],
    lawyer: 'own',
    call: async (k) => {
      const c = await k.shared('case');
      return { path: `/api/cases/${c.id}`, body: noVersion(await k.read(`/api/cases/${c.id}`)) };
    },
  },
  'POST /api/lawyer/cases/:id/updates': { admin: ['cases:edit'], lawyer: 'own', call: async (k) => ({ path: `/api/lawyer/cases/${(await k.shared('case')).id}/updates`, body: { updateType: 'Call', updateText: 'Called the client' } }) },
  'POST /api/lawyer/cases/:id/hearings': {
    admin: ['hearings:add'],
    lawyer: 'own',
    call: async (k) => ({ path: `/api/lawyer/cases/${(await k.shared('case')).id}/hearings`, body: { hearingDate: k.day(40), hearingTime: '10:30 AM', hallName: '4', rollNumber: `R${k.serial()}`, whatIsRequested: 'Pleadings' } }),
  },
  'PUT /api/hearings/:id': {
    admin: ['hearings:edit'],
    lawyer: 'own',
    call: async (k) => {
      const h = await k.shared('hearing');
      return { path: `/api/hearings/${h.id}`, body: { hearingDate: h.hearingDate, hearingTime: h.hearingTime, hallName: h.hallName, rollNumber: h.rollNumber, whatIsRequested: h.whatIsRequested } };
    },
  },
  'DELETE /api/hearings/:id': { admin: ['hearings:delete'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/hearings/${(await own(k, 'hearing', through)).id}` }) },
  'POST /api/hearings/:id/documents': { admin: ['hearings:edit'], lawyer: 'own', call: async (k) => ({ path: `/api/hearings/${(await k.shared('hearing')).id}/documents`, body: k.form({ description: 'Exhibit' }, 'documents') }) },
  'POST /api/hearings/:id/minutes-file': { admin: ['minutes:add'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/hearings/${(await own(k, 'hearing', through)).id}/minutes-file`, body: k.form({}, 'minutesFile') }) },
  'POST /api/lawyer/cases/:id/appointments': {
    admin: ['cases:edit'],
    lawyer: 'own',
    call: async (k) => ({ path: `/api/lawyer/cases/${(await k.shared('case')).id}/appointments`, body: { type: 'meeting', title: 'Client meeting', description: 'The statement of claim', date: k.day(20), time: '11:00 AM', participant: 'The client' } }),
  },
  'PATCH /api/lawyer/appointments/:id': { admin: ['cases:edit'], lawyer: 'own', call: async (k) => ({ path: `/api/lawyer/appointments/${(await k.shared('meeting')).id}`, body: { status: 'completed' } }) },
  // a task's assignee updates it even when not on its case: Omar is given a task on a case neither lawyer is on
  'PATCH /api/lawyer/tasks/:id': { admin: ['cases:edit'], lawyer: 'assigned', call: async (k) => ({ path: `/api/lawyer/tasks/${(await k.shared('task')).id}`, body: { status: 'in_progress' } }) },
  'POST /api/cases/:id/documents': { admin: ['cases:edit'], lawyer: 'own', call: async (k) => ({ path: `/api/cases/${(await k.shared('case')).id}/documents`, body: k.form({ name: 'Power of attorney', category: 'Contract' }, 'file') }) },
  // the minutes documents' upload addresses: for who may record or revise minutes
  'POST /api/objects/upload': { admin: ['minutes:add', 'minutes:edit'], lawyer: 'all', call: async () => ({ path: '/api/objects/upload' }) },
  'PUT /api/objects/uploads/:uploadId': {
    admin: ['minutes:add', 'minutes:edit'],
    lawyer: 'all',
    call: async (k, who, through) => {
      // an address of the caller's own (the super admin's for one refused: refused before its signature is looked at)
      const upload = (await (k.client(through ? who : 'superAdmin') as { post: (p: string) => Promise<{ body: { uploadURL: string } }> }).post('/api/objects/upload')).body.uploadURL;
      return { path: upload, raw: Buffer.from('%PDF-1.4\n%%EOF\n') };
    },
  },
  'PUT /api/hearings/:id/minutes': { admin: ['minutes:add'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/hearings/${(await own(k, 'heldHearing', through)).id}/minutes`, body: { hearingReport: 'Heard both parties', hasNextHearing: false } }) },
  'PUT /api/hearing-minutes/:id': {
    admin: ['minutes:edit'],
    lawyer: 'own',
    call: async (k) => ({ path: `/api/hearing-minutes/${(await k.shared('minutes')).id}`, body: { hearingReport: 'Heard both parties; the report revised', hasNextHearing: false } }),
  },
  'DELETE /api/hearing-minutes/:id': { admin: ['minutes:delete'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/hearing-minutes/${(await own(k, 'minutes', through)).id}` }) },
  'POST /api/hearing-minutes/:id/documents': {
    admin: ['minutes:edit'],
    lawyer: 'own',
    call: async (k, who) => ({ path: `/api/hearing-minutes/${(await k.shared('minutes')).id}/documents`, body: { documents: [{ uploadURL: await k.uploaded(who), fileName: 'ruling.pdf' }] } }),
  },
  'PATCH /api/lawyer/case-documents/:id': renameCaseDocument,
  'DELETE /api/lawyer/case-documents/:id': removeCaseDocument,
  // a hearing's minutes file is renamed and removed as the hearing's documents are (hearings), though attached with minutes: add
  'PATCH /api/hearings/:id/minutes-file': renameMinutesFile,
  'DELETE /api/hearings/:id/minutes-file': removeMinutesFile,
  'PATCH /api/hearings/:id/documents/:docId': renameHearingDocument,
  'DELETE /api/hearings/:id/documents/:docId': removeHearingDocument,
  'PATCH /api/hearing-minutes/:id/documents/:docId': renameMinutesDocument,
  'DELETE /api/hearing-minutes/:id/documents/:docId': removeMinutesDocument,
  'PATCH /api/lawyer/files/:id/documents/:docId': renameFileDocument,
  'DELETE /api/lawyer/files/:id/documents/:docId': removeFileDocument,
  // met once: each caller let through closes a deadline of its own (of the case, opened by one final ruling)
  'PATCH /api/lawyer/deadlines/:id': { admin: ['cases:edit'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/lawyer/deadlines/${(await own(k, 'deadline', through)).id}`, body: { status: 'met', note: 'Appeal filed' } }) },

  // one's own: notifications, profile, preferences, password, calendar address
  'POST /api/notifications/:id/read': { admin: 'none', lawyer: 'own', owner: true, off: 404, call: async (k) => ({ path: `/api/notifications/${(await k.shared('notification')).id}/read` }) },
  'POST /api/notifications/read-all': { ...signedIn, call: async () => ({ path: '/api/notifications/read-all' }) },
  'PUT /api/profile': {
    ...signedIn,
    // the bootstrap administrator's stored e-mail (admin@localhost) is no real one: the profile asks for one
    answers: { status: 400, why: "the super admin's stored e-mail is not a real one" },
    call: async (k, who) => {
      const profile = (await (k.client(who) as { get: (p: string) => Promise<{ body: Rec }> }).get('/api/profile')).body ?? {};
      return { path: '/api/profile', body: noVersion(profile) };
    },
  },
  // the caller's own password as the new one: checked (the sign-in throttle counts it), then refused on newPassword; a change made would end the suite's sessions
  'POST /api/profile/password': {
    ...signedIn,
    answers: { status: 400, why: 'the new password is the current one' },
    call: async (k, who) => ({ path: '/api/profile/password', body: { currentPassword: k.account(who).password, newPassword: k.account(who).password } }),
  },
  'PUT /api/profile/preferences': {
    ...signedIn,
    call: async (k, who) => ({ path: '/api/profile/preferences', body: (await (k.client(who) as { get: (p: string) => Promise<{ body: Rec }> }).get('/api/profile/preferences')).body ?? {} }),
  },
  'POST /api/calendar/feed/rotate': { ...signedIn, call: async () => ({ path: '/api/calendar/feed/rotate' }) },
  'POST /api/users/:id/calendar-feed/rotate': { admin: ['users:edit'], lawyer: 'none', call: async (k) => ({ path: `/api/users/${(await k.shared('/api/users')).id}/calendar-feed/rotate` }) },
  'POST /api/employees/:id/calendar-feed/rotate': { admin: ['employees:edit'], lawyer: 'none', call: async (k) => ({ path: `/api/employees/${(await k.shared('/api/employees')).id}/calendar-feed/rotate` }) },

  // the conflict check and its overrides: who may create or change the record checked for
  'POST /api/conflicts/check': { admin: ['clients:add', 'clients:edit'], lawyer: 'none', call: async (k) => ({ path: '/api/conflicts/check', body: { record: 'client', names: [await k.clientName()] } }) },
  'POST /api/clients/:id/conflict-overrides': {
    admin: ['clients:add', 'clients:edit'],
    lawyer: 'none',
    call: async (k, _w, through) => ({ path: `/api/clients/${(await k.shared('client')).id}/conflict-overrides`, body: await overrideBody(k, through) }),
  },
  'POST /api/lawyer/files/:id/conflict-overrides': {
    admin: ['files:add', 'files:edit'],
    lawyer: 'own',
    call: async (k, _w, through) => ({ path: `/api/lawyer/files/${(await k.shared('file')).id}/conflict-overrides`, body: await overrideBody(k, through) }),
  },
  'POST /api/cases/:id/conflict-overrides': {
    admin: ['cases:add', 'cases:edit'],
    lawyer: 'own',
    call: async (k, _w, through) => ({ path: `/api/cases/${(await k.shared('case')).id}/conflict-overrides`, body: await overrideBody(k, through) }),
  },
  'POST /api/admin/automation/sweeps/:name/run': { admin: ['settings:edit'], lawyer: 'none', call: async () => ({ path: '/api/admin/automation/sweeps/missed-deadlines/run' }) },

  // billing: time is a lawyer's own (recorded on a case they are on; changed or deleted by them or
  // by billing staff); invoices are billing staff's, never a lawyer's
  'POST /api/billing/time-entries': { admin: 'none', lawyer: 'own', call: async (k) => ({ path: '/api/billing/time-entries', body: timeEntryBody(await k.shared('case'), k.day(-1)) }) },
  'PUT /api/billing/time-entries/:id': {
    admin: ['billing:create'],
    lawyer: 'own',
    call: async (k) => {
      const t = await k.shared('timeEntry');
      return { path: `/api/billing/time-entries/${t.id}`, body: { ...timeEntryBody(await k.shared('case'), k.day(-1)), minutes: 30 + (k.serial() % 60) } };
    },
  },
  'DELETE /api/billing/time-entries/:id': { admin: ['billing:create'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/billing/time-entries/${(await own(k, 'timeEntry', through)).id}` }) },
  // expenses: recorded by a lawyer on the case or by billing staff; changed or deleted by who recorded them (a lawyer) or by billing staff
  'POST /api/billing/expenses': { admin: ['billing:create'], lawyer: 'own', call: async (k) => ({ path: '/api/billing/expenses', body: expenseBody(await k.shared('case'), k.day(-1)) }) },
  'PUT /api/billing/expenses/:id': {
    admin: ['billing:create'],
    lawyer: 'own',
    call: async (k) => ({ path: `/api/billing/expenses/${(await k.shared('expense')).id}`, body: { ...expenseBody(await k.shared('case'), k.day(-1)), amount: `${100 + (k.serial() % 100)}.00` } }),
  },
  'POST /api/billing/expenses/:id/receipt': {
    admin: ['billing:create'],
    lawyer: 'own',
    call: async (k) => ({ path: `/api/billing/expenses/${(await k.shared('expense')).id}/receipt`, body: k.form({}, 'receipt', 'receipt.pdf') }),
  },
  'DELETE /api/billing/expenses/:id': { admin: ['billing:create'], lawyer: 'own', call: async (k, _w, through) => ({ path: `/api/billing/expenses/${(await own(k, 'expense', through)).id}` }) },
  'POST /api/billing/invoices': { admin: ['billing:create'], lawyer: 'none', call: async (k, _w, through) => ({ path: '/api/billing/invoices', body: await own(k, 'billablePeriod', through) }) },
  'POST /api/billing/invoices/:id/approve': { admin: ['billing:approve'], lawyer: 'none', call: async (k, _w, through) => ({ path: `/api/billing/invoices/${(await own(k, 'draftInvoice', through)).id}/approve` }) },
  'POST /api/billing/invoices/:id/issue': { admin: ['billing:approve'], lawyer: 'none', call: async (k, _w, through) => ({ path: `/api/billing/invoices/${(await own(k, 'approvedInvoice', through)).id}/issue`, body: {} }) },
  'POST /api/billing/invoices/:id/exchange-rate': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k, _w, through) => ({ path: `/api/billing/invoices/${(await own(k, 'draftInvoice', through)).id}/exchange-rate`, body: { exchangeRate: '3.6725' } }),
    answers: { status: 400, why: 'the kit drafts in AED, which takes no exchange rate: refused by the decider once let through' },
  },
  'POST /api/billing/invoices/:id/void': { admin: ['billing:void'], lawyer: 'none', call: async (k, _w, through) => ({ path: `/api/billing/invoices/${(await own(k, 'draftInvoice', through)).id}/void`, body: { reason: 'Drafted twice' } }) },
  'POST /api/billing/invoices/:id/credit-notes': {
    admin: ['billing:void'],
    lawyer: 'none',
    call: async (k) => ({ path: `/api/billing/invoices/${(await k.shared('issuedInvoice')).id}/credit-notes`, body: { reason: 'Goodwill', lines: [{ line: 0, amount: '1.00' }] } }),
  },
  // sending an issued invoice to the client is billing staff's
  'POST /api/billing/invoices/:id/email': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k) => ({ path: `/api/billing/invoices/${(await k.shared('issuedInvoice')).id}/email`, body: { to: 'accounts@client.example.ae', lang: 'en' } }),
  },
  // a suggested entry is its lawyer's alone (Omar's document on his case): accepted or dismissed by him; to Fatima it does not exist; admins record no time
  'POST /api/billing/suggestions/:id/accept': {
    admin: 'none',
    lawyer: 'own',
    off: 404,
    call: async (k, _w, through) => ({ path: `/api/billing/suggestions/${(await own(k, 'suggestion', through)).id}/accept`, body: { rate: '500.00' } }),
  },
  'POST /api/billing/suggestions/:id/dismiss': { admin: 'none', lawyer: 'own', off: 404, call: async (k, _w, through) => ({ path: `/api/billing/suggestions/${(await own(k, 'suggestion', through)).id}/dismiss` }) },
  // the firm's rate card is billing staff's (billing: create), never a lawyer's; a rate is removed once, so one is set for the call that passes
  'PUT /api/billing/rates': { admin: ['billing:create'], lawyer: 'none', call: async (k) => ({ path: '/api/billing/rates', body: { scope: 'case', scopeId: (await k.shared('case')).id, rate: `${100 + (k.serial() % 100)}.00` } }) },
  'DELETE /api/billing/rates/:id': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k, _w, through) => {
      const scopeId = (await k.shared('client')).id;
      if (through) {
        const set = (await (k.client('superAdmin') as { put: (path: string, body: unknown) => Promise<{ status: number }> }).put('/api/billing/rates', { scope: 'client', scopeId, rate: '700.00' }));
        if (set.status !== 200) throw new Error(`a client's rate to remove: ${set.status}`);
      }
      return { path: `/api/billing/rates/client-${scopeId}` };
    },
  },
  // the firm's VAT treatment of an expense type is billing staff's (billing: create), never a lawyer's; `other` as the invoice, its default, changes no draft of the others
  'PUT /api/billing/expense-treatments/:expenseType': { admin: ['billing:create'], lawyer: 'none', call: async () => ({ path: '/api/billing/expense-treatments/other', body: { vat: 'standard' } }) },
  // a case's fee arrangement is set and its stages marked reached by billing staff (billing: create) on a case they may open
  // (cases: view: an admin with billing: create alone is answered 404), never by a lawyer; each call on a case of its own
  'PUT /api/billing/cases/:caseId/fee-arrangement': {
    admin: ['billing:create'],
    lawyer: 'none',
    answers: { status: 404, why: 'an admin holding billing: create alone may not open the case' },
    call: async (k) => ({
      path: `/api/billing/cases/${(await k.made('caseOfOthers')).id}/fee-arrangement`,
      body: { kind: 'fixedFee', stages: [{ stageId: 'filing', description: 'Filing the claim', amount: `${100 + (k.serial() % 100)}.00` }] },
    }),
  },
  'POST /api/billing/cases/:caseId/fee-arrangement/stages/:stageId/reached': {
    admin: ['billing:create'],
    lawyer: 'none',
    answers: { status: 404, why: 'an admin holding billing: create alone may not open the case' },
    call: async (k, _w, through) => {
      const c = await k.made('caseOfOthers');
      if (through) {
        const set = await (k.client('superAdmin') as { put: (path: string, body: unknown) => Promise<{ status: number }> }).put(`/api/billing/cases/${c.id}/fee-arrangement`, {
          kind: 'fixedFee',
          stages: [{ stageId: 'filing', description: 'Filing the claim', amount: '100.00' }],
        });
        if (set.status !== 200) throw new Error(`a fixed fee to mark: ${set.status}`);
      }
      return { path: `/api/billing/cases/${c.id}/fee-arrangement/stages/filing/reached`, body: { reachedOn: k.day(0) } };
    },
  },
  // payments are recorded by billing staff (billing: create), never by a lawyer; a payment's credit is put against an issued invoice likewise
  'POST /api/billing/payments': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k) => ({ path: '/api/billing/payments', body: { clientId: (await k.shared('issuedInvoice')).clientId, amount: '1.00', method: 'cash', date: k.day(0) } }),
  },
  'POST /api/billing/payments/:id/allocations': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k, _w, through) => ({ path: `/api/billing/payments/${(await own(k, 'payment', through)).id}/allocations`, body: { invoiceId: (await own(k, 'issuedInvoice', through)).id, amount: '0.01' } }),
  },
  // a case's retainer is agreed and ended by billing staff (billing: create), never by a lawyer; it is ended once, so one is agreed for the call that passes
  'PUT /api/billing/cases/:caseId/retainer': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k) => {
      const { caseId, clientId } = await k.shared('issuedInvoice');
      return { path: `/api/billing/cases/${caseId}/retainer`, body: { clientId, amount: `${100 + (k.serial() % 100)}.00` } };
    },
  },
  'DELETE /api/billing/cases/:caseId/retainer': {
    admin: ['billing:create'],
    lawyer: 'none',
    call: async (k, _w, through) => {
      const { caseId, clientId } = await k.shared('issuedInvoice');
      if (through) {
        const agreed = await (k.client('superAdmin') as { put: (path: string, body: unknown) => Promise<{ status: number }> }).put(`/api/billing/cases/${caseId}/retainer`, { clientId, amount: `${200 + (k.serial() % 100)}.00` });
        if (agreed.status !== 200) throw new Error(`a retainer to end: ${agreed.status}`);
      }
      return { path: `/api/billing/cases/${caseId}/retainer` };
    },
  },
};
