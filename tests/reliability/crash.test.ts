import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { login, startServer } from '../support/server.js';
import { expectReadModelsEqualRebuild, storedReadModels } from '../support/readModels.js';

/**
 * kill -9 in the middle of a burst of creates and updates: nothing acknowledged is lost; the read
 * models on disk hold exactly the events up to their stored checkpoint (never half a transaction);
 * the restart applies exactly the events after it, and what it serves equals a fresh rebuild from
 * the log, document for document.
 */
describe('crash', () => {
  it('loses no acknowledged command and rebuilds to the same read models', async () => {
    // read models a little behind the log, so the kill finds events acknowledged but not yet applied
    const first = await startServer({ dataDir: mkdtempSync(join(tmpdir(), 'crash-')), env: { READ_MODEL_LAG_MS: '300' } });
    const { token } = await login(first.url, first.adminUsername, first.adminPassword);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = new Map<number, string>();
    const updated = new Map<number, string>();
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await fetch(`${first.url}/api/regions`, { method: 'POST', headers, body: JSON.stringify({ nameEn: `Crash ${i}`, nameAr: `انهيار ${i}`, code: `C${i}` }) });
          if (res.status !== 201) continue;
          const r = (await res.json()) as { id: number; version: number };
          created.set(r.id, `Crash ${i}`);
          const upd = await fetch(`${first.url}/api/regions/${r.id}`, { method: 'PUT', headers, body: JSON.stringify({ nameEn: `Crash ${i} (revised)`, nameAr: `انهيار ${i}`, code: `C${i}`, version: r.version }) });
          if (upd.status === 200) updated.set(r.id, `Crash ${i} (revised)`);
        } catch {
          return;
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 12 }, worker));
    await new Promise((r) => setTimeout(r, 1500));
    await first.kill();
    stop = true;
    await burst;

    const killed = await storedReadModels(first.dataDir, 'regions');
    expect(killed.checkpoint).toBeGreaterThan(0);
    expect(killed.checkpoint).toBeLessThan(killed.head);
    // each region as the log had it at the stored checkpoint: no event after it, none before it missing
    const asOfCheckpoint = new Map<number, string>();
    for (const e of killed.log) {
      if (e.position > killed.checkpoint) break;
      const d = e.data as { regionId: number; nameEn: string };
      if (e.type === 'RegionAdded' || e.type === 'RegionRevised') asOfCheckpoint.set(d.regionId, d.nameEn);
    }
    expect(new Map(killed.documents.map((r) => [r.id as number, r.nameEn as string]))).toEqual(asOfCheckpoint);
    console.log(`[crash] killed at log head ${killed.head}, read models stored up to ${killed.checkpoint} (${killed.documents.length} regions)`);

    const second = await startServer({ dataDir: first.dataDir });
    try {
      const { client } = await login(second.url, second.adminUsername, second.adminPassword);
      const regions = new Map<number, string>((await client.get('/api/regions')).body.map((r: { id: number; nameEn: string }) => [r.id, r.nameEn]));
      const lostCreates = [...created.keys()].filter((id) => !regions.has(id));
      const lostUpdates = [...updated].filter(([id, name]) => regions.get(id) !== name);
      console.log(`[crash] acknowledged creates ${created.size}, updates ${updated.size}; lost creates ${lostCreates.length}, lost updates ${lostUpdates.length}`);
      expect(created.size).toBeGreaterThan(20);
      expect(lostCreates).toEqual([]);
      expect(lostUpdates).toEqual([]);

      // every event after the stored checkpoint applied once, none before it again
      const health = (await client.get('/api/health')).body;
      expect(health.readStore.lag).toBe(0);
      expect(health.projections.applied).toBe(health.eventStore.headPosition - killed.checkpoint);

      const { collections, documents } = await expectReadModelsEqualRebuild(client, second.dataDir);
      console.log(`[crash] read models equal to a fresh rebuild: ${collections} collections, ${documents} documents`);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
