import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createEventStore, createMemoryReadStore } from '@lawfirm/platform';
import { projections, rebuildProjections } from '@lawfirm/projections';
import { login, startServer } from '../tests/support/server.js';
import { concurrently, fmt, latencySummary } from './bench/stats.js';
import { benchReports } from './bench/reports.js';

/**
 * Figures of the running product, each beside the raw store measured in the same run, so the
 * ratios say what our layers cost on this machine. Nothing here asserts a time.
 */
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 5000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const rows: [string, string, string, string][] = [];

// 1. Durable command throughput over HTTP, 50 concurrent clients
const server = await startServer();
const { token } = await login(server.url, server.adminUsername, server.adminPassword);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const writes = await concurrently(50, COMMANDS, async (i) => {
  const res = await fetch(`${server.url}/api/regions`, { method: 'POST', headers, body: JSON.stringify({ nameEn: `Region ${i}`, nameAr: `منطقة ${i}`, code: `R${i}` }) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status}`);
  await res.arrayBuffer();
});
const httpRate = COMMANDS / writes.seconds;

// raw: fsynced SQLite appends of the same rows, 50 rows per transaction (what group commit aims at)
const rawDir = mkdtempSync(join(tmpdir(), 'bench-raw-'));
const raw = new Database(join(rawDir, 'raw.db'));
raw.pragma('journal_mode = WAL');
raw.pragma('synchronous = FULL');
raw.exec('CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT, revision INTEGER, type TEXT, data TEXT, metadata TEXT, UNIQUE(stream, revision))');
const insert = raw.prepare('INSERT INTO events (stream, revision, type, data, metadata) VALUES (?, 0, ?, ?, ?)');
const batch = raw.transaction((from: number, n: number) => {
  for (let i = from; i < from + n; i++) insert.run(`region-${i}`, 'RegionAdded', JSON.stringify({ regionId: i, nameEn: `Region ${i}`, nameAr: `منطقة ${i}`, code: `R${i}` }), '{}');
});
let t = performance.now();
for (let i = 0; i < COMMANDS; i += 50) batch(i, Math.min(50, COMMANDS - i));
const rawRate = COMMANDS / ((performance.now() - t) / 1000);
raw.close();
rows.push(['commands/s, HTTP, 50 clients (durable)', fmt(httpRate), `${fmt(rawRate)} raw SQLite appends/s (50 per fsync)`, `${fmt(httpRate / rawRate, 2)}`]);
rows.push(['command latency p50 / p99 ms', `${fmt(latencySummary(writes.latencies).p50, 1)} / ${fmt(latencySummary(writes.latencies).p99, 1)}`, '', '']);

// 2. List queries: filter, sort, page, 20 concurrent clients
const q = encodeURIComponent(JSON.stringify({ q: 'region 1' }));
const listPath = `/api/regions?filter=${q}&range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["nameEn","ASC"]')}`;
const reads = await concurrently(20, QUERIES, async () => {
  const res = await fetch(server.url + listPath, { headers });
  if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
  await res.arrayBuffer();
});
await server.stop();

// 3. Projection rebuild from the server's log, and the raw in-memory equivalent
const store = createEventStore({ dataDir: server.dataDir });
const readStore = createMemoryReadStore();
t = performance.now();
const rebuilt = await rebuildProjections(store, readStore, projections);
const rebuildRate = rebuilt.events / ((performance.now() - t) / 1000);
const events = [];
for (let pos = 0; ; ) {
  const page = await store.readAll({ fromPosition: pos, limit: 5000 });
  if (!page.length) break;
  events.push(...page);
  pos = page[page.length - 1].position;
}
t = performance.now();
const plain = new Map<number, Record<string, unknown>>();
for (const e of events) if (e.type === 'RegionAdded') plain.set((e.data as { regionId: number }).regionId, { ...(e.data as object) });
const rawApplyRate = events.length / ((performance.now() - t) / 1000);
rows.push(['projection rebuild events/s (memory)', fmt(rebuildRate), `${fmt(rawApplyRate)} raw Map writes/s`, fmt(rebuildRate / rawApplyRate, 4)]);

// raw list query on the in-memory read store, same filter/sort/page, no HTTP
const rawLatencies: number[] = [];
const col = readStore.collection('regions');
for (let i = 0; i < 200; i++) {
  const s = performance.now();
  await col.find({ $or: ['nameEn', 'nameAr', 'code'].map((f) => ({ [f]: { $regex: 'region 1', $options: 'i' } })) }, { sort: { nameEn: 1, id: 1 }, skip: 0, limit: 25 });
  await col.count({ $or: ['nameEn', 'nameAr', 'code'].map((f) => ({ [f]: { $regex: 'region 1', $options: 'i' } })) });
  rawLatencies.push(performance.now() - s);
}
const http = latencySummary(reads.latencies);
const rawQ = latencySummary(rawLatencies);
rows.push([
  `list query ms p50/p95/p99 (${fmt(plain.size)} rows, 20 clients)`,
  `${fmt(http.p50, 1)} / ${fmt(http.p95, 1)} / ${fmt(http.p99, 1)}`,
  `${fmt(rawQ.p50, 1)} / ${fmt(rawQ.p95, 1)} / ${fmt(rawQ.p99, 1)} raw read store`,
  fmt(http.p95 / rawQ.p95, 1),
]);
await store.close();

// 4. Report rendering (the worker's own code, in this process)
rows.push(...(await benchReports()));

const widths = [0, 1, 2, 3].map((c) => Math.max(...[['measure', 'product', 'raw, same run', 'ratio'], ...rows].map((r) => r[c].length)));
const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c])).join(' | ');
console.log(line(['measure', 'product', 'raw, same run', 'ratio']));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log(line(r));
