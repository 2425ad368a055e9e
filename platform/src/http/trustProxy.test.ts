import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiApp, listen } from './app.js';

// The client address express gives a request (what sign-in attempts are counted under), by TRUST_PROXY.
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function addressSeen(trustProxy: string | undefined, forwardedFor: string): Promise<string> {
  const app = createApiApp({ trustProxy });
  app.get('/api/whoami', (req, res) => void res.json({ ip: req.ip }));
  const server = await listen(app, 0);
  servers.push(server);
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/whoami`, { headers: { 'x-forwarded-for': forwardedFor } });
  return ((await res.json()) as { ip: string }).ip.replace(/^::ffff:/, '');
}

describe('TRUST_PROXY', () => {
  it("unset: X-Forwarded-For is ignored, the address is the connection's own", async () => {
    expect(await addressSeen(undefined, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('naming another proxy: a client that is not that proxy cannot pick its address', async () => {
    expect(await addressSeen('10.0.0.2', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('naming the proxy the request came through: the address that proxy saw', async () => {
    expect(await addressSeen('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen('10.0.0.0/8, loopback', '198.51.100.4, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('refuses a value that is not a list of addresses, naming the setting', () => {
    expect(() => createApiApp({ trustProxy: 'the gateway' })).toThrow(/TRUST_PROXY is not a list of addresses or subnets/);
  });
});
