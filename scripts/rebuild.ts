import cliProgress from 'cli-progress';
import { generationsOf, GenerationsRefused, loadConfig, openRuntime } from '@lawfirm/platform';
import { projectionsFor, rebuildIntoNewGeneration, rebuildProjections, SWITCH_GRACE_MS } from '@lawfirm/projections';

/**
 * Rebuilds every read model from the event log, with a progress bar and a summary. With
 * MONGODB_URL it builds the shared MongoDB read models into a new generation beside the live ones
 * and switches to it when caught up (the portal keeps serving; one rebuild at a time); without it,
 * it replays into memory, which is what every standalone start does, and reports the rate.
 */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
const projections = projectionsFor(rt.eventStore.kind);
const generations = generationsOf(rt.readStore);
const head = await rt.eventStore.headPosition();
const bar = new cliProgress.SingleBar({ format: 'rebuilding [{bar}] {percentage}% | {value}/{total} positions | {events} events', hideCursor: true, noTTYOutput: true, notTTYSchedule: 1000 }, cliProgress.Presets.shades_classic);
bar.start(Math.max(head, 1), 0, { events: 0 });
const started = performance.now();
let built = started;
const onProgress = (p: { position: number; events: number }) => {
  built = performance.now();
  bar.update(p.position, { events: p.events });
};
let result: { events: number; generation?: number; dropped?: string[] };
try {
  if (generations) console.log(`building a new generation beside the live read models; the previous one is dropped ${SWITCH_GRACE_MS / 1000} s after the switch`);
  result = generations ? await rebuildIntoNewGeneration(rt.eventStore, generations, projections, { onProgress }) : await rebuildProjections(rt.eventStore, rt.readStore, projections, onProgress);
} catch (err) {
  bar.stop();
  if (!(err instanceof GenerationsRefused)) throw err;
  console.error(`not rebuilt: ${err.message}`);
  await rt.close();
  process.exit(1);
}
bar.update(Math.max(head, 1), { events: result.events });
bar.stop();
// the rate of the build itself, not of the wait before the previous generation is dropped
const seconds = ((generations ? built : performance.now()) - started) / 1000;
const counts = await Promise.all(projections.flatMap((p) => p.collections).map(async (c) => `${c}=${await rt.readStore.collection(c).count()}`));
console.log(`rebuilt ${projections.length} projections from ${result.events} events in ${seconds.toFixed(2)} s (${Math.round(result.events / Math.max(seconds, 1e-6))} events/s) into ${rt.readStore.kind}${result.generation ? ` generation ${result.generation}, now current (dropped ${result.dropped?.length ?? 0} collections of the previous ones)` : ''}`);
console.log(`documents: ${counts.join(', ')}`);
await rt.close();
