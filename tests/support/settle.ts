/**
 * Waits until the event log stops growing (no append for `quietMs`): what the reactions make after
 * a command (deadlines, the automated tasks of the seed's rules) is in, also when the read models
 * lag (READ_MODEL_LAG_MS), where each reaction in a chain first waits for them.
 */
export async function untilQuiet(base: string, quietMs = 1500, maxMs = 20_000): Promise<void> {
  const head = async () => ((await (await fetch(`${base}/api/health`)).json()) as { eventStore: { headPosition: number } }).eventStore.headPosition;
  const end = Date.now() + maxMs;
  let last = await head();
  let since = Date.now();
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    const now = await head();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
  throw new Error(`the event log kept growing for ${maxMs} ms`);
}
