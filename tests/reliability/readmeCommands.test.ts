import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/server.js';

/**
 * Every npm command the README (and the docs it points to) names exists: `npm start`, `npm test`
 * and `npm run X` in the root package.json, or in the workspace named with `-w`/`--workspace`.
 */
export interface NamedCommand {
  script: string;
  workspace?: string;
  text: string;
}

export function npmCommands(markdown: string): NamedCommand[] {
  const out: NamedCommand[] = [];
  const workspaceFlag = String.raw`(?:-w|--workspace)(?:=|\s+)([^\s\`|]+)`;
  const pattern = new RegExp(String.raw`\bnpm\s+(?:${workspaceFlag}\s+)?(?:(start|test)\b|(?:run|run-script)\s+([\w:.-]+))((?:\s+${workspaceFlag})?)`, 'g');
  for (const m of markdown.matchAll(pattern)) {
    const script = m[2] ?? m[3]!;
    const workspace = m[1] ?? m[5];
    out.push({ script, ...(workspace ? { workspace } : {}), text: m[0] });
  }
  return out;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { name?: string; scripts?: Record<string, string>; workspaces?: string[] };

/** the scripts of the root package, or of a workspace named by its folder or its package name */
function scriptsOf(workspace?: string): Record<string, string> | null {
  const rootPkg = readJson(join(root, 'package.json'));
  if (!workspace) return rootPkg.scripts ?? {};
  for (const folder of rootPkg.workspaces ?? []) {
    const pkg = readJson(join(root, folder, 'package.json'));
    if (workspace.replace(/^\.\//, '').replace(/\/$/, '') === folder || workspace === pkg.name) return pkg.scripts ?? {};
  }
  return null;
}

describe('the npm commands the README names', () => {
  it('reads the forms a command is written in', () => {
    const md = 'run `npm start`, then `npm run seed -- --url x`; `npm test`; `npm run build -w @lawfirm/console`, `npm -w console run dev`, `npm run projections:rebuild`, `npm install`, `npm run-script bench --workspace=tests`';
    expect(npmCommands(md).map(({ script, workspace }) => ({ script, workspace }))).toEqual([
      { script: 'start', workspace: undefined },
      { script: 'seed', workspace: undefined },
      { script: 'test', workspace: undefined },
      { script: 'build', workspace: '@lawfirm/console' },
      { script: 'dev', workspace: 'console' },
      { script: 'projections:rebuild', workspace: undefined },
      { script: 'bench', workspace: 'tests' },
    ]);
  });

  it('each exists in package.json', () => {
    const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
    const named = pages.flatMap((page) => npmCommands(readFileSync(join(root, page), 'utf8')).map((c) => ({ ...c, page })));
    expect(named.filter((c) => c.page === 'README.md').map((c) => c.script)).toEqual(expect.arrayContaining(['start', 'test']));
    const missing = named
      .filter((c) => !Object.hasOwn(scriptsOf(c.workspace) ?? {}, c.script))
      .map((c) => `${c.page}: \`${c.text.trim()}\` (${c.workspace ? `workspace ${c.workspace}` : 'root package.json'} has no script '${c.script}')`);
    expect(missing).toEqual([]);
  });
});
