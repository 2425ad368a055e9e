import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, type EventStore } from '@lawfirm/platform';
import { REBUILD_PAGE } from '@lawfirm/projections';
import { login, startServer, type RunningServer } from '../../tests/support/server.js';
import { appendMoreCases, benchFirm } from './firm.js';
import { benchClient } from './http.js';
import { ARABIC, ENGLISH } from './search.js';
import { concurrently, fmt, latencySummary, type BenchRow } from './stats.js';

/** what one firm size gave */
interface Grown {
  cases: number;
  events: number;
  /** reading and parsing the whole log, s (the bare layer) */
  bareRead: number;
  /** the first start: every read model built from the log, s until it answers */
  firstStart: number;
  /** a restart on the same data folder, s until it answers */
  restart: number;
  /** MiB resident after the restart */
  rss: number;
  /** one client, one search at a time, ms */
  searchP95: number;
  /** 20 clients, ms */
  listP95: number;
  /** 20 clients while a burst of events is appended and applied, ms */
  burstListP95: number;
  burstEvents: number;
}

const START_TIMEOUT = 60 * 60_000;

/** reads and parses the whole log through `store`: the bare layer a rebuild or a start is compared with */
export async function bareRead(store: EventStore): Promise<{ events: number; seconds: number }> {
  const t = performance.now();
  let events = 0;
  for (let pos = 0; ; ) {
    const page = await store.readAll({ fromPosition: pos, limit: REBUILD_PAGE });
    if (!page.length) break;
    events += page.length;
    pos = page[page.length - 1].position;
  }
  return { events, seconds: (performance.now() - t) / 1000 };
}

const rssOf = (s: RunningServer) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.process.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function timedStart(dataDir: string): Promise<{ server: RunningServer; seconds: number }> {
  const t = performance.now();
  const server = await startServer({ dataDir, env: { PORTAL_BUILD_CONSOLE: 'false' }, startTimeoutMs: START_TIMEOUT });
  return { server, seconds: (performance.now() - t) / 1000 };
}

/**
 * One firm of `cases` cases (built once and kept in `keptDir`), copied, started a first time
 * (every read model built from the log), stopped, and started again: the restart, the memory
 * after it, one client's searches and 20 clients' lists.
 */
async function grow(keptDir: string, cases: number, listPath: (i: number) => string, say: (msg: string) => void): Promise<Grown> {
  mkdirSync(keptDir, { recursive: true });
  await benchFirm(keptDir, { cases, bigCase: 1000, say });
  // BENCH_GROWTH_STARTED=1: the firm as its first start left it, kept beside it (made by the first
  // run with it set): the reads measured again without building every read model again
  const started = `${keptDir}-started`;
  const fromStarted = process.env.BENCH_GROWTH_STARTED === '1' && existsSync(started);
  const run = mkdtempSync(join(tmpdir(), `bench-growth-${cases}-`));
  cpSync(fromStarted ? started : keptDir, run, { recursive: true });
  execSync('sync');
  try {
    const log = createEventStore({ dataDir: run });
    const bare = await bareRead(log).finally(() => log.close());
    say(`${fmt(cases)} cases: ${fmt(bare.events)} events, read and parsed in ${fmt(bare.seconds, 2)} s; ${fromStarted ? 'started before' : 'first start ...'}`);
    let firstStart = NaN;
    if (!fromStarted) {
      const first = await timedStart(run);
      await first.server.stop();
      firstStart = first.seconds;
      say(`  first start ${fmt(first.seconds, 1)} s; restart ...`);
      if (process.env.BENCH_GROWTH_STARTED === '1') cpSync(run, started, { recursive: true });
    }
    const again = await timedStart(run);
    try {
      const rss = rssOf(again.server);
      const call = benchClient(again.server.url, { authorization: `Bearer ${(await login(again.server.url, again.server.adminUsername, again.server.adminPassword)).token}` });
      const get = async (path: string) => {
        const res = await call('GET', path);
        if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
      };
      const queries = [...ARABIC, ...ENGLISH];
      for (const q of queries) await get(`/api/search?q=${encodeURIComponent(q)}&limit=20`);
      const searches: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await get(`/api/search?q=${encodeURIComponent(queries[i % queries.length])}&limit=20`);
        searches.push(performance.now() - t);
      }
      await concurrently(20, 200, (i) => get(listPath(i)));
      const lists = await concurrently(20, 1000, (i) => get(listPath(i)));
      const burst = await listsDuringBurst(run, again.server, get, listPath);
      const grown = {
        cases, events: bare.events, bareRead: bare.seconds, firstStart, restart: again.seconds, rss, searchP95: latencySummary(searches).p95, listP95: latencySummary(lists.latencies).p95,
        burstListP95: burst.listP95, burstEvents: burst.events,
      };
      say(`  restart ${fmt(grown.restart, 1)} s, ${fmt(rss)} MiB, search p95 ${fmt(grown.searchP95, 1)} ms, list p95 ${fmt(grown.listP95, 1)} ms, ${fmt(burst.listP95, 1)} ms while ${fmt(burst.events)} events arrived`);
      return grown;
    } finally {
      await again.server.stop();
    }
  } finally {
    rmSync(run, { recursive: true, force: true });
  }
}

