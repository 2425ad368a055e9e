import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/server.js';

/**
 * Services never import each other, tests included: each service deploys as its own image and may
 * lean only on @lawfirm/contracts and @lawfirm/platform. A test that needs two services belongs in
 * tests/. Imports are found by package name and by relative paths that climb into another
 * service's folder.
 */
const SERVICES = ['command-api', 'query-api', 'projections', 'workers'];

/** every module specifier of a source: static and type imports, re-exports, import() and require() */
export function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]!);
  return found;
}

/** the service a specifier written in `file` reaches, when it is another one than `own` */
export function otherServiceOf(specifier: string, file: string, own: string): string | null {
  const bare = /^@lawfirm\/([^/]+)/.exec(specifier);
  if (bare) return SERVICES.includes(bare[1]!) && bare[1] !== own ? bare[1]! : null;
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, resolve(dirname(file), specifier)).split(sep)[0]!;
  return SERVICES.includes(target) && target !== own ? target : null;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.(c|m)?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

describe('service boundaries', () => {
  it('reads the imports a source can hold', () => {
    const source = [
      `import { a } from '@lawfirm/projections';`,
      `import type { B } from "@lawfirm/query-api/src/x.js";`,
      `export { c } from '../../workers/src/index.js';`,
      `import '@lawfirm/command-api';`,
      `const d = await import('@lawfirm/platform');`,
      `const e = require("./local.js");`,
      `import {\n  f,\n  g,\n} from '@lawfirm/contracts';`,
    ].join('\n');
    expect(importedSpecifiers(source).sort()).toEqual(
      ['@lawfirm/projections', '@lawfirm/query-api/src/x.js', '../../workers/src/index.js', '@lawfirm/command-api', '@lawfirm/platform', './local.js', '@lawfirm/contracts'].sort(),
    );
    const file = join(root, 'query-api', 'src', 'audit', 'x.test.ts');
    expect(otherServiceOf('@lawfirm/projections', file, 'query-api')).toBe('projections');
    expect(otherServiceOf('../../../workers/src/index.js', file, 'query-api')).toBe('workers');
    expect(otherServiceOf('../framework/lists.js', file, 'query-api')).toBeNull();
    expect(otherServiceOf('@lawfirm/query-api', file, 'query-api')).toBeNull();
    expect(otherServiceOf('@lawfirm/platform', file, 'query-api')).toBeNull();
    expect(otherServiceOf('express', file, 'query-api')).toBeNull();
  });

  it('no service imports another, in its code or its tests', () => {
    const crossings: string[] = [];
    for (const service of SERVICES) {
      const files = sources(join(root, service));
      expect(files.length, `${service} has sources`).toBeGreaterThan(0);
      for (const file of files)
        for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
          const other = otherServiceOf(specifier, file, service);
          if (other) crossings.push(`${relative(root, file)} imports ${other} ('${specifier}')`);
        }
    }
    expect(crossings, 'a test needing two services belongs in tests/').toEqual([]);
  });

  it('no service declares another as a dependency', () => {
    for (const service of SERVICES) {
      const pkg = JSON.parse(readFileSync(join(root, service, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const declared = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) => Object.keys(pkg[k] ?? {}));
      expect(declared.filter((d) => SERVICES.some((s) => d === `@lawfirm/${s}` && s !== service)), service).toEqual([]);
    }
  });
});
