import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { concrete, specEndpoints } from './endpoints.js';

/**
 * Every spec endpoint called as anonymous, as a lawyer, as an admin whose role only views clients
 * and regions, and as the super admin. `A` means let through (any answer but 401/403), `D` denied
 * (401 or 403). The table is the access policy; a mismatch in either direction fails.
 */
const PUBLIC = 'AAAA';
const STAFF = 'DAAA'; // any signed-in staff member
const ADMIN_ANY = 'DDAA'; // any admin, whatever the role
const SUPER = 'DDDA'; // admins whose role grants it; the limited role does not
const VIEW_CLIENTS = 'DDAA'; // the limited role views clients (and consultations) and regions

const policy: Record<string, string> = {
  'POST /api/auth/login': PUBLIC,
  'GET /api/settings': PUBLIC,
  'GET /api/stats': ADMIN_ANY,
  'GET /api/regions': STAFF,
  'GET /api/branches': STAFF,
  'GET /api/courts': STAFF,
  'GET /api/services': STAFF,
  'GET /api/clients': VIEW_CLIENTS,
  'GET /api/consultations': VIEW_CLIENTS,
  'GET /api/news/published': STAFF,
};
/** the admin endpoints not listed above need a permission the limited role lacks */
const adminPaths = /^\/api\/(admin\/law-firm-settings|regions|branches|courts|services|system-settings|clients|employees|users|roles|consultations|news)(\/|$)/;
/** case-settings changes are the settings module's */
const caseSettingsWrites = /^(POST|PUT|DELETE) \/api\/case-settings\//;

function expected(line: string, method: string, path: string): string {
  if (policy[line]) return policy[line];
  if (caseSettingsWrites.test(line)) return SUPER;
  if (adminPaths.test(path)) return SUPER;
  return STAFF;
}

let server: RunningServer;
const callers: Record<string, ReturnType<typeof api>> = {};

beforeAll(async () => {
  server = await startServer();
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, admin.token);
  const roleId = (await admin.client.post('/api/roles', { nameEn: 'Front desk (view)', nameAr: 'الاستقبال (عرض)', permissions: { clients: ['view'], regions: ['view'] } })).body.id;
  await admin.client.post('/api/users', { username: 'frontdesk', email: 'frontdesk@alnoor-law.ae', password: 'FrontDesk#2026', fullNameEn: 'Front Desk', fullNameAr: 'الاستقبال', roleId });
  callers.anonymous = api(server.url);
  callers.lawyer = (await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee')).client;
  callers.limited = (await login(server.url, 'frontdesk', 'FrontDesk#2026')).client;
  callers.super = admin.client;
});
afterAll(async () => {
  await server?.stop();
});

describe('access', () => {
  it('answers every spec endpoint for each kind of caller exactly as the policy table says', async () => {
    const order = ['anonymous', 'lawyer', 'limited', 'super'] as const;
    const mismatches: string[] = [];
    let calls = 0;
    for (const { method, path, line } of specEndpoints()) {
      const want = expected(line, method, path);
      for (const [i, who] of order.entries()) {
        const res = method === 'GET' || method === 'DELETE' ? await (callers[who] as any)[method.toLowerCase()](concrete(path)) : await (callers[who] as any)[method.toLowerCase()](concrete(path), {});
        calls++;
        const got = res.status === 401 || res.status === 403 ? 'D' : 'A';
        if (got !== want[i]) mismatches.push(`${line} as ${who}: expected ${want[i] === 'A' ? 'through' : 'denied'}, got ${res.status}`);
        if (res.status >= 500) mismatches.push(`${line} as ${who}: ${res.status}`);
      }
    }
    console.log(`[access] ${specEndpoints().length} endpoints x 4 callers = ${calls} calls, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  }, 240_000);
});
