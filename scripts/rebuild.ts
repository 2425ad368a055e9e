import cliProgress from 'cli-progress';
import { loadConfig, openRuntime } from '@lawfirm/platform';
import { projectionsFor, rebuildProjections } from '@lawfirm/projections';

/**
 * Drops every read model and rebuilds it from the event log, with a progress bar and a summary.
 * With MONGODB_URL this rebuilds the shared MongoDB read models (stop the projections service
 * first); without it, it replays into memory, which is what every standalone start does, and
 * reports the rate.
 */
const cfg = loadConfig();
const rt = await openRuntime(cfg);
const projections = projectionsFor(rt.eventStore.kind);
const head = await rt.eventStore.headPosition();
const bar = new cliProgress.SingleBar({ format: 'rebuilding [{bar}] {percentage}% | {value}/{total} positions | {events} events', hideCursor: true, noTTYOutput: true, notTTYSchedule: 1000 }, cliProgress.Presets.shades_classic);
bar.start(Math.max(head, 1), 0, { events: 0 });
const started = performance.now();
const result = await rebuildProjections(rt.eventStore, rt.readStore, projections, (p) => bar.update(p.position, { events: p.events }));
bar.update(Math.max(head, 1), { events: result.events });
bar.stop();
const seconds = (performance.now() - started) / 1000;
const counts = await Promise.all(projections.flatMap((p) => p.collections).map(async (c) => `${c}=${await rt.readStore.collection(c).count()}`));
console.log(`rebuilt ${projections.length} projections from ${result.events} events in ${seconds.toFixed(2)} s (${Math.round(result.events / Math.max(seconds, 1e-6))} events/s) into ${rt.readStore.kind}`);
console.log(`documents: ${counts.join(', ')}`);
await rt.close();
