import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CaseOpened } from '@lawfirm/contracts';
import { createEventStore, openEventLogAudit, type EventStore, type RecordedEvent } from '@lawfirm/platform';
import { seedFirm } from '../../tests/support/server.js';
import { appendScaleData, type ScaleResult } from './scaleData.js';

/**
 * The bench's firm: the demo seed through the API, then `cases` cases appended through the event
 * store. A firm built before in `dataDir` (its bench-firm.json written at the end) is reused as it is.
 */
export async function benchFirm(dataDir: string, opts: { cases: number; bigCase: number; say: (msg: string) => void }): Promise<{ scale: ScaleResult; reused: boolean }> {
  const kept = join(dataDir, 'bench-firm.json');
  if (existsSync(kept)) return { scale: JSON.parse(readFileSync(kept, 'utf8')) as ScaleResult, reused: true };
  const seeded = seedFirm(dataDir);
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const store = createEventStore({ dataDir });
  try {
    opts.say(`appending ${opts.cases.toLocaleString('en-US')} cases with hearings and appointments ...`);
    const scale = await appendMoreCases(store, { cases: opts.cases, bigCase: opts.bigCase, onProgress: (n) => opts.say(`  ${n.toLocaleString('en-US')} events`) });
    // a firm that has been running has the audit log's indexes of its log (made at its first start)
    openEventLogAudit({ dataDir }, store)?.close();
    writeFileSync(kept, JSON.stringify(scale));
    return { scale, reused: false };
  } finally {
    await store.close();
  }
}

/** `cases` more cases (with hearings and appointments) after the log's last ones, on the seeded firm's lawyers, clients and courts */
export async function appendMoreCases(store: EventStore, opts: { cases: number; bigCase: number; onProgress?: (events: number) => void }): Promise<ScaleResult> {
  const refs = { lawyerIds: new Set<number>(), clientIds: new Set<number>(), courtIds: new Set<number>(), caseTypeIds: new Set<number>(), regionIds: new Set<number>() };
  for (const e of (await store.readAll({ limit: 100_000 })) as RecordedEvent<Record<string, any>>[]) {
    if (e.type !== CaseOpened.type) continue;
    e.data.lawyerIds.forEach((id: number) => refs.lawyerIds.add(id));
    e.data.plaintiffs.forEach((p: { clientId: number }) => refs.clientIds.add(p.clientId));
    refs.courtIds.add(e.data.courtId);
    refs.caseTypeIds.add(e.data.caseTypeId);
    refs.regionIds.add(e.data.regionId);
  }
  return appendScaleData(store, {
    lawyerIds: [...refs.lawyerIds], clientIds: [...refs.clientIds], courtIds: [...refs.courtIds], caseTypeIds: [...refs.caseTypeIds], regionIds: [...refs.regionIds], userId: 1,
  }, {
    cases: opts.cases,
    bigCase: opts.bigCase,
    firstCaseId: (await store.lastStreamNumber('case')) + 1,
    firstHearingId: (await store.lastStreamNumber('hearing')) + 1,
    firstAppointmentId: (await store.lastStreamNumber('appointment')) + 1,
    onProgress: opts.onProgress,
  });
}
