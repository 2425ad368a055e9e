import { AppError, log, type EventStore } from '@lawfirm/platform';
import { constrainedKinds, constraintSteps, type Constraints } from './constraints.js';
import { execute, loadState, type CommandMeta } from './handler.js';

/** the checkpoint that says the backfill of unique values and references has run on this event store */
export const CONSTRAINTS_BACKFILLED = 'constraints-backfilled';
/** the checkpoint that says the rosters (the active super admins) were recorded: they came later, so a store may have the first and not this */
export const ROSTERS_BACKFILLED = 'rosters-backfilled';

const meta: CommandMeta = { userId: null, userType: 'system', correlationId: 'constraints-backfill', causationId: null, command: 'RecordConstraints' };

/**
 * What each checkpoint records of a record's constraints. A record that no longer exists closes
 * its references (`closes`); rosters only ever name records that exist.
 */
const parts: { checkpoint: string; of: (c: Constraints) => Constraints; closes: boolean }[] = [
  { checkpoint: CONSTRAINTS_BACKFILLED, of: (c) => ({ unique: c.unique, refs: c.refs }), closes: true },
  { checkpoint: ROSTERS_BACKFILLED, of: (c) => ({ rosters: c.rosters }), closes: false },
];

/**
 * Records made before the write model kept their unique values, references and rosters (and the
 * first start's super admin's username, created before any route) get them recorded once, each
 * kind under its own checkpoint: every stream of a registered kind is folded and its reservations,
 * references, roster memberships and (removed records) closed references appended. A value two
 * old records both hold stays with the first, a reference to a record that is gone is left out;
 * both are logged. Runs before the portal answers.
 */
export async function backfillConstraints(store: EventStore): Promise<{ records: number; skipped: number }> {
  const pending = [];
  for (const part of parts) if ((await store.loadCheckpoint(part.checkpoint)) <= 0) pending.push(part);
  if (!pending.length) return { records: 0, skipped: 0 };
  let records = 0;
  let skipped = 0;
  for (const [category, { decider, constraints }] of constrainedKinds) {
    const last = await store.lastStreamNumber(category);
    for (let n = 1; n <= last; n++) {
      const stream = `${category}-${n}`;
      const { state, revision } = await loadState(store, stream, decider);
      if (revision < 0) continue;
      records++;
      const held = constraints(state);
      // a record that no longer exists closes its references; one that does takes what it holds
      const steps = pending.flatMap((part) => (held ? constraintSteps(stream, null, part.of(held)) : part.closes ? constraintSteps(stream, {}, null) : []));
      for (const step of steps) {
        try {
          await step.check?.(store);
          await execute(store, step.stream, step.decider, step.command, meta);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          skipped++;
          log.warn('an older record keeps a value or reference the write model cannot give it', { stream, constraint: step.stream, reason: e.message });
        }
      }
    }
  }
  for (const part of pending) await store.saveCheckpoint(part.checkpoint, 1);
  if (records) log.info('unique values, references and rosters of existing records recorded', { records, skipped, kinds: pending.map((p) => p.checkpoint) });
  return { records, skipped };
}
