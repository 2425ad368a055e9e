import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectReadModelsEqualRebuild } from '../support/readModels.js';
import { login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * `npm run backup` while the portal takes commands: the copy holds every command answered before
 * it began and the stored files, and a portal started on it (the restore) serves them.
 */
function backup(dest: string | undefined, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'backup.ts'), ...(dest ? [dest] : [])], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
let server: RunningServer;
let restored: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await restored?.stop();
  await server?.stop();
});

describe('backup', () => {
  it('copies a running portal consistently, and a portal started on the copy serves what was answered before it', async () => {
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    const form = new FormData();
    for (const [k, v] of Object.entries({ nameEn: 'Backup Firm', nameAr: 'مكتب النسخ', phone: '+971 4 000 0001', email: 'a@b.ae', addressEn: 'x', addressAr: 'س' })) form.append(k, v);
    form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    expect((await fetch(`${server.url}/api/admin/law-firm-settings`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form })).status).toBe(200);

    // commands keep coming while the backup runs
    const acknowledged: number[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const i = n++;
        const res = await admin.client.post('/api/regions', { nameEn: `Backup ${i}`, nameAr: `نسخ ${i}`, code: `BK${i}` });
        if (res.status === 201) acknowledged.push(res.body.id as number);
      }
    };
    const writers = Promise.all(Array.from({ length: 4 }, writer));
    // some commands answered before the backup starts, however fast this machine is at the moment
    while (acknowledged.length < 6) await new Promise((r) => setTimeout(r, 20));
    const before = [...acknowledged];
    const dest = join(mkdtempSync(join(tmpdir(), 'backup-')), 'copy');
    const result = await backup(dest, server.dataDir);
    stop = true;
    await writers;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/integrity ok/);
    expect(before.length).toBeGreaterThan(5);
    expect(readdirSync(dest).sort()).toEqual(['blobs', 'credentials.db', 'events.db', 'jwt-secret', 'readmodels.db']);
    expect(statSync(dest).mode & 0o777).toBe(0o700);
    for (const file of ['events.db', 'readmodels.db']) expect(statSync(join(dest, file)).mode & 0o777).toBe(0o600);

    restored = await startServer({ dataDir: dest });
    const again = await login(restored.url, restored.adminUsername, restored.adminPassword);
    const regions = new Set(((await again.client.get('/api/regions')).body as { id: number }[]).map((r) => r.id));
    expect(before.filter((id) => !regions.has(id))).toEqual([]);
    // read models copied before the log: the restored portal applied what lies between, no more, no less
    await expectReadModelsEqualRebuild(again.client, dest);
    const { logoPath } = (await (await fetch(`${restored.url}/api/settings`)).json()) as { logoPath: string };
    const logo = await fetch(restored.url + logoPath);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a backup folder that is not empty, in English and Arabic, and copies nothing', async () => {
    const dest = mkdtempSync(join(tmpdir(), 'backup-full-'));
    writeFileSync(join(dest, 'something'), 'x');
    const result = await backup(dest, server.dataDir);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`the backup folder ${dest} is not empty`);
    expect(result.output).toContain(`مجلد النسخة الاحتياطية ${dest} ليس فارغاً`);
    expect(readdirSync(dest)).toEqual(['something']);
  });

  it('refuses a data folder without an event log, and creates none', async () => {
    const nowhere = join(mkdtempSync(join(tmpdir(), 'backup-none-')), 'data');
    mkdirSync(nowhere);
    const dest = join(tmpdir(), `backup-unused-${process.pid}`);
    const result = await backup(dest, nowhere);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`there is no event log in the data folder ${nowhere}`);
    expect(readdirSync(nowhere)).toEqual([]);
  });
});
