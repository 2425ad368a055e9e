import { AppError, log, type EventStore } from '@lawfirm/platform';
import { constrainedKinds, constraintSteps } from './constraints.js';
import { execute, loadState, type CommandMeta } from './handler.js';

/** the checkpoint that says the backfill has run on this event store */
export const CONSTRAINTS_BACKFILLED = 'constraints-backfilled';

const meta: CommandMeta = { userId: null, userType: 'system', correlationId: 'constraints-backfill', causationId: null, command: 'RecordConstraints' };

/**
 * Records made before the write model kept their unique values and references (and the first
 * start's super admin, created before any route) get them recorded once: every stream of a
 * registered kind is folded and its reservations, references and (removed records) closed
 * references appended. A value two old records both hold stays with the first, a reference to
 * a record that is gone is left out; both are logged. Runs before the portal answers.
 */
export async function backfillConstraints(store: EventStore): Promise<{ records: number; skipped: number }> {
  if ((await store.loadCheckpoint(CONSTRAINTS_BACKFILLED)) > 0) return { records: 0, skipped: 0 };
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
      for (const step of held ? constraintSteps(stream, null, held) : constraintSteps(stream, {}, null)) {
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
  await store.saveCheckpoint(CONSTRAINTS_BACKFILLED, 1);
  if (records) log.info('unique values and references of existing records recorded', { records, skipped });
  return { records, skipped };
}
