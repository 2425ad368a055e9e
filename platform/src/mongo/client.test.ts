import { describe, expect, it } from 'vitest';
import { clientPool } from './client.js';

function fakeConnect() {
  const made: { url: string; closed: boolean; close(): Promise<void> }[] = [];
  let failNext = false;
  const connect = async (url: string) => {
    if (failNext) {
      failNext = false;
      throw new Error('connection refused');
    }
    const c = { url, closed: false, async close() { c.closed = true; } };
    made.push(c);
    return c;
  };
  return { made, connect, failOnce: () => { failNext = true; } };
}

describe('one MongoDB client per process', () => {
  it('given four stores of one URL, when each acquires a client, then they share one connection', async () => {
    const { made, connect } = fakeConnect();
    const acquire = clientPool(connect);
    const held = await Promise.all([1, 2, 3, 4].map(() => acquire('mongodb://m/rs')));
    expect(made).toHaveLength(1);
    expect(new Set(held.map((h) => h.client)).size).toBe(1);
  });

  it('given a shared client, when all but one store close, then it stays open until the last closes', async () => {
    const { made, connect } = fakeConnect();
    const acquire = clientPool(connect);
    const [a, b, c] = await Promise.all([acquire('u'), acquire('u'), acquire('u')]);
    await a.release();
    await a.release(); // a second close of the same store does not count twice
    await b.release();
    expect(made[0].closed).toBe(false);
    await c.release();
    expect(made[0].closed).toBe(true);
  });

  it('given a closed client, when a store opens again, then a new connection is made', async () => {
    const { made, connect } = fakeConnect();
    const acquire = clientPool(connect);
    await (await acquire('u')).release();
    const again = await acquire('u');
    expect(made).toHaveLength(2);
    expect(again.client.closed).toBe(false);
  });

  it('given a connection that failed, when a store opens again, then it tries anew', async () => {
    const { made, connect, failOnce } = fakeConnect();
    const acquire = clientPool(connect);
    failOnce();
    await expect(acquire('u')).rejects.toThrow('connection refused');
    await acquire('u');
    expect(made).toHaveLength(1);
  });
});
