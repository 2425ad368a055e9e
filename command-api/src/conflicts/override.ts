import { clientEvents, ConflictOverridden, type conflictMatchKinds, type conflictOverrideRecords, type MessageKey } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';
import { catalogDecider, type CatalogState } from '../framework/catalog.js';
import { fileDecider, isAssigned, type Actor, type FileState } from '../files/file.js';
import { caseDecider, mayWorkOn, type CaseState } from '../cases/case.js';

/** a match as the override records it: the record's own id, and what the one who went ahead was shown */
export interface OverriddenMatch {
  kind: (typeof conflictMatchKinds)[number];
  id: string;
  nameEn: string;
  nameAr: string;
  why: string;
  whyAr: string;
}
/** going ahead, and why, despite the matches the server's own check found (never matches sent by the client) */
export type OverrideConflict = { type: 'OverrideConflict'; actor: Actor; reason: string; matches: OverriddenMatch[]; checkedNames: string[] };

/** A record a conflict check may be overridden on: how its stream folds, whether it is there, and who may work on it. */
export interface OverrideTarget<S> {
  idField: (typeof conflictOverrideRecords)[keyof typeof conflictOverrideRecords];
  decider: Decider<S, any>;
  idOf: (state: S) => number;
  isLive: (state: S) => boolean;
  /** the wording of a refusal, or null when the actor may work on the record */
  refusal: (state: S, actor: Actor) => MessageKey | null;
}

/** Going ahead with a record despite the conflict check's matches: on the record's own stream, so its History tells it. */
export function overrideDecider<S>(target: OverrideTarget<S>): Decider<S, OverrideConflict> {
  return {
    initialState: target.decider.initialState,
    evolve: target.decider.evolve,
    decide(command, state): DomainEvent[] {
      if (!target.isLive(state)) throw new DomainError('not_found', 'error.notFound');
      const refusal = target.refusal(state, command.actor);
      if (refusal) throw new DomainError('forbidden', refusal);
      const { reason, matches, checkedNames } = command;
      return [{ type: ConflictOverridden.type, data: { [target.idField]: target.idOf(state), reason, matches, checkedNames } }];
    },
  };
}

/** a case: its lawyers and admins */
export const caseTarget: OverrideTarget<CaseState> = {
  idField: 'caseId',
  decider: caseDecider,
  idOf: (s) => s.id,
  isLive: (s) => s.exists,
  refusal: (s, actor) => (mayWorkOn(s, actor) ? null : 'cases.notYours'),
};
/** an open file: its lawyers and admins, as for its edit */
export const fileTarget: OverrideTarget<FileState> = {
  idField: 'fileId',
  decider: fileDecider,
  idOf: (s) => s.id,
  isLive: (s) => s.exists && !s.closed,
  refusal: (s, actor) => (isAssigned(s, actor) ? null : 'files.notYours'),
};
/** a client not deleted: whoever the roles matrix lets add or edit clients (checked by the route) */
export const clientTarget: OverrideTarget<CatalogState> = {
  idField: 'clientRecordId',
  decider: catalogDecider(clientEvents),
  idOf: (s) => s.id,
  isLive: (s) => s.exists && !s.removed,
  refusal: () => null,
};

export const conflictOverrideDecider = overrideDecider(caseTarget);
