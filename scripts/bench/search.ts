import type { benchClient } from './http.js';
import type { ScaleResult } from './scaleData.js';
import { concurrently, fmt, latencySummary, type BenchRow } from './stats.js';

type Call = ReturnType<typeof benchClient>;

/** what people type: Arabic without hamza and with ه for ة, English prefixes, case numbers (added from the firm) */
export const ARABIC = ['الامارات للتجاره', 'الافق العقاريه', 'النخله', 'الصقر البحريه', 'الواحه القابضه', 'النجمه للتامين', 'الخليج للاغذيه', 'الحمادي'];
export const ENGLISH = ['sky', 'falc mar', 'oasis hold', 'gulf log', 'desert', 'palm tex', 'hamm', 'star insur'];
const KINDS = ['Arabic without hamza', 'English prefixes', 'case numbers'] as const;

const ms = (xs: number[]) => {
  const s = latencySummary(xs);
  return `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.p99, 1)}`;
};

/**
 * The portal-wide search (GET /api/search) beside the list queries, 20 clients each, after a
 * warm-up, taking turns in five rounds (the list first in one round, the search first in the next)
 * so that the machine's speed, which moves within minutes, weighs on both alike. The search
 * index must have every event of the firm before the clock starts: the firm's last case is found
 * by its number, and every query finds something.
 */
export async function searchRows(call: Call, opts: { cases: number; queries: number; scale: ScaleResult; listPath: (i: number) => string; lists: readonly string[]; say: (msg: string) => void }): Promise<BenchRow[]> {
  const get = async (path: string) => {
    const res = await call('GET', path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
    return JSON.parse(res.text) as unknown;
  };
  for (;;) {
    const health = (await get('/api/health')) as { readStore: { lag: number } };
    if (health.readStore.lag <= 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const search = (q: string) => `/api/search?q=${encodeURIComponent(q)}&limit=20`;
  const last = (await get(`/api/lawyer/cases/${opts.scale.bigCaseId}`)) as { caseNumber: string };
  const lastFound = (await get(search(last.caseNumber))) as { kind: string; id: number }[];
  if (lastFound[0]?.kind !== 'cases' || lastFound[0].id !== opts.scale.bigCaseId)
    throw new Error(`the search index has not caught up: ${last.caseNumber} finds ${JSON.stringify(lastFound.slice(0, 3))}`);
  // case numbers from across the firm, as the list shows them
  const numbers: string[] = [];
  for (let k = 0; k < 8; k++) {
    const from = Math.floor((k / 8) * opts.cases);
    const page = (await get(`/api/lawyer/cases?range=${encodeURIComponent(JSON.stringify([from, from + 2]))}&sort=${encodeURIComponent(JSON.stringify(['id', 'DESC']))}`)) as { caseNumber: string }[];
    numbers.push(...page.map((c) => c.caseNumber));
  }
  const queries = [ARABIC, ENGLISH, numbers];
  const queryOf = (i: number) => {
    const kind = i % KINDS.length;
    const qs = queries[kind];
    return { kind, q: qs[Math.floor(i / KINDS.length) % qs.length] };
  };
  for (const qs of queries)
    for (const q of qs) if (!((await get(search(q))) as unknown[]).length) throw new Error(`the search for "${q}" finds nothing`);

  const list = { seconds: 0, latencies: [] as number[] };
  const found = { seconds: 0, latencies: [] as number[] };
  const perKind = KINDS.map(() => [] as number[]);
  const perList = opts.lists.map(() => [] as number[]);
  const listTask = (record: boolean) => async (i: number) => {
    const s = performance.now();
    await get(opts.listPath(i));
    if (record) perList[i % opts.lists.length].push(performance.now() - s);
  };
  const searchTask = (record: boolean) => async (i: number) => {
    const { kind, q } = queryOf(i);
    const s = performance.now();
    await get(search(q));
    if (record) perKind[kind].push(performance.now() - s);
  };
  const WARM_UP = Math.round(opts.queries / 10);
  const ROUNDS = 5;
  opts.say(`${fmt(WARM_UP)} warm-up queries each, then ${fmt(opts.queries)} list queries and ${fmt(opts.queries)} searches from 20 clients, in ${ROUNDS} rounds ...`);
  await concurrently(20, WARM_UP, listTask(false));
  await concurrently(20, WARM_UP, searchTask(false));
  opts.say('  warmed up');
  const perRound = Math.ceil(opts.queries / ROUNDS);
  for (let from = 0, round = 0; from < opts.queries; from += perRound, round++) {
    const n = Math.min(perRound, opts.queries - from);
    const turns = [[listTask(true), list], [searchTask(true), found]] as const;
    for (const [task, sum] of round % 2 ? [...turns].reverse() : turns) {
      const run = await concurrently(20, n, (i) => task(from + i));
      sum.seconds += run.seconds;
      sum.latencies.push(...run.latencies);
    }
    opts.say(`  round ${round + 1} of ${ROUNDS}: list p95 ${fmt(latencySummary(list.latencies).p95, 1)} ms, search p95 ${fmt(latencySummary(found.latencies).p95, 1)} ms so far`);
  }
  const listP95 = latencySummary(list.latencies).p95;
  const searchP95 = latencySummary(found.latencies).p95;
  const n = `${fmt(opts.cases + 1)} cases, 20 clients, ${ROUNDS} rounds in turn`;
  return [
    [`list queries ms p50 / p95 / p99 (${n})`, ms(list.latencies), `${fmt(opts.queries / list.seconds)} queries/s`, ''],
    ...opts.lists.map((name, k): BenchRow => [`  ${name}`, ms(perList[k]), '', '']),
    [`search ms p50 / p95 / p99 (${n})`, ms(found.latencies), `${fmt(opts.queries / found.seconds)} searches/s`, ''],
    ...KINDS.map((kind, k): BenchRow => [`  ${kind} (${queries[k].length} queries)`, ms(perKind[k]), '', '']),
    ['search p95 beside the list p95, ms (goal: 2 or less)', fmt(searchP95, 1), `list p95 ${fmt(listP95, 1)}`, fmt(searchP95 / listP95, 2)],
  ];
}
