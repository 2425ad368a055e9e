import { z } from 'zod';
import { declareEvent, text, type EventOf } from './typed.js';

/**
 * The write model's own bookkeeping for rules that span records, decided atomically with the
 * record's events (command-api/src/framework/uniqueness.ts and references.ts).
 *
 * A unique value (a username, a client number) is held through a stream of its own,
 * `unique-{scope}-{hash of the value}`, naming the record that holds it.
 */
const reservation = z.strictObject({ scope: text(100), value: text(2000), holder: text(200) });
export const UniqueValueReserved = declareEvent('UniqueValueReserved', 1, reservation);
export const UniqueValueReleased = declareEvent('UniqueValueReleased', 1, reservation);
export type ReservationEvent = EventOf<typeof UniqueValueReserved> | EventOf<typeof UniqueValueReleased>;

/**
 * Who points to a record (a branch to its region, a case to its court) is kept in
 * `refs-{record's stream}`; the record's removal closes it, so nothing can point to it after, and
 * it cannot be removed while anything still does.
 */
export const ReferenceAdded = declareEvent('ReferenceAdded', 1, z.strictObject({ by: text(200) }));
export const ReferenceRemoved = declareEvent('ReferenceRemoved', 1, z.strictObject({ by: text(200) }));
export const ReferencesClosed = declareEvent('ReferencesClosed', 1, z.strictObject({}));
/** takes a close back when the removal it was for could not be appended (EventStoreDB only) */
export const ReferencesReopened = declareEvent('ReferencesReopened', 1, z.strictObject({}));
export type ReferencesEvent = EventOf<typeof ReferenceAdded> | EventOf<typeof ReferenceRemoved> | EventOf<typeof ReferencesClosed> | EventOf<typeof ReferencesReopened>;

/**
 * A roster names the records holding a standing that must never be left to nobody: `super-admins`
 * holds the active super admins (`user-{id}`). An account joins it when it becomes one and leaves
 * it when deactivated or removed; the last member cannot leave (command-api/src/framework/rosters.ts).
 */
export const RosterMemberJoined = declareEvent('RosterMemberJoined', 1, z.strictObject({ member: text(200) }));
export const RosterMemberLeft = declareEvent('RosterMemberLeft', 1, z.strictObject({ member: text(200) }));
export type RosterEvent = EventOf<typeof RosterMemberJoined> | EventOf<typeof RosterMemberLeft>;
