import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CaseUpdateLogged } from '@lawfirm/contracts';
import { createEventStore, createSqliteReadStore, generationalReadStore } from '@lawfirm/platform';
import { projectionsFor, rebuildProjections } from '@lawfirm/projections';
import { login, seedFirm, startServer } from '../tests/support/server.js';
import { concurrently, fmt, latencySummary, type BenchRow } from './bench/stats.js';
import { benchFirm } from './bench/firm.js';
import { searchRows } from './bench/search.js';
import { bareRead, growthRows } from './bench/growth.js';
import { benchReports } from './bench/reports.js';
import { benchClient } from './bench/http.js';
import { machineRow } from './bench/machine.js';
import { benchConsoleBytes } from './bench/consoleBytes.js';
import { startCommandFloor } from './bench/commandFloor.js';
import { ensureConsoleBuilt } from './console-build.js';

/**
 * The product at scale: a firm of BENCH_CASES cases (100,000 by default, about a million
 * events), then each figure of the issue beside what the bare layer underneath does in the same
 * run, so the ratios say what our layers cost on this machine. Nothing here asserts a time.
 */
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const BIG_CASE = Number(process.env.BENCH_BIG_CASE ?? 1000);
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 4000);
/** the portal's start on the firm at scale: its projections catch up on every event first */
const START_TIMEOUT = 30 * 60_000;
const rows: BenchRow[] = [machineRow('at the start')];
/** the demo firm's lawyer (scripts/seed), for the console's signed-in first load */
const DEMO_LAWYER = { username: 'fatima.zaabi@alnoor-law.ae', password: 'Lawyer#2026' };
const consoleRows = async (s: { url: string; adminUsername: string; adminPassword: string }) => {
  const admin = await login(s.url, s.adminUsername, s.adminPassword);
  const lawyer = await login(s.url, DEMO_LAWYER.username, DEMO_LAWYER.password, 'employee');
  return benchConsoleBytes(s.url, [{ ...admin, home: '/dashboard' }, { ...lawyer, home: '/lawyer/dashboard' }]);
};
/**
 * Durable commands: 50 clients logging updates on cases picked across the firm, after a warm-up
 * (compiled code, and the first page splits of indexes bulk-loaded full); beside raw fsynced
 * SQLite appends (50 per fsync, what group commit aims at) and the command floor: a minimal
 * express app taking the same body through the same zod schema and appending one fsynced row per
 * request, driven by the same load generator (goal: our commands at 0.5 of it or more). The
 * portal and the floor take turns in five rounds, so that the machine's speed, which moves within
 * minutes, weighs on both alike.
 */
