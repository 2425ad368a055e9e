import type { z } from 'zod';
import type { conflictOverrideInput } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';
import type { Actor } from '../files/file.js';
import { caseDecider, mayWorkOn, type CaseState } from '../cases/case.js';

export type OverrideConflict = { type: 'OverrideConflict'; actor: Actor; checkedNames: string[] } & z.infer<typeof conflictOverrideInput>;

/** Going ahead with a case despite the conflict check's matches: on the case's own stream, so its History tells it. */
export const conflictOverrideDecider: Decider<CaseState, OverrideConflict> = {
  initialState: caseDecider.initialState,
  evolve: caseDecider.evolve,
  decide(command, state): DomainEvent[] {
    if (!state.exists) throw new DomainError('not_found', 'error.notFound');
    if (!mayWorkOn(state, command.actor)) throw new DomainError('forbidden', 'cases.notYours');
    return [{ type: 'ConflictOverridden', data: { caseId: state.id, reason: command.reason, matches: command.matches, checkedNames: command.checkedNames } }];
  },
};
