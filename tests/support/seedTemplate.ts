import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { seedAll } from '../../scripts/seed/index.js';
import { login, root, startServer } from './server.js';

/**
 * The demo firm, seeded once per day and source version, copied for each suite that wants it.
 *
 * Seeding through the HTTP API takes ~10 s per suite (far more with READ_MODEL_LAG_MS, where each
 * of the seed's reads waits for the read models). Instead, the first suite of a run that needs the
 * firm seeds it into a template data folder under `os.tmpdir()/portal-seed-templates/` (a server on
 * a fresh DATA_DIR, `seedAll`, a clean stop, so the SQLite logs are checkpointed and no -wal file
 * is left), and every suite copies that folder into its own fresh DATA_DIR and starts its server
 * on the copy: the standalone portal keeps its read models in memory and rebuilds them from the
 * log at start, without waiting for READ_MODEL_LAG_MS (the lag applies to live events only).
 *
 * The folder holds `events.db` (the log, reactions' checkpoints, idempotency keys),
 * `credentials.db` (password hashes, session versions) and `blobs/` (the uploaded agreements and
 * pleadings); nothing in it names the path, port or process that made it. Left out of the
 * template: `portal.lock` (the lock the first server held, with its pid) and `jwt-secret` (each
 * copy makes its own at start, as a freshly seeded firm does): tokens are not carried over, a
 * suite signs in again on its copy. The copy's ids, accounts and uploads are the seed's.
 *
 * Test files run in separate module contexts, so the template lives on disk, named by the firm's
 * day (Asia/Dubai, and the UTC day the seed's `daysFromNow` counts from: a template made before
 * midnight is not used after it) and a hash of what its content depends on: the seed's sources,
 * every service's sources, the package manifests and lock file, Node's version, and the server
 * environment given (other than READ_MODEL_LAG_MS, PORTAL_BUILD_CONSOLE and LOG_LEVEL, which change
 * no record; the template is seeded without a lag). It is seeded into a temporary folder and
 * renamed into place, so a process racing to make the same one never sees it half made (the loser
 * discards its own). Templates of earlier days, and temporary folders over an hour old, are removed.
 *
 * Suites whose subject is the seed itself (tests/api/seed.test.ts) seed for real.
 */
const TEMPLATES = join(tmpdir(), 'portal-seed-templates');
/** server settings that change no record of the seeded firm: not part of the template's name */
const NEUTRAL_ENV = new Set(['READ_MODEL_LAG_MS', 'PORTAL_BUILD_CONSOLE', 'LOG_LEVEL']);
/** the data folder inside a template (beside it, nothing the server reads) */
const DATA = 'data';

/** A fresh DATA_DIR holding a copy of the seeded demo firm; start a server on it (`startServer({ dataDir })`). */
export async function seededDataDir(opts: { env?: Record<string, string> } = {}): Promise<string> {
  const template = await ensureTemplate(opts.env ?? {});
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-'));
  cpSync(join(template, DATA), dataDir, { recursive: true });
  return dataDir;
}

/** The template's data folder (made first if need be): read it, never start a server on it. */
export async function seedTemplate(opts: { env?: Record<string, string> } = {}): Promise<string> {
  return join(await ensureTemplate(opts.env ?? {}), DATA);
}

/** YYYY-MM-DD in a time zone */
const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

async function ensureTemplate(env: Record<string, string>): Promise<string> {
  const relevantEnv = Object.fromEntries(Object.entries(env).filter(([k]) => !NEUTRAL_ENV.has(k)).sort(([a], [b]) => a.localeCompare(b)));
  const firmDay = dayIn('Asia/Dubai');
  const name = `${firmDay}-${templateKey(relevantEnv, dayIn('UTC'))}`;
  const template = join(TEMPLATES, name);
  if (existsSync(join(template, DATA))) return template;
  mkdirSync(TEMPLATES, { recursive: true });
  removeOldTemplates(firmDay);
  const building = mkdtempSync(join(TEMPLATES, `.building-${name}-`));
  try {
    await seedInto(join(building, DATA), relevantEnv);
    try {
      renameSync(building, template);
    } catch (err) {
      // another process made the same template first: theirs is complete, ours is not needed
      if (!['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

async function seedInto(dataDir: string, env: Record<string, string>) {
  mkdirSync(dataDir, { recursive: true });
  // no lag while seeding the template: each of the seed's reads would wait for it, for nothing
  const server = await startServer({ dataDir, env: { ...env, READ_MODEL_LAG_MS: '', PORTAL_BUILD_CONSOLE: 'false' } });
  try {
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    await seedAll(server.url, admin.token);
  } catch (err) {
    await server.kill();
    throw err;
  }
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template's server stopped with ${code}:\n${server.output()}`);
  for (const pinned of ['portal.lock', 'portal.lock-journal', 'jwt-secret']) rmSync(join(dataDir, pinned), { force: true });
  const left = readdirSync(dataDir).filter((f) => f.endsWith('-wal') || f.endsWith('-journal'));
  if (left.length) throw new Error(`the template's server left ${left.join(', ')} behind: not stopped cleanly`);
}

/** what the seeded folder's content depends on, besides the day: sources, manifests, Node, server settings */
function templateKey(env: Record<string, string>, utcDay: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ env, utcDay, node: process.version }));
  const files = [
    ...['contracts', 'platform', 'command-api', 'query-api', 'projections', 'workers'].flatMap((ws) => [join(ws, 'package.json'), ...walk(join(root, ws, 'src'))]),
    ...walk(join(root, 'scripts', 'seed')),
    ...readdirSync(join(root, 'scripts')).filter((f) => f.endsWith('.ts')).map((f) => join('scripts', f)),
    'package.json', 'package-lock.json', 'tests/support/server.ts', 'tests/support/seedTemplate.ts',
  ].map((f) => (f.startsWith(root) ? relative(root, f) : f));
  for (const f of files.filter((f) => !f.endsWith('.test.ts')).sort()) {
    hash.update(f);
    hash.update('\0');
    hash.update(readFileSync(join(root, f)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []));
}

/** templates of an earlier firm day, and folders a crashed build left over an hour ago */
function removeOldTemplates(firmDay: string) {
  for (const entry of readdirSync(TEMPLATES)) {
    const path = join(TEMPLATES, entry);
    // another process may be removing it too
    const age = () => Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    const stale = entry.startsWith('.building-') ? age() > 3_600_000 : entry.slice(0, 10) < firmDay;
    if (stale) rmSync(path, { recursive: true, force: true });
  }
}