async function commandRows(call: ReturnType<typeof benchClient>, headers: Record<string, string>, anyCase: (i: number) => number): Promise<BenchRow[]> {
  const path = (i: number) => `/api/lawyer/cases/${anyCase(i)}/updates`;
  const body = (i: number) => ({ updateType: 'Call', updateText: `Bench call ${i}` });
  const command = (to: ReturnType<typeof benchClient>) => async (i: number) => {
    const res = await to('POST', path(i), body(i));
    if (res.status !== 201) throw new Error(`command failed: ${res.status} ${res.text}`);
  };
  const floor = await startCommandFloor(headers);
  const WARM_UP = Math.round(COMMANDS / 5);
  const ROUNDS = 5;
  const ours = { seconds: 0, latencies: [] as number[] };
  const floors = { seconds: 0, latencies: [] as number[] };
  try {
    say(`${fmt(WARM_UP)} warm-up commands each, then ${fmt(COMMANDS)} commands from 50 clients to the portal and to the command floor, in ${ROUNDS} rounds ...`);
    await concurrently(50, WARM_UP, (i) => command(call)(COMMANDS + i));
    await concurrently(50, WARM_UP, (i) => command(floor.call)(COMMANDS + i));
    const perRound = Math.ceil(COMMANDS / ROUNDS);
    for (let from = 0; from < COMMANDS; from += perRound) {
      const n = Math.min(perRound, COMMANDS - from);
      for (const [to, sum] of [[call, ours], [floor.call, floors]] as const) {
        const run = await concurrently(50, n, (i) => command(to)(from + i));
        sum.seconds += run.seconds;
        sum.latencies.push(...run.latencies);
      }
    }
  } finally {
    await floor.stop();
  }
  const httpRate = COMMANDS / ours.seconds;
  const floorRate = COMMANDS / floors.seconds;
  const raw = new Database(join(mkdtempSync(join(tmpdir(), 'bench-raw-')), 'raw.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec('CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT, revision INTEGER, type TEXT, data TEXT, metadata TEXT, UNIQUE(stream, revision))');
  const insert = raw.prepare('INSERT INTO events (stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const batch = raw.transaction((from: number, n: number) => {
    for (let i = from; i < from + n; i++)
      insert.run(`case-${anyCase(i)}`, i, CaseUpdateLogged.type, JSON.stringify({ caseId: anyCase(i), updateId: crypto.randomUUID(), updateType: 'Call', updateText: `Bench call ${i}` }), JSON.stringify({ userId: 1, userType: 'user', correlationId: crypto.randomUUID(), time: new Date().toISOString() }));
  });
  const t = performance.now();
  for (let i = 0; i < COMMANDS; i += 50) batch(i, Math.min(50, COMMANDS - i));
  const rawRate = COMMANDS / ((performance.now() - t) / 1000);
  raw.close();
  return [
    ['durable commands/s, HTTP, 50 clients', fmt(httpRate), `${fmt(rawRate)} raw SQLite appends/s (50 per fsync)`, fmt(httpRate / rawRate, 2)],
    ['durable commands/s beside the command floor (goal: 0.5 or more)', fmt(httpRate), `${fmt(floorRate)} floor commands/s (express, same zod schema, 1 fsynced row each)`, fmt(httpRate / floorRate, 2)],
    ['command latency ms p50 / p95 / p99', ms(ours.latencies), `floor ${ms(floors.latencies)}`, ''],
  ];
}
// BENCH_ONLY=console: only the console's first load, on the demo firm (a minute, not the hour of the rest)
if (process.env.BENCH_ONLY === 'console') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-console-'));
  const seededDemo = seedFirm(dir);
  if (seededDemo.status !== 0) throw new Error(`seed failed:\n${seededDemo.stdout}\n${seededDemo.stderr}`);
  const s = await startServer({ dataDir: dir, console: true });
  try {
    for (const r of await consoleRows(s)) console.log(r.join(' | '));
  } finally {
    await s.stop();
  }
  process.exit(0);
}
/** the bench's table, its columns padded */
function printTable(rows: BenchRow[]) {
  const head: BenchRow = ['measure', 'product', 'raw, same run', 'ratio'];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...[head, ...rows].map((r) => r[c].length)));
  const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c])).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}
/** a kept firm is copied, so the commands below do not grow it run after run */
const copyOf = (dir: string) => {
  const copy = mkdtempSync(join(tmpdir(), 'bench-run-'));
  cpSync(dir, copy, { recursive: true });
  // the copy's pages on disk before the run: their write-back would slow the commits measured
  execSync('sync');
  return copy;
};
const say = (msg: string) => console.log(`[bench] ${msg}`);
const ms = (xs: number[]) => {
  const s = latencySummary(xs);
  return `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.p99, 1)}`;
};

