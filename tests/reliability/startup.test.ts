import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '@lawfirm/platform';
import { login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * A second `npm start` (same port, or same data folder on another port) is refused before it
 * touches a record, and what the portal keeps under DATA_DIR is readable by its owner only.
 */

/** `npm start` as a child process; resolves when it exits, or kills it when it starts serving after all. */
function startAgain(env: Record<string, string>): Promise<{ outcome: number | 'served'; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: { ...process.env, BOOTSTRAP_ADMIN_PASSWORD: 'Admin#2026!', LOG_LEVEL: 'info', PORTAL_BUILD_CONSOLE: 'false', EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let served = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the second start neither exited nor served in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!served && output.includes('portal listening')) {
        served = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ outcome: served ? 'served' : (code ?? -1), output });
    });
  });
}

async function eventCount(dataDir: string): Promise<number> {
  const store = createEventStore({ dataDir });
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}

/** every folder and file under `dir`, with its permission bits */
function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const st = statSync(path);
      out[relative(dir, path) + (st.isDirectory() ? '/' : '')] = (st.mode & 0o777).toString(8);
      if (st.isDirectory()) walk(path);
    }
  };
  walk(dir);
  return out;
}

let first: RunningServer;
let port: string;

beforeAll(async () => {
  // a folder an operator made by hand, readable by everyone: the portal narrows it
  const dataDir = join(mkdtempSync(join(tmpdir(), 'startup-')), 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  chmodSync(dataDir, 0o755);
  first = await startServer({ dataDir });
  port = new URL(first.url).port;
});
afterAll(async () => {
  await first?.stop();
});

describe('start-up', () => {
  it('refuses a second start on a port in use, says so in English and Arabic, and creates nothing', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'startup-other-'));
    const again = await startAgain({ PORT: port, DATA_DIR: otherDir });
    expect(again.outcome, again.output).toBe(1);
    expect(again.output).toContain(`port ${port} is in use`);
    expect(again.output).toContain(`المنفذ ${port} مستخدم`);
    expect(again.output).not.toContain('portal listening');
    expect(readdirSync(otherDir)).toEqual([]);
  });

  it('refuses a second start on the same port and data folder, and appends nothing to its log', async () => {
    const before = await eventCount(first.dataDir);
    const again = await startAgain({ PORT: port, DATA_DIR: first.dataDir });
    expect(again.outcome, again.output).toBe(1);
    expect(again.output).toContain(`port ${port} is in use`);
    expect(await eventCount(first.dataDir)).toBe(before);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('refuses a second portal on the same data folder with another port, before it touches a record', async () => {
    const before = await eventCount(first.dataDir);
    const again = await startAgain({ PORT: '0', DATA_DIR: first.dataDir });
    expect(again.outcome, again.output).toBe(1);
    expect(again.output).toContain(`the data folder ${first.dataDir} is in use by another portal process`);
    expect(again.output).toContain(`مجلد البيانات ${first.dataDir} مستخدم`);
    expect(again.output).not.toContain('portal listening');
    expect(await eventCount(first.dataDir)).toBe(before);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('keeps the event log, credentials, token secret and stored files readable by their owner only', async () => {
    const admin = await login(first.url, first.adminUsername, first.adminPassword);
    const form = new FormData();
    for (const [k, v] of Object.entries({ nameEn: 'Firm', nameAr: 'مكتب', phone: '+971 4 000 0001', email: 'a@b.ae', addressEn: 'x', addressAr: 'س' })) form.append(k, v);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
    form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const saved = await fetch(`${first.url}/api/admin/law-firm-settings`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(saved.status).toBe(200);

    const found = modes(first.dataDir);
    for (const name of ['events.db', 'events.db-wal', 'credentials.db', 'jwt-secret', 'portal.lock']) expect(Object.keys(found)).toContain(name);
    const blobs = Object.keys(found).filter((p) => /^blobs\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(p));
    expect(blobs.length).toBeGreaterThan(0);
    expect(statSync(first.dataDir).mode & 0o777).toBe(0o700);
    const open = Object.entries(found).filter(([path, mode]) => mode !== (path.endsWith('/') ? '700' : '600'));
    expect(open, `readable beyond the owner: ${JSON.stringify(open)}`).toEqual([]);
  });

  it('starts again on the same data folder once the first portal died without stopping (no lock left behind)', async () => {
    await first.kill();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
