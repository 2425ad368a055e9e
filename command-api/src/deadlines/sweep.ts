import { dayIn, deadlineStream } from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { execute, type CommandMeta } from '../framework/handler.js';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError } from '../reactions/runner.js';
import { deadlineDecider } from './deadline.js';

export const MISSED_DEADLINES_JOB = 'sweep-missed-deadlines';

/**
 * Hourly (so a portal that was down at midnight catches up within the hour): each open deadline
 * whose due day is over in the firm's time zone becomes missed. Decided on its stream, so a
 * deadline met or moved meanwhile is left alone and two sweeps never record it twice.
 */
export async function sweepMissedDeadlines(deps: CommandDeps, timezone: string): Promise<{ missed: number }> {
  const head = await deps.eventStore.headPosition();
  if (!(await deps.readModels.waitFor(head, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError('sweep', head, READ_MODELS_WAIT_MS);
  const today = dayIn(timezone);
  const meta: CommandMeta = { userId: null, userType: 'system', correlationId: `MissedDeadlineSweep-${today}`, causationId: null, command: 'MissedDeadlineSweep' };
  let missed = 0;
  for (const d of await deps.readStore.collection('deadlines').find({ status: 'open', dueDate: { $lt: today } })) {
    const o = await execute(deps.eventStore, deadlineStream(d.id as number), deadlineDecider, { type: 'MissDeadline', today }, meta);
    if (o.events.length) missed++;
  }
  return { missed };
}
