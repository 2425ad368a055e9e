import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * A rebuild never takes the portal down: `npm run projections:rebuild` run beside a serving
 * standalone portal, on its data folder, builds its own read models and leaves the live ones alone,
 * so people sign in and save while it runs (the rule the MongoDB path follows by building into
 * fresh collections).
 */
describe('rebuilding the read models while the portal serves', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { PORTAL_BUILD_CONSOLE: 'false' } });
    const admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
    for (let i = 0; i < 40; i++) expect((await admin.post('/api/regions', { nameEn: `Region ${i}`, nameAr: `منطقة ${i}`, code: `R${i}` })).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('signs people in and takes commands during the rebuild, which completes', async () => {
    const started = Date.now();
    const rebuild = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'rebuild.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    rebuild.stdout.on('data', (c: Buffer) => (output += c.toString()));
    rebuild.stderr.on('data', (c: Buffer) => (output += c.toString()));
    let ended = 0;
    const exit = new Promise<number | null>((resolve) => rebuild.once('exit', (code) => ((ended = Date.now()), resolve(code))));

    const during: { signIn: number; command: number; at: number }[] = [];
    let n = 0;
    while (!ended && Date.now() - started < 90_000) {
      const signIn = await api(server.url).post('/api/auth/login', { username: server.adminUsername, password: server.adminPassword, loginType: 'user' });
      const command = await api(server.url, signIn.body?.token).post('/api/regions', { nameEn: `During ${n}`, nameAr: `أثناء ${n}`, code: `D${n++}` });
      if (!ended) during.push({ signIn: signIn.status, command: command.status, at: Date.now() - started });
    }
    const code = await exit;

    expect(code, output).toBe(0);
    expect(output).toMatch(/rebuilt \d+ projections from \d+ events/);
    expect(during.length, 'requests answered while the rebuild ran').toBeGreaterThan(0);
    for (const r of during) expect(r, `at ${r.at} ms`).toMatchObject({ signIn: 200, command: 201 });
    // the portal's own read models were not touched: every region saved is listed
    const admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
    const listed = await admin.get('/api/regions?limit=200');
    expect(listed.status).toBe(200);
    const names = JSON.stringify(listed.body);
    for (let i = 0; i < 40; i++) expect(names).toContain(`Region ${i}`);
    for (let i = 0; i < n; i++) expect(names).toContain(`During ${i}`);
  }, 150_000);
});
