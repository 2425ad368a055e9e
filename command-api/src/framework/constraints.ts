import { AppError, type EventStore } from '@lawfirm/platform';
import { bilingual, type ErrorCode, type MessageKey, ReferenceRemoved, ReferencesReopened, RosterMemberJoined, RosterMemberLeft, UniqueValueReleased } from '@lawfirm/contracts';
import type { Decider, DomainError, DomainEvent } from './decider.js';
import { refsStream, referencesDecider } from './referenceTracking.js';
import { rosterDecider } from './rosters.js';
import { normalizedValue, reservationDecider, reservationStream } from './uniqueness.js';

/**
 * What a record holds in the write model, worked out from its state: the unique values it takes
 * and the records it points to. A command's handler compares the record's constraints before and
 * after its events and appends the difference to the reservation and reference streams in the
 * same transaction (see ConstraintStep).
 */
export interface Constraints {
  /** values no other record may hold at the same time (compared trimmed, case-insensitive) */
  unique?: { scope: string; value: unknown; field: string; key: MessageKey }[];
  /**
   * records this one points to (`region-3`): each must exist, and cannot be removed while pointed
   * to, unless `hold` is false (a news article's author may leave; the article then reads "Unknown")
   */
  refs?: { stream: string; field: string; key: MessageKey; hold?: boolean }[];
  /**
   * rosters the record is on in this state (`super-admins` while it is an active super admin):
   * it joins when it comes to be on one and leaves when it no longer is (a deactivation, its
   * removal), refused with `key` when it is the roster's last member (see rosters.ts)
   */
  rosters?: { stream: string; key: MessageKey }[];
  /**
   * records this one holds by a command decided on their own stream (an invoice's draft bills its
   * time entries): `take` when it comes to hold one, `release` when it no longer does (a voided
   * draft), each by that record's decider, whose refusal is answered naming `field`; `undo` gives
   * the events that take a `take` back (EventStoreDB, when a later write fails)
   */
  claims?: { stream: string; decider: Decider<any, any>; take: unknown; release: unknown; field: string; undo: (events: DomainEvent[]) => DomainEvent[] }[];
}

/** Constraints of a state; null when there is no record (not created yet, or removed). */
export type ConstraintsOf<S> = (state: S) => Constraints | null;

/** One side stream's part of a command: decided on that stream's state, appended with the record's events. */
export interface ConstraintStep {
  stream: string;
  decider: Decider<any, any>;
  command: unknown;
  /** appended before the record (claims) or after it (releases): the order EventStoreDB writes in */
  before: boolean;
  /** the answer when this stream's decider refuses (with what it said) */
  refused: (e?: DomainError) => AppError;
  /** refuses before deciding (a referenced record that does not exist) */
  check?: (store: EventStore) => Promise<void>;
  /** events that take the step back (EventStoreDB, when a later write fails) */
  undo?: (events: DomainEvent[]) => DomainEvent[];
}

const fieldError = (code: ErrorCode, field: string, key: MessageKey) => {
  const { en, ar } = bilingual(key);
  return new AppError(code, key, [{ field, message: en, messageAr: ar }]);
};

/** a claimed record's own refusal, naming the field of the claim */
const claimRefused = (field: string) => (e?: DomainError) => (e ? fieldError(e.code, field, e.key) : new AppError('conflict', 'error.conflict'));

