import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, root, startServer, type RunningServer } from '../support/server.js';

function seed(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'seed.ts'), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** `npm run seed -- --url` fills a running deployment through its public API and starts nothing of its own. */
describe('seeding a running portal by its address', () => {
  let server: RunningServer;
  // the seed's own data folder: it must stay empty (no portal of its own started against stores)
  const ownDataDir = mkdtempSync(join(tmpdir(), 'seed-own-'));
  beforeAll(async () => {
    server = await startServer({ env: { PORTAL_BUILD_CONSOLE: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a wrong password with the portal\'s message in English and Arabic, creating nothing', async () => {
    const r = await seed(['--url', server.url], { DATA_DIR: ownDataDir, SEED_ADMIN_USERNAME: server.adminUsername, SEED_ADMIN_PASSWORD: 'not-the-password' });
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/sign-in refused \(401\): .+\n.*[\u0600-\u06FF]/);
  }, 60_000);

  it('seeds the portal at --url as the administrator from the environment', async () => {
    const r = await seed(['--url', server.url], { DATA_DIR: ownDataDir, SEED_ADMIN_USERNAME: server.adminUsername, SEED_ADMIN_PASSWORD: server.adminPassword });
    expect(r.code, r.output).toBe(0);
    expect(r.output).toMatch(/regions: [1-9]\d* created/);
    expect(readdirSync(ownDataDir)).toEqual([]);
    const admin = (await login(server.url, server.adminUsername, server.adminPassword)).client;
    const regions = await admin.get('/api/regions');
    expect(regions.status).toBe(200);
    expect(JSON.stringify(regions.body)).toMatch(/[\u0600-\u06FF]/);
  }, 400_000);
});
