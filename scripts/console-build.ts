import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const consoleDir = resolve(import.meta.dirname, '..', 'console');
export const consoleDist = join(consoleDir, 'dist');

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

/** Builds the console when there is no build yet or its sources changed since the last one. */
export function ensureConsoleBuilt(): void {
  const index = join(consoleDist, 'index.html');
  const sources = [join(consoleDir, 'src'), join(consoleDir, 'public'), join(consoleDir, 'index.html'), join(consoleDir, 'vite.config.ts'), join(consoleDir, 'precompress.ts'), resolve(consoleDir, '..', 'contracts', 'src')].filter(existsSync);
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources.map(newest))) return;
  process.stdout.write('Building the console (vite)...\n');
  // build beside the live one and swap, so a server serving console/dist never sees it empty
  const fresh = join(consoleDir, `dist.build-${process.pid}`);
  // vite builds React's development bundle when NODE_ENV says so (vitest sets it to 'test'), and
  // the build in console/dist is the one `npm start` serves
  const r = spawnSync('npm', ['run', 'build', '-w', '@lawfirm/console', '--', '--outDir', fresh, '--emptyOutDir'], {
    cwd: resolve(consoleDir, '..'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('console build failed');
  const old = join(consoleDir, `dist.old-${process.pid}`);
  if (existsSync(consoleDist)) renameSync(consoleDist, old);
  renameSync(fresh, consoleDist);
  rmSync(old, { recursive: true, force: true });
}
