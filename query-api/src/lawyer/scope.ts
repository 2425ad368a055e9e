import type { Request } from 'express';
import { can, type Principal, type ReadModelName } from '@lawfirm/contracts';
import { principalOf, type Filter, type ReadModelStore } from '@lawfirm/platform';
import { recordById } from '../framework/lists.js';

/** Lawyers see the files and cases they are assigned to; admins see all. */
export function assignedScope(req: Request): Filter {
  const p = principalOf(req);
  return p.userType === 'admin' ? {} : { lawyerIds: p.id };
}

/**
 * What of the calendar (the console's and the `.ics` feed) a caller sees. A lawyer: the office's
 * hearings (the spec's "Office Hearings", with "Your Case" on their own), the meetings and
 * deadlines of their cases and the tasks given to them. An admin: the firm's hearings with
 * `hearings: view`; tasks, meetings and deadlines, which are a case's work (appointments are
 * changed with `cases: edit`), with `cases: view`; neither: nothing (the calendar answers 403).
 */
export function calendarParts(p: Pick<Principal, 'userType' | 'isSuperAdmin' | 'permissions'>): { hearings: boolean; caseWork: boolean } {
  if (p.userType === 'employee') return { hearings: true, caseWork: true };
  return { hearings: can(p, 'hearings', 'view'), caseWork: can(p, 'cases', 'view') };
}

/** A file or case by id, if the caller may see it (404 otherwise, so ids of others' work do not leak). */
export async function visible<N extends 'files' | 'cases'>(readStore: ReadModelStore, req: Request, collection: N, rawId: unknown) {
  return recordById(readStore, collection, rawId, assignedScope(req));
}

/** Looks up display names of referenced records, each once per request. */
export function nameLookup(readStore: ReadModelStore) {
  const cache = new Map<string, Promise<Record<string, unknown> | null>>();
  return (collection: ReadModelName, id: unknown) => {
    if (id === null || id === undefined) return Promise.resolve(null);
    const key = `${collection}:${id}`;
    if (!cache.has(key)) cache.set(key, readStore.collection(collection).findOne({ id }));
    return cache.get(key)!;
  };
}
export type NameLookup = ReturnType<typeof nameLookup>;
