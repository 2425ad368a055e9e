import { describe, expect, it } from 'vitest';
import { login, startServer } from '../support/server.js';

/** Every create the server acknowledged must be there after a restart, however the server ended. */
async function burst(url: string, token: string, until: () => boolean) {
  const acknowledged: number[] = [];
  let sent = 0;
  const worker = async (w: number) => {
    while (!until()) {
      sent++;
      try {
        const res = await fetch(`${url}/api/regions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ nameEn: `Burst ${w}-${sent}`, nameAr: `دفعة ${w}-${sent}`, code: `B${sent}` }),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
      } catch {
        return; // the server went away mid-request: not acknowledged
      }
    }
  };
  return { acknowledged, run: Promise.all(Array.from({ length: 10 }, (_, w) => worker(w))) };
}

// each test starts two servers one after the other (on a loaded two-core machine a start takes up to
// ~10 s): the default 30 s was reached by one of them while other suites ran beside it
const TWO_STARTS = 90_000;

describe('durability of acknowledged creates', () => {
  for (const how of ['SIGTERM', 'SIGKILL'] as const) {
    it(`keeps every acknowledged create after ${how} in the middle of a burst`, async () => {
      const first = await startServer();
      const { token } = await login(first.url, first.adminUsername, first.adminPassword);
      let stop = false;
      const b = await burst(first.url, token, () => stop);
      await new Promise((r) => setTimeout(r, 1500));
      if (how === 'SIGKILL') await first.kill();
      else await first.stop();
      stop = true;
      await b.run;
      expect(b.acknowledged.length).toBeGreaterThan(20);

      const second = await startServer({ dataDir: first.dataDir });
      try {
        const { client } = await login(second.url, second.adminUsername, second.adminPassword);
        const ids = new Set((await client.get('/api/regions')).body.map((r: { id: number }) => r.id));
        const lost = b.acknowledged.filter((id) => !ids.has(id));
        console.log(`[durability ${how}] acknowledged ${b.acknowledged.length}, present after restart ${ids.size}, lost ${lost.length}`);
        expect(lost).toEqual([]);
      } finally {
        await second.stop();
      }
    }, TWO_STARTS);
  }

  it('answers a repeated Idempotency-Key after a restart with the first answer', async () => {
    const first = await startServer();
    const { client } = await login(first.url, first.adminUsername, first.adminPassword);
    const a = await client.post('/api/regions', { nameEn: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', code: 'RAK' }, { 'Idempotency-Key': 'rak-1' });
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      const again = await login(second.url, second.adminUsername, second.adminPassword);
      const b = await again.client.post('/api/regions', { nameEn: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', code: 'RAK' }, { 'Idempotency-Key': 'rak-1' });
      expect(b.status).toBe(201);
      expect(b.body.id).toBe(a.body.id);
      expect((await again.client.get('/api/regions')).body.filter((r: { code: string }) => r.code === 'RAK')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  }, TWO_STARTS);
});
