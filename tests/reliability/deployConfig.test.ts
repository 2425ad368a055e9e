import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONSOLE_CSP, SECURITY_HEADERS } from '@lawfirm/platform';
import { bilingual, MAX_REQUEST_BYTES, type MessageKey } from '@lawfirm/contracts';
import { root } from '../support/server.js';

/** `docker compose` is not available everywhere the tests run: its file is read as compose reads it. */
describe('the distributed mode\'s configuration', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };

  it('has no working default for a secret: compose refuses to start until JWT_SECRET and the bootstrap password are set', () => {
    const secrets: string[] = [];
    for (const [service, { environment = {} }] of Object.entries(compose.services))
      for (const [name, value] of Object.entries(environment))
        if (/SECRET|PASSWORD/.test(name)) {
          secrets.push(`${service}.${name}`);
          // ${NAME:?message}: compose stops with the message when NAME is unset or empty
          expect(String(value), `${service}.${name}`).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`));
        }
    expect(secrets).toEqual(expect.arrayContaining(['command-api.JWT_SECRET', 'command-api.BOOTSTRAP_ADMIN_PASSWORD', 'query-api.JWT_SECRET']));
  });

  it("has the APIs believe X-Forwarded-For only from the gateway, whose address is fixed on the deployment's network", () => {
    const services = compose.services as Record<string, { environment?: Record<string, string>; networks?: { default?: { ipv4_address?: string } } }>;
    const gateway = services.console.networks?.default?.ipv4_address;
    expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const service of ['command-api', 'query-api']) expect(services[service].environment?.TRUST_PROXY, service).toBe(gateway);
    const subnet = (compose as { networks?: { default?: { ipam?: { config?: { subnet: string }[] } } } }).networks?.default?.ipam?.config?.[0]?.subnet;
    expect(subnet && gateway?.startsWith(subnet.split('.').slice(0, 3).join('.') + '.')).toBe(true);
    // the gateway adds the address it saw to what it was sent, so the APIs take the one it appended
    expect(readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('has nginx send the console the same security headers as the standalone portal', () => {
    const nginx = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    const sent = Object.fromEntries([...nginx.matchAll(/add_header\s+(\S+)\s+"([^"]*)"\s+always;/g)].map((m) => [m[1], m[2]]));
    expect(sent).toEqual({ 'Content-Security-Policy': CONSOLE_CSP, ...SECURITY_HEADERS });
  });
  it('gives every service a healthcheck, MongoDB\'s passing only once the node is PRIMARY', () => {
    const services = compose.services as Record<string, { healthcheck?: { test?: string[] } }>;
    for (const [name, { healthcheck }] of Object.entries(services)) expect(healthcheck?.test?.length, name).toBeGreaterThan(1);
    const mongo = services.mongo.healthcheck!.test!.join(' ');
    expect(mongo).toMatch(/quit\(db\.hello\(\)\.isWritablePrimary \? 0 : 1\)/);
    // projections and workers have no port: their check reads the heartbeat their main loop writes
    for (const service of ['projections', 'workers']) {
      expect(services[service].healthcheck!.test!.join(' '), service).toContain('/tmp/heartbeat');
      expect(readFileSync(join(root, service, 'src', 'main.ts'), 'utf8'), service).toContain("writeFileSync('/tmp/heartbeat'");
    }
  });

  it('sends the image builds no node_modules, data folder or git history', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'data', '.git']));
  });

  it("builds each service image with one install from the lockfile, of that service's dependencies only", () => {
    const dockerfile = readFileSync(join(root, 'deploy', 'service.Dockerfile'), 'utf8');
    const installs = [...dockerfile.matchAll(/\bnpm (ci|install|i)\b[^\n]*/g)].map((m) => m[0]);
    expect(installs).toEqual([expect.stringMatching(/^npm ci --omit=dev --workspace @lawfirm\/\$\{SERVICE\}(?!.*--include-workspace-root)/)]);
    // the image runs the sources with tsx: it must be a production dependency the install brings
    const platform = JSON.parse(readFileSync(join(root, 'platform', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(platform.dependencies.tsx).toBeDefined();
  });

  describe("the gateway (nginx)", () => {
    const nginx = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    const directives = (name: string) => [...nginx.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))].map((m) => m[1].trim());

    it('lets through exactly the largest body the API accepts', () => {
      const [size] = directives('client_max_body_size');
      const m = /^(\d+)([km]?)$/i.exec(size);
      expect(m, size).not.toBeNull();
      const bytes = Number(m![1]) * ({ '': 1, k: 1024, m: 1024 * 1024 } as Record<string, number>)[m![2].toLowerCase()];
      expect(bytes).toBe(MAX_REQUEST_BYTES);
    });

    it('answers its own 413, 502 and 504 in the API error shape, in English and Arabic', () => {
      const expected: Record<string, { code: string; key: MessageKey }> = {
        413: { code: 'payload_too_large', key: 'validation.bodyTooLarge' },
        502: { code: 'unavailable', key: 'error.unavailable' },
        504: { code: 'unavailable', key: 'error.timedOut' },
      };
      const pages = Object.fromEntries(directives('error_page').flatMap((d) => {
        const parts = d.split(/\s+/);
        const target = parts.pop()!;
        return parts.map((status) => [status, target]);
      }));
      for (const [status, { code, key }] of Object.entries(expected)) {
        const target = pages[status];
        expect(target, `error_page ${status}`).toMatch(/^@\w+$/);
        const block = new RegExp(`location ${target} \\{([\\s\\S]*?)\\n\\s*\\}`).exec(nginx)?.[1] ?? '';
        const body = new RegExp(`return ${status} '([^']*)';`).exec(block)?.[1];
        expect(body, `location ${target} returns ${status}`).toBeDefined();
        expect(block).toMatch(/default_type "application\/json; charset=utf-8";/);
        const { en, ar } = bilingual(key);
        expect(JSON.parse(body!)).toEqual({ code, message: en, messageAr: ar });
      }
    });

    it('resolves every upstream at request time: no upstream block, every proxy_pass through a variable and a resolver', () => {
      expect(nginx).not.toMatch(/^\s*upstream\s/m);
      const passes = directives('proxy_pass');
      expect(passes.length).toBeGreaterThanOrEqual(3);
      for (const target of passes) expect(target, target).toMatch(/^http:\/\/\$\w+:\d+$/);
      expect(directives('resolver')[0]).toMatch(/^127\.0\.0\.11\b.*valid=\d+s/);
    });
  });
  // `docker-compose config` (v1, from Debian; .ci/run installs it) or `docker compose config`
  // interpolates the file exactly as `up` would, without a container runtime
  const composeCli = [['docker-compose'], ['docker', 'compose']].find(([cmd, ...sub]) => spawnSync(cmd, [...sub, 'version'], { stdio: 'ignore' }).status === 0);
  if (!composeCli) console.warn('deployConfig: neither docker-compose nor docker compose is installed: `compose config` is not run (apt-get install docker-compose)');
  describe.skipIf(!composeCli)('`compose config`', () => {
    const config = (env: Record<string, string>) => {
      // an empty env file: a developer's own .env must not supply the secrets
      const envFile = join(mkdtempSync(join(tmpdir(), 'compose-')), 'empty.env');
      writeFileSync(envFile, '');
      const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(JWT_SECRET|BOOTSTRAP_ADMIN_\w+)$/.test(k))) as Record<string, string>;
      const [cmd, ...sub] = composeCli!;
      return spawnSync(cmd, [...sub, '--env-file', envFile, '-f', join(root, 'docker-compose.yml'), 'config'], { cwd: root, env: { ...base, ...env }, encoding: 'utf8' });
    };

    it('accepts the compose file with JWT_SECRET and the bootstrap password set, and passes them to the services', () => {
      const r = config({ JWT_SECRET: 'a-long-random-test-secret', BOOTSTRAP_ADMIN_PASSWORD: 'Bootstrap#2026!' });
      expect(r.status, r.stderr).toBe(0);
      const services = (parse(r.stdout) as { services: Record<string, { environment?: Record<string, string> }> }).services;
      for (const service of ['command-api', 'query-api', 'projections', 'workers']) {
        expect(services[service].environment?.JWT_SECRET, service).toBe('a-long-random-test-secret');
        expect(services[service].environment?.BOOTSTRAP_ADMIN_PASSWORD, service).toBe('Bootstrap#2026!');
      }
    });

    it('refuses it without JWT_SECRET, naming it', () => {
      const r = config({ BOOTSTRAP_ADMIN_PASSWORD: 'Bootstrap#2026!' });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain('set JWT_SECRET');
    });

    it('refuses it without the bootstrap password, naming it', () => {
      const r = config({ JWT_SECRET: 'a-long-random-test-secret' });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain('set BOOTSTRAP_ADMIN_PASSWORD');
    });
  });
});
