import { readFileSync } from 'node:fs';
import { chain } from '@lawfirm/query-api';
import type { RecordedEvent } from '@lawfirm/platform';

/**
 * npm run audit:verify FILE: checks the hash chain of an exported history and names the first
 * event whose content, order or hash was altered.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run audit:verify -- FILE');
  process.exit(2);
}
const exported = JSON.parse(readFileSync(file, 'utf8')) as { stream: string; events: (RecordedEvent & { hash: string; prevHash: string })[]; headHash: string };
const recomputed = chain(exported.events.map(({ hash: _h, prevHash: _p, ...e }) => e as RecordedEvent));
const bad = exported.events.findIndex((e, i) => e.hash !== recomputed[i].hash || e.prevHash !== recomputed[i].prevHash);
if (bad === -1 && exported.headHash === recomputed.at(-1)?.hash) {
  console.log(`OK: ${exported.events.length} events of ${exported.stream}, chain intact, head ${exported.headHash}`);
  process.exit(0);
}
if (bad === -1) {
  console.log(`TAMPERED: the head hash does not match the last event (events may have been removed from the end)`);
  process.exit(1);
}
const e = exported.events[bad];
console.log(`TAMPERED: event ${bad + 1} of ${exported.events.length} (position ${e.position}, stream ${e.stream}, revision ${e.revision}, ${e.type}) does not match its hash`);
process.exit(1);
