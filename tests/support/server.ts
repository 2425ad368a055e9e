import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureConsoleBuilt } from '../../scripts/console-build.js';

export const root = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  adminUsername: string;
  adminPassword: string;
  dataDir: string;
  process: ChildProcess;
  /** everything the server printed so far */
  output(): string;
  /** SIGTERM, then waits for the exit */
  stop(): Promise<number | null>;
  /** SIGKILL, then waits for the exit */
  kill(): Promise<void>;
}

/**
 * Starts the standalone portal (`scripts/start.ts`) as a child process on a free port with its
 * own DATA_DIR and a known bootstrap admin. `console: true` builds the console first if needed.
 */
export async function startServer(opts: { env?: Record<string, string>; dataDir?: string; console?: boolean; nodeArgs?: string[]; startTimeoutMs?: number } = {}): Promise<RunningServer> {
  if (opts.console) ensureConsoleBuilt();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-'));
  const adminUsername = 'admin';
  const adminPassword = 'Admin#2026!';
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN_USERNAME: adminUsername,
      BOOTSTRAP_ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'info',
      PORTAL_BUILD_CONSOLE: 'false',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      REDIS_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const url = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => {
      // not left running once nobody waits for it
      child.kill('SIGKILL');
      rej(new Error(`server did not start in time:\n${out}`));
    }, opts.startTimeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/"msg":"portal listening","url":"(http:\/\/localhost:\d+)"/);
      if (m) {
        clearTimeout(timer);
        res(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      rej(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
  return {
    url,
    adminUsername,
    adminPassword,
    dataDir,
    process: child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** `npm run seed` on a data directory, as its own process (embedded stores, the servers' bootstrap admin). */
export function seedFirm(dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'seed.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, BOOTSTRAP_ADMIN_USERNAME: 'admin', BOOTSTRAP_ADMIN_PASSWORD: 'Admin#2026!', LOG_LEVEL: 'warn', EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/**
 * The greatest `X-Event-Position` answered by each server, for every client of it in this test
 * process: a test reads as someone who saw every answer so far (the console does so per browser).
 */
const positions = new Map<string, number>();

/** the greatest position a server answered to this process's clients; send it as `X-Min-Position` to read after it */
export const lastPosition = (base: string) => positions.get(base) ?? 0;

/** Remembers a response's `X-Event-Position` (for calls made with fetch rather than api()). */
export function notePosition(base: string, headers: Headers) {
  const position = Number(headers.get('x-event-position'));
  if (Number.isSafeInteger(position) && position > lastPosition(base)) positions.set(base, position);
}

/**
 * Headers that make a read wait for everything this process's clients were answered: read models
 * lag the log (READ_MODEL_LAG_MS), as they do in distributed mode.
 */
export const readAfterWrites = (base: string): Record<string, string> => (lastPosition(base) ? { 'x-min-position': String(lastPosition(base)) } : {});

/**
 * The position of the newest event appended because of a request (by a user or an employee), 0
 * when none: what "a refused request appends nothing" is checked against. The portal's own work
 * (reminder sweeps, reactions) appends as the system at any moment and is left out.
 */
export async function requestsHead(client: { get: (p: string) => Promise<{ status: number; body: any }> }): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ userType: ['user', 'employee'] }));
  const res = await client.get(`/api/audit/events?filter=${filter}&sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`);
  if (res.status !== 200) throw new Error(`the audit log answered ${res.status}`);
  return (res.body as { id: number }[])[0]?.id ?? 0;
}

/**
 * A small HTTP client for the API tests. Like the console, it remembers the greatest
 * `X-Event-Position` it was answered and sends it as `X-Min-Position` on every GET (and on the
 * report-job starts, which read too), unless the call gives its own.
 */
export function api(base: string, token?: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const reads = method === 'GET' || path.startsWith('/api/report-jobs');
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(reads ? readAfterWrites(base) : {}),
        // lower case, so a call's own X-Min-Position replaces the remembered one ('' sends none)
        ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : typeof body === 'string' ? body : JSON.stringify(body),
    });
    notePosition(base, res.headers);
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, body: json, text };
  };
  return {
    get: (p: string, h?: Record<string, string>) => call('GET', p, undefined, h),
    post: (p: string, b?: unknown, h?: Record<string, string>) => call('POST', p, b, h),
    put: (p: string, b?: unknown, h?: Record<string, string>) => call('PUT', p, b, h),
    patch: (p: string, b?: unknown, h?: Record<string, string>) => call('PATCH', p, b, h),
    delete: (p: string, h?: Record<string, string>) => call('DELETE', p, undefined, h),
  };
}

export async function login(base: string, username: string, password: string, loginType: 'user' | 'employee' = 'user') {
  const res = await api(base).post('/api/auth/login', { username, password, loginType });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { token: res.body.token as string, user: res.body.user, client: api(base, res.body.token as string) };
}
