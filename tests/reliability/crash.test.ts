import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventStore, createMemoryReadStore } from '@lawfirm/platform';
import { projectionsFor, rebuildProjections } from '@lawfirm/projections';
import { login, startServer } from '../support/server.js';

/**
 * kill -9 in the middle of a burst of creates and updates: nothing acknowledged is lost, and the
 * read models after the restart equal a fresh rebuild from the log, document for document.
 */
describe('crash', () => {
  it('loses no acknowledged command and rebuilds to the same read models', async () => {
    const first = await startServer({ dataDir: mkdtempSync(join(tmpdir(), 'crash-')) });
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

      const store = createEventStore({ dataDir: second.dataDir });
      const fresh = createMemoryReadStore();
      await rebuildProjections(store, fresh, projectionsFor(store.kind));
      await store.close();
      const collections = (await client.get('/api/admin/read-models')).body as string[];
      let documents = 0;
      for (const c of collections) {
        const live = (await client.get(`/api/admin/read-models/${c}`)).body;
        const rebuilt = await fresh.collection(c).find({}, { sort: { id: 1 } });
        expect(live, `collection ${c}`).toEqual(rebuilt);
        documents += live.length;
      }
      console.log(`[crash] read models equal to a fresh rebuild: ${collections.length} collections, ${documents} documents`);
    } finally {
      await second.stop();
    }
  });
});
