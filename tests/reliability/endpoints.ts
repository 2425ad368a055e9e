import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support/server.js';

/** Every call of the spec (../shared/spec/api-endpoints.txt), as METHOD and PATH. */
export function specEndpoints(): { method: string; path: string; line: string }[] {
  return readFileSync(join(root, '..', 'shared', 'spec', 'api-endpoints.txt'), 'utf8')
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