/** the list queries with filter, sort and page, as the console asks them */
const lists = [
  ['status filter, newest first', { status: 'open' }, ['createdAt', 'DESC']],
  ['search a party, by case number', { q: 'Falcon Marine' }, ['caseNumber', 'ASC']],
  ['status + priority, by title', { status: 'in_progress', priority: 'high' }, ['titleEn', 'ASC']],
  ['everything, a deep page', {}, ['id', 'DESC']],
] as const;
const listPath = (i: number) => {
  const [, filter, sort] = lists[i % lists.length];
  const from = i % lists.length === 3 ? 25 * (i % 200) : 0;
  return `/api/lawyer/cases?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify([from, from + 24]))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;
};
// BENCH_ONLY=commands: only the durable commands beside raw appends and the command floor, on the
// demo firm's cases (minutes, not the hour of the rest; the full run measures them on 100,000 cases)
if (process.env.BENCH_ONLY === 'commands') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-commands-'));
  const seededDemo = seedFirm(dir);
  if (seededDemo.status !== 0) throw new Error(`seed failed:\n${seededDemo.stdout}\n${seededDemo.stderr}`);
  execSync('sync');
  const s = await startServer({ dataDir: dir, env: { PORTAL_BUILD_CONSOLE: 'false' } });
  try {
    const headers = { authorization: `Bearer ${(await login(s.url, s.adminUsername, s.adminPassword)).token}` };
    const call = benchClient(s.url, headers);
    const listed = await call('GET', `/api/lawyer/cases?range=${encodeURIComponent('[0,999]')}`);
    const ids = (JSON.parse(listed.text) as { id: number }[]).map((c) => c.id);
    if (!ids.length) throw new Error(`no cases to log updates on: ${listed.status} ${listed.text.slice(0, 200)}`);
    const only = [machineRow('at the start'), ...(await commandRows(call, headers, (i) => ids[(i * 7919) % ids.length]!)), machineRow('at the end')];
    for (const r of only) console.log(r.join(' | '));
  } finally {
    await s.stop();
  }
  process.exit(0);
}
/** waits until the reactions (following the log in the background once the portal answers) have caught up */
const reactionsCaughtUp = async (c: ReturnType<typeof benchClient>) => {
  for (;;) {
    const health = JSON.parse((await c('GET', '/api/health')).text) as { reactions: { caughtUp: boolean } };
    if (health.reactions.caughtUp) return;
    await new Promise((r) => setTimeout(r, 200));
  }
};
// BENCH_ONLY=search: only the portal-wide search beside the list queries, 20 clients each, in
// alternating rounds, on the firm of BENCH_CASES cases (built, or reused from BENCH_DATA_DIR)
if (process.env.BENCH_ONLY === 'search') {
  const dir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-firm-'));
  const firm = await benchFirm(dir, { cases: CASES, bigCase: BIG_CASE, say });
  // a kept firm is copied: the portal's reactions would add to it
  const runDir = firm.reused ? copyOf(dir) : dir;
  say('starting the standalone portal on the firm ...');
  const started = performance.now();
  const s = await startServer({ dataDir: runDir, env: { PORTAL_BUILD_CONSOLE: 'false' }, startTimeoutMs: START_TIMEOUT, nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [] });
  try {
    const call = benchClient(s.url, { authorization: `Bearer ${(await login(s.url, s.adminUsername, s.adminPassword)).token}` });
    await reactionsCaughtUp(call);
    say(`portal answering, reactions caught up, ${fmt((performance.now() - started) / 1000, 1)} s after start`);
    const only = [machineRow('at the start'), ...(await searchRows(call, { cases: CASES, queries: QUERIES, scale: firm.scale, listPath, lists: lists.map(([name]) => name), say })), machineRow('at the end')];
    printTable(only);
  } finally {
    await s.stop();
  }
  process.exit(0);
}
// BENCH_ONLY=growth: firms of 1,000 / 30,000 / 100,000 cases (BENCH_GROWTH sizes, comma-separated),
// each built once and kept under BENCH_DATA_DIR: first start, restart, memory, search and lists
if (process.env.BENCH_ONLY === 'growth') {
  const base = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-growth-'));
  const sizes = (process.env.BENCH_GROWTH ?? '1000,30000,100000').split(',').map(Number);
  printTable([machineRow('at the start'), ...(await growthRows(base, sizes, listPath, say)), machineRow('at the end')]);
  process.exit(0);
}
// 1. The firm: the demo seed through the API, then the cases appended through the event store
// (BENCH_DATA_DIR keeps the firm for the next run: profiling the same data again)
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-firm-'));
const { scale, reused: reuse } = await benchFirm(dataDir, { cases: CASES, bigCase: BIG_CASE, say });
const store = createEventStore({ dataDir });
const totalEvents = await store.headPosition();
rows.push([`firm: ${fmt(CASES + 1)} cases, events in the log`, fmt(totalEvents), `appended at ${fmt(scale.events / scale.seconds)} events/s`, '']);

// 2. Projection rebuild in this process, beside reading and parsing the same log
// the firm's pages on disk first (building it, or its audit indexes, leaves much to write back)
execSync('sync');
say('rebuilding every projection from the log ...');
let t = performance.now();
// into a new generation of the standalone's SQLite read models, as `npm run projections:rebuild` does
const rebuildTarget = generationalReadStore(createSqliteReadStore(join(mkdtempSync(join(tmpdir(), 'bench-rebuild-')), 'readmodels.db')));
const rebuilt = await rebuildProjections(store, rebuildTarget.generations.storeOf(1), projectionsFor(store.kind));
await rebuildTarget.close();
const rebuildRate = rebuilt.events / ((performance.now() - t) / 1000);
const bare = await bareRead(store);
const readRate = bare.events / bare.seconds;
rows.push(['projection rebuild, events/s (SQLite read models, a new generation)', fmt(rebuildRate), `${fmt(readRate)} events/s read + parsed`, fmt(rebuildRate / readRate, 2)]);
await store.close();

// 3. The standalone product on that firm
const firmDir = reuse ? copyOf(dataDir) : dataDir;
// the first start follows the log from its start, as a new firm's does (a kept firm's earlier run saved a checkpoint)
const log = new Database(join(firmDir, 'events.db'));
log.prepare('DELETE FROM checkpoints').run();
log.close();
say('starting the standalone portal on the firm ...');
t = performance.now();
// BENCH_PROFILE=dir writes the portal's CPU profile there when it stops (open it in Chrome's DevTools)
const server = await startServer({ dataDir: firmDir, startTimeoutMs: START_TIMEOUT, nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [] });
const startup = (performance.now() - t) / 1000;
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const rssAtStart = rss();
rows.push(['standalone first start (every read model built from the log), s', fmt(startup, 1), `${fmt(totalEvents / startup)} events/s`, '']);
const adminHeaders = async (s: typeof server) => ({ authorization: `Bearer ${(await login(s.url, s.adminUsername, s.adminPassword)).token}` });
/** a client of the portal signed in as the admin */
const adminClient = async (s: typeof server) => benchClient(s.url, await adminHeaders(s));
const callHeaders = await adminHeaders(server);
const call = benchClient(server.url, callHeaders);
// the measures below start when the reactions have caught up
await reactionsCaughtUp(call);
rows.push(["reactions caught up from the log's start (in the background, the portal answering), s after start", fmt((performance.now() - t) / 1000, 1), '', '']);
const caseIds = Array.from({ length: CASES }, (_, i) => scale.bigCaseId - CASES + i);
const anyCase = (i: number) => caseIds[(i * 7919) % caseIds.length];

// 4. Durable commands: 50 clients logging updates on cases picked across the firm, beside raw
// SQLite appends and the command floor
rows.push(...(await commandRows(call, callHeaders, anyCase)));

// 5. List queries with filter, sort and page, 20 clients, as the console asks them (lists, listPath above)
say(`${fmt(QUERIES)} list queries from 20 clients ...`);
const perList = lists.map(() => [] as number[]);
const reads = await concurrently(20, QUERIES, async (i) => {
  const s = performance.now();
  const res = await call('GET', listPath(i));
  if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
  perList[i % lists.length].push(performance.now() - s);
});
rows.push([`list queries ms p50 / p95 / p99 (${fmt(CASES + 1)} cases, 20 clients)`, ms(reads.latencies), `${fmt(QUERIES / reads.seconds)} queries/s`, '']);
lists.forEach(([name], k) => rows.push([`  ${name}`, ms(perList[k]), '', '']));

// 5b. The portal-wide search (GET /api/search) from 20 clients beside the list queries from 20 clients, in turns (goal: p95 at most twice)
rows.push(...(await searchRows(call, { cases: CASES, queries: QUERIES, scale, listPath, lists: lists.map(([name]) => name), say })));

// 6. Command to visible: a case update logged, then the case's updates read until it shows
say('command-to-visible ...');
const visible: number[] = [];
await concurrently(10, 500, async (i) => {
  const caseId = anyCase(i * 13 + 1);
  const text = `Visible ${i} ${Math.random()}`;
  const s = performance.now();
  const res = await call('POST', `/api/lawyer/cases/${caseId}/updates`, { updateType: 'Email', updateText: text });
  if (res.status !== 201) throw new Error(`command failed: ${res.status}`);
  for (;;) {
    const list = JSON.parse((await call('GET', `/api/lawyer/cases/${caseId}/updates`)).text) as { updateText: string }[];
    if (list.some((u) => u.updateText === text)) break;
  }
  visible.push(performance.now() - s);
});
rows.push(['command-to-visible ms p50 / p95 / p99 (10 clients)', ms(visible), '', '']);

// 7. As of: the case with BIG_CASE events, replayed to the middle of its history
const asOf: number[] = [];
for (let i = 0; i < 50; i++) {
  const s = performance.now();
  const res = await call('GET', `/api/lawyer/cases/${scale.bigCaseId}?asOf=${encodeURIComponent(scale.bigCaseMidpoint)}`);
  if (res.status !== 200) throw new Error(`as-of failed: ${res.status}`);
  asOf.push(performance.now() - s);
}
rows.push([`as-of view of a case with ${fmt(BIG_CASE)} events, ms p50 / p95 / p99`, ms(asOf), '', '']);
rows.push(['standalone memory (RSS), MiB: after start-up / at the end', `${fmt(rssAtStart)} / ${fmt(rss())}`, `${fmt((rss() * 1024) / totalEvents, 2)} KiB per event`, '']);
await server.stop();

// 8. A restart on the same firm: the projections and the reactions go on from the checkpoints they
// stored when the portal stopped
say('restarting the portal ...');
ensureConsoleBuilt();
t = performance.now();
const restarted = await startServer({ dataDir: server.dataDir, console: true, startTimeoutMs: START_TIMEOUT });
const restartUp = (performance.now() - t) / 1000;
await reactionsCaughtUp(await adminClient(restarted));
rows.push(['restart: answering / reactions caught up (from their checkpoint), s after start', `${fmt(restartUp, 1)} / ${fmt((performance.now() - t) / 1000, 1)}`, '', '']);
rows.push(...(await consoleRows(restarted)));
await restarted.stop();

// 9. Report rendering (the worker's own code, in this process)
rows.push(...(await benchReports()));
rows.push(machineRow('at the end'));

printTable(rows);
