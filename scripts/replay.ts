import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { caseChildStreamOf, caseViews, replay, type ViewEvent } from '@lawfirm/contracts';
import { loadConfig, createEventStore, type RecordedEvent } from '@lawfirm/platform';

/**
 * npm run replay -- --stream case-42 [--as-of 2026-03-01]: replays a case (its stream and every
 * hearing, appointment, document and minutes stream of it) up to a moment and prints what it was.
 */
const { values } = parseArgs({ options: { stream: { type: 'string' }, 'as-of': { type: 'string' } } });
if (!values.stream) {
  console.error('usage: npm run replay -- --stream case-42 [--as-of 2026-03-01]');
  process.exit(2);
}
const asOf = values['as-of'] ? new Date(values['as-of']).toISOString() : undefined;
if (values['as-of'] && Number.isNaN(Date.parse(values['as-of']))) {
  console.error(`not a date: ${values['as-of']}`);
  process.exit(2);
}
const store = createEventStore(loadConfig());
const head = await store.headPosition();
const caseId = values.stream.startsWith('case-') ? Number(values.stream.slice(5)) : null;
const streams = new Set([values.stream]);
const bar = new cliProgress.SingleBar({ format: 'scanning the log [{bar}] {percentage}% | {value}/{total}', noTTYOutput: true, notTTYSchedule: 1000 }, cliProgress.Presets.shades_classic);
bar.start(Math.max(head, 1), 0);
const events: RecordedEvent[] = [];
for (let pos = 0; ; ) {
  const page = await store.readAll({ fromPosition: pos, limit: 5000 });
  if (!page.length) break;
  for (const e of page) {
    if (asOf && e.metadata.time > asOf) continue;
    const child = caseChildStreamOf[e.type];
    if (caseId !== null && child && (e.data as { caseId?: number }).caseId === caseId) streams.add(child(e.data as Record<string, unknown>));
    if (streams.has(e.stream)) events.push(e);
  }
  pos = page[page.length - 1].position;
  bar.update(pos);
}
bar.update(Math.max(head, 1));
bar.stop();
const docs = replay(caseViews, events as unknown as ViewEvent[]);
const c = caseId !== null ? docs.get('cases')?.get(caseId) : undefined;
console.log(`${values.stream}${asOf ? ` as of ${asOf}` : ''}: ${events.length} events in ${streams.size} streams`);
if (c) {
  console.log(`  ${c.caseNumber}  ${c.titleEn} / ${c.titleAr}`);
  console.log(`  status ${c.status}, priority ${c.priority}, version ${c.version}, last change ${c.updatedAt}`);
  for (const [collection, label] of [['hearings', 'hearings'], ['appointments', 'meetings and tasks'], ['case_documents', 'documents'], ['case_updates', 'updates'], ['hearing_minutes', 'minutes']] as const)
    console.log(`  ${docs.get(collection)?.size ?? 0} ${label}`);
  const ruling = c.finalRuling as { rulingDate?: string } | undefined;
  if (ruling?.rulingDate) console.log(`  final ruling of ${ruling.rulingDate}`);
} else if (caseId !== null) console.log('  the case did not exist yet');
await store.close();
