import { eventually } from './eventually.js';

type Client = { get: (p: string, h?: Record<string, string>) => Promise<{ status: number; body: any }> };
type Health = { status: number; body: { eventStore: { headPosition: number }; reactions: { position: number; checkpoint: number; caughtUp: boolean } } };

/**
 * What a negative check waits for: the reactions have passed `position` (an event some reaction is
 * for) and every effect they started up to there is done (in-process jobs hold their checkpoint
 * until then). Whatever they would have made of that event is in the log by now: read at the
 * answered head (`X-Min-Position`) and assert it is not there.
 */
export async function reactionsDoneWith(client: Client, position: number, ms = 30_000): Promise<{ head: Record<string, string> }> {
  const health = (await eventually(
    `the reactions past position ${position} with every effect done`,
    () => client.get('/api/health') as Promise<Health>,
    (r) => r.body.reactions.position >= position && r.body.reactions.checkpoint >= position,
    ms,
  )) as Health;
  return { head: { 'x-min-position': String(health.body.eventStore.headPosition) } };
}

/** After a start: the reactions have caught up with the log and every effect they started is done. */
export async function reactionsSettled(client: Client, ms = 30_000): Promise<{ head: Record<string, string> }> {
  const health = (await eventually(
    'the reactions caught up with every effect done',
    () => client.get('/api/health') as Promise<Health>,
    (r) => r.body.reactions.caughtUp && r.body.reactions.checkpoint >= r.body.reactions.position,
    ms,
  )) as Health;
  return { head: { 'x-min-position': String(health.body.eventStore.headPosition) } };
}

/** The log position of a stream's newest event, from the audit log (an admin's client). */
export async function streamPosition(admin: Client, stream: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ stream }));
  const res = await admin.get(`/api/audit/events?filter=${filter}&sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`);
  const id = (res.body as { id: number }[] | undefined)?.[0]?.id;
  if (res.status !== 200 || !id) throw new Error(`no event of ${stream} in the audit log (${res.status})`);
  return id;
}
