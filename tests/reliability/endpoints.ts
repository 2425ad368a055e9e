import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support/server.js';

/**
 * Every call of the spec (../shared/spec/api-endpoints.txt, beside the checkout), as METHOD and
 * PATH. A checkout without shared/ beside it uses the copy kept here (taken 2026-11-21).
 */
export function specEndpoints(): { method: string; path: string; line: string }[] {
  const shared = join(root, '..', 'shared', 'spec', 'api-endpoints.txt');
  return readFileSync(existsSync(shared) ? shared : join(import.meta.dirname, 'api-endpoints.snapshot.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(' ');
      return { method, path, line };
    });
}

/** Path parameters as fake ids (what a probe or an attacker would send). */
export const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '999999');