const BURST_CASES = 2000;

/**
 * 20 clients' lists while another process appends a burst of events to the log (BURST_CASES new
 * cases with their hearings and appointments) and the portal applies them: the lists go on until
 * the portal's read models have caught up with the burst.
 */
async function listsDuringBurst(dataDir: string, server: RunningServer, get: (path: string) => Promise<void>, listPath: (i: number) => string): Promise<{ listP95: number; events: number }> {
  const log = createEventStore({ dataDir });
  let head = Infinity;
  let events = 0;
  const appended = appendMoreCases(log, { cases: BURST_CASES, bigCase: 7 })
    .then(async (r) => {
      events = r.events;
      head = await log.headPosition();
    })
    .finally(() => log.close());
  const caughtUp = async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { projections: { position: number } };
    return health.projections.position >= head;
  };
  const latencies: number[] = [];
  let done = false;
  const client = async (n: number) => {
    for (let i = n; !done; i += 20) {
      const t = performance.now();
      await get(listPath(i));
      latencies.push(performance.now() - t);
    }
  };
  const watcher = (async () => {
    await appended;
    while (!(await caughtUp())) await new Promise((r) => setTimeout(r, 100));
    done = true;
  })();
  await Promise.all([watcher, ...Array.from({ length: 20 }, (_, n) => client(n))]);
  return { listP95: latencySummary(latencies).p95, events };
}

/**
 * BENCH_ONLY=growth: the embedded default as the firm grows (issue 38's goals, each a ratio of
 * the largest firm to the smallest measured in the same run, or of the product to the bare read).
 */
export async function growthRows(baseDir: string, sizes: number[], listPath: (i: number) => string, say: (msg: string) => void): Promise<BenchRow[]> {
  const grown: Grown[] = [];
  for (const cases of sizes) grown.push(await grow(join(baseDir, `growth-${cases}`), cases, listPath, say));
  const small = grown[0];
  const large = grown[grown.length - 1];
  const ratio = (a: number, b: number) => fmt(a / b, 2);
  const rows: BenchRow[] = [];
  for (const g of grown) {
    const built = Number.isNaN(g.firstStart) ? ['not measured (BENCH_GROWTH_STARTED)', ''] : [fmt(g.firstStart, 1), ratio(g.bareRead, g.firstStart)];
    rows.push([`${fmt(g.cases)} cases, ${fmt(g.events)} events: first start (every read model built), s`, built[0], `read + parse of the log ${fmt(g.bareRead, 2)} s`, built[1]]);
    rows.push([`  restart until it answers, s / RSS after it, MiB`, `${fmt(g.restart, 1)} / ${fmt(g.rss)}`, '', '']);
    rows.push([`  search p95 (1 client) / list p95 (20 clients), ms`, `${fmt(g.searchP95, 1)} / ${fmt(g.listP95, 1)}`, '', '']);
  }
  const n = `${fmt(large.cases)} beside ${fmt(small.cases)} cases`;
  rows.push([`restart, ${n} (goal: 2 or less)`, `${fmt(large.restart, 1)} s`, `${fmt(small.restart, 1)} s`, ratio(large.restart, small.restart)]);
  rows.push([`RSS after start, ${n} (goal: 1.5 or less)`, `${fmt(large.rss)} MiB`, `${fmt(small.rss)} MiB`, ratio(large.rss, small.rss)]);
  rows.push([`search p95, one client, ${n} (goal: 3 or less)`, `${fmt(large.searchP95, 1)} ms`, `${fmt(small.searchP95, 1)} ms`, ratio(large.searchP95, small.searchP95)]);
  for (const g of new Set([small, large]))
    rows.push([`list p95, 20 clients, while ${fmt(g.burstEvents)} events arrive, ${fmt(g.cases)} cases (beside quiet)`, `${fmt(g.burstListP95, 1)} ms`, `${fmt(g.listP95, 1)} ms`, ratio(g.burstListP95, g.listP95)]);
  rows.push([`list p95, 20 clients, ${n} (goal: 3 or less)`, `${fmt(large.listP95, 1)} ms`, `${fmt(small.listP95, 1)} ms`, ratio(large.listP95, small.listP95)]);
  if (!Number.isNaN(large.firstStart))
    rows.push([`full build at first start beside the bare read, ${fmt(large.cases)} cases (goal: 0.25 or more)`, `${fmt(large.events / large.firstStart)} events/s`, `${fmt(large.events / large.bareRead)} events/s`, ratio(large.bareRead, large.firstStart)]);
  return rows;
}