/** The steps that take a record from its constraints `before` to those `after` its events. */
export function constraintSteps(stream: string, before: Constraints | null, after: Constraints | null): ConstraintStep[] {
  const steps: ConstraintStep[] = [];
  const uniques = (c: Constraints | null) =>
    new Map((c?.unique ?? []).filter((u) => u.value !== null && u.value !== undefined && String(u.value).trim() !== '').map((u) => [reservationStream(u.scope, u.value), u]));
  const refs = (c: Constraints | null) => new Map((c?.refs ?? []).map((r) => [r.stream, r]));

  const [had, has] = [uniques(before), uniques(after)];
  for (const [reservation, u] of has) {
    if (had.has(reservation)) continue;
    const value = normalizedValue(u.value);
    steps.push({
      stream: reservation,
      decider: reservationDecider,
      command: { type: 'Reserve', scope: u.scope, value, holder: stream },
      before: true,
      refused: () => fieldError('conflict', u.field, u.key),
      undo: () => [UniqueValueReleased.of({ scope: u.scope, value, holder: stream })],
    });
  }
  for (const [reservation, u] of had)
    if (!has.has(reservation))
      steps.push({
        stream: reservation,
        decider: reservationDecider,
        command: { type: 'Release', scope: u.scope, value: normalizedValue(u.value), holder: stream },
        before: false,
        refused: () => new AppError('conflict', 'error.conflict'),
      });

  const [pointed, points] = [refs(before), refs(after)];
  for (const [target, r] of points) {
    if (pointed.has(target)) continue;
    const missing = () => fieldError('validation_failed', r.field, r.key);
    steps.push({
      stream: refsStream(target),
      decider: referencesDecider,
      command: r.hold === false ? { type: 'Check' } : { type: 'Add', by: stream },
      before: true,
      refused: missing,
      async check(store) {
        if ((await store.streamRevision(target)) < 0) throw missing();
      },
      undo: () => [ReferenceRemoved.of({ by: stream })],
    });
  }
  for (const [target, r] of pointed)
    if (!points.has(target) && r.hold !== false)
      steps.push({ stream: refsStream(target), decider: referencesDecider, command: { type: 'Remove', by: stream }, before: false, refused: () => new AppError('conflict', 'error.conflict') });

  // Leaving is appended before the record and joining after it: EventStoreDB writes in that order,
  // so a crash between two appends leaves a roster with fewer members than hold the standing, never more
  const rosters = (c: Constraints | null) => new Map((c?.rosters ?? []).map((r) => [r.stream, r]));
  const [wasOn, isOn] = [rosters(before), rosters(after)];
  for (const [roster, r] of wasOn)
    if (!isOn.has(roster))
      steps.push({
        stream: roster,
        decider: rosterDecider,
        command: { type: 'Leave', member: stream, key: r.key },
        before: true,
        refused: () => new AppError('validation_failed', r.key),
        undo: () => [RosterMemberJoined.of({ member: stream })],
      });
  for (const roster of isOn.keys())
    if (!wasOn.has(roster))
      steps.push({
        stream: roster,
        decider: rosterDecider,
        command: { type: 'Join', member: stream },
        before: false,
        refused: () => new AppError('conflict', 'error.conflict'),
        undo: () => [RosterMemberLeft.of({ member: stream })],
      });

  const claims = (c: Constraints | null) => new Map((c?.claims ?? []).map((h) => [h.stream, h]));
  const [held, holds] = [claims(before), claims(after)];
  for (const [target, h] of holds)
    if (!held.has(target))
      steps.push({ stream: target, decider: h.decider, command: h.take, before: true, refused: claimRefused(h.field), undo: h.undo });
  for (const [target, h] of held)
    if (!holds.has(target)) steps.push({ stream: target, decider: h.decider, command: h.release, before: false, refused: claimRefused(h.field) });

  if (before && !after)
    steps.push({
      stream: refsStream(stream),
      decider: referencesDecider,
      command: { type: 'Close' },
      before: true,
      refused: () => new AppError('conflict', 'error.inUse'),
      undo: () => [ReferencesReopened.of({})],
    });
  return steps;
}

/** A reference to `${category}-${id}`, none when the id is empty (an optional reference left blank). */
export const refTo = (category: string, id: unknown, field: string, key: MessageKey, opts: { hold?: boolean } = {}): NonNullable<Constraints['refs']> =>
  id === null || id === undefined || id === '' ? [] : [{ stream: `${category}-${id}`, field, key, ...opts }];

/** every kind of record with constraints, as its routes register it: what the backfill goes through */
export const constrainedKinds = new Map<string, { decider: Decider<any, any>; constraints: ConstraintsOf<any> }>();

/** Registers the records of `${category}-N` streams as holding the constraints of their state. */
export function registerConstraints<S>(category: string, decider: Decider<S, any>, constraints: ConstraintsOf<S>): ConstraintsOf<S> {
  constrainedKinds.set(category, { decider, constraints });
  return constraints;
}
