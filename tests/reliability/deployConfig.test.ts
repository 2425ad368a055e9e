import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONSOLE_CSP, SECURITY_HEADERS } from '@lawfirm/platform';
import { root } from '../support/server.js';

/** `docker compose` is not available everywhere the tests run: its file is read as compose reads it. */
describe('the distributed mode\'s configuration', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { environment?: Record<string, string> }> };

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
});
