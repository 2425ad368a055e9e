import { defineEvent, object, str } from './registry.js';

/**
 * The write model's own bookkeeping for rules that span records, decided atomically with the
 * record's events (command-api/src/framework/uniqueness.ts and references.ts).
 *
 * A unique value (a username, a client number) is held through a stream of its own,
 * `unique-{scope}-{hash of the value}`, naming the record that holds it.
 */
export const UniqueValueReserved = defineEvent({
  type: 'UniqueValueReserved',
  version: 1,
  schema: object({ scope: str(100), value: str(2000), holder: str(200) }),
});
export const UniqueValueReleased = defineEvent({
  type: 'UniqueValueReleased',
  version: 1,
  schema: object({ scope: str(100), value: str(2000), holder: str(200) }),
});

/**
 * Who points to a record (a branch to its region, a case to its court) is kept in
 * `refs-{record's stream}`; the record's removal closes it, so nothing can point to it after, and
 * it cannot be removed while anything still does.
 */
export const ReferenceAdded = defineEvent({ type: 'ReferenceAdded', version: 1, schema: object({ by: str(200) }) });
export const ReferenceRemoved = defineEvent({ type: 'ReferenceRemoved', version: 1, schema: object({ by: str(200) }) });
export const ReferencesClosed = defineEvent({ type: 'ReferencesClosed', version: 1, schema: object({}) });
/** takes a close back when the removal it was for could not be appended (EventStoreDB only) */
export const ReferencesReopened = defineEvent({ type: 'ReferencesReopened', version: 1, schema: object({}) });

/**
 * A roster names the records holding a standing that must never be left to nobody: `super-admins`
 * holds the active super admins (`user-{id}`). An account joins it when it becomes one and leaves
 * it when deactivated or removed; the last member cannot leave (command-api/src/framework/rosters.ts).
 */
export const RosterMemberJoined = defineEvent({ type: 'RosterMemberJoined', version: 1, schema: object({ member: str(200) }) });
export const RosterMemberLeft = defineEvent({ type: 'RosterMemberLeft', version: 1, schema: object({ member: str(200) }) });
