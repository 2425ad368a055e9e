import { can, type Principal } from '@lawfirm/contracts';
import type { Filter, ReadModelStore } from '../readstore/index.js';

/**
 * Whose billing records a caller sees, one rule for the query API's reads and the workers'
 * billing reports (which scope by the report's requester as the API does by the signed-in caller).
 */
export type BillingViewer = Pick<Principal, 'userType' | 'id' | 'isSuperAdmin' | 'permissions'>;

const NONE: Filter = { id: { $in: [] } };
/** the cases a lawyer is assigned to (query-api's assignedScope) */
const assignedCases = async (readStore: ReadModelStore, v: BillingViewer) => (await readStore.collection('cases').find({ lawyerIds: v.id })).map((c) => c.id);

/** Time: a lawyer their own, an admin with billing: view everyone's. */
export const timeVisibleTo = (v: BillingViewer): Filter => (v.userType === 'employee' ? { userId: v.id } : {});

/** the client files a lawyer is assigned to, and the consultations they hold */
const assignedFiles = async (readStore: ReadModelStore, v: BillingViewer) => (await readStore.collection('files').find({ lawyerIds: v.id })).map((f) => f.id);
const heldConsultations = async (readStore: ReadModelStore, v: BillingViewer) => (await readStore.collection('consultations').find({ lawyerId: v.id })).map((c) => c.id);

/**
 * Invoices: a lawyer those whose every case, client file and consultation they are on now (an
 * invoice of a client's time on several shows each one's work: a lawyer on one of them only does
 * not see it); an admin with billing: view those of clients they may open (clients: view), none
 * otherwise: a client's invoices never reach someone who may not open the client.
 */
export async function invoicesVisibleTo(readStore: ReadModelStore, v: BillingViewer): Promise<Filter> {
  if (v.userType === 'admin') return can(v, 'clients', 'view') ? {} : NONE;
  const [cases, files, consultations] = await Promise.all([assignedCases(readStore, v), assignedFiles(readStore, v), heldConsultations(readStore, v)]);
  const mine = { caseIds: new Set(cases), fileIds: new Set(files), consultationIds: new Set(consultations) };
  const touching = await readStore.collection('invoices').find({ $or: [{ caseIds: { $in: cases } }, { fileIds: { $in: files } }, { consultationIds: { $in: consultations } }] });
  const allMine = (i: (typeof touching)[number]) => (['caseIds', 'fileIds', 'consultationIds'] as const).every((k) => (i[k] ?? []).every((id) => mine[k].has(id)));
  return { id: { $in: touching.filter(allMine).map((i) => i.id) } };
}

/**
 * Expenses: a lawyer those they recorded on the cases they are on now; an admin with billing: view
 * those of the cases they may open (cases: view), none otherwise.
 */
export async function expensesVisibleTo(readStore: ReadModelStore, v: BillingViewer): Promise<Filter> {
  if (v.userType === 'admin') return can(v, 'cases', 'view') ? {} : NONE;
  return { recordedBy: v.id, recordedByType: 'employee', caseId: { $in: await assignedCases(readStore, v) } };
}

/** Payments and balances are billing staff's: an admin with billing: view reads those of the clients they may open (clients: view); lawyers none. */
export const paymentsVisibleTo = (v: BillingViewer): Filter => (v.userType === 'admin' && can(v, 'clients', 'view') ? {} : NONE);
