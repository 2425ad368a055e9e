import { describe, expect, it } from 'vitest';
import { createEventStore } from '@lawfirm/platform';
import { login, startServer } from '../support/server.js';
import { expectReadModelsEqualRebuild, storedReadModels } from '../support/readModels.js';

const metadata = { userId: null, userType: 'system' as const, correlationId: 'restart-test', causationId: null };

/**
 * The read models are stored beside the log with their checkpoint: a portal restarted applies
 * only the events the log gained since it stopped (counted by its projections), and what it then
 * serves equals a fresh rebuild of the whole log.
 */
describe('restart', () => {
  it('given a portal stopped after N events and M events logged meanwhile, when it starts again, then it applies exactly those M and its lists equal a fresh rebuild', async () => {
    const first = await startServer();
    const { client } = await login(first.url, first.adminUsername, first.adminPassword);
    for (let i = 1; i <= 25; i++) expect((await client.post('/api/regions', { nameEn: `Region ${i}`, nameAr: `منطقة ${i}`, code: `R${i}` })).status).toBe(201);
    expect(await first.stop()).toBe(0);

    const stopped = await storedReadModels(first.dataDir, 'regions');
    // everything applied and committed before the stop
    expect(stopped.checkpoint).toBe(stopped.head);
    expect(stopped.documents.map((r) => r.nameEn)).toEqual(Array.from({ length: 25 }, (_, i) => `Region ${i + 1}`));

    // another writer (an import, a restore of later events) adds to the log while the portal is down
    const log = createEventStore({ dataDir: first.dataDir });
    for (let id = 901; id <= 940; id++) await log.append(`region-${id}`, [{ type: 'RegionAdded', data: { regionId: id, nameEn: `Logged ${id}`, nameAr: `مسجلة ${id}`, code: `L${id}` }, metadata }], { expectedRevision: 'no_stream' });
    await log.close();

    const second = await startServer({ dataDir: first.dataDir });
    try {
      const admin = (await login(second.url, second.adminUsername, second.adminPassword)).client;
      const health = (await admin.get('/api/health')).body;
      // caught up at start; the events since then (a sign-in, reactions) are the live ones
      expect(health.readStore.lag).toBe(0);
      expect(health.projections.applied).toBe(health.eventStore.headPosition - stopped.checkpoint);
      expect(health.projections.applied).toBeLessThan(40 + 10);
      const regions = (await admin.get('/api/regions?range=[0,99]')).body as { nameEn: string }[];
      expect(regions.filter((r) => r.nameEn.startsWith('Logged '))).toHaveLength(40);
      const compared = await expectReadModelsEqualRebuild(admin, second.dataDir);
      expect(compared.documents).toBeGreaterThan(65);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
