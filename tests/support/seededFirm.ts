import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { seededDataDir } from './seedTemplate.js';
import { api, login, startServer, type RunningServer } from './server.js';

type Session = Awaited<ReturnType<typeof login>>;

/** A running portal with the demo firm seeded, and the sessions the API suites act as. */
export interface SeededFirm {
  server: RunningServer;
  /** the administrator's token and client */
  adminToken: string;
  admin: ReturnType<typeof api>;
  /** the seed's lawyers */
  fatima: Session;
  omar: Session;
}

/**
 * Starts a server on a copy of the seeded demo firm (seedTemplate.ts: seeded once per run, not per
 * suite) and signs in its administrator and two of its lawyers.
 */
export async function startSeededFirm(options: Omit<NonNullable<Parameters<typeof startServer>[0]>, 'dataDir'> = {}): Promise<SeededFirm> {
  const server = await startServer({ ...options, dataDir: await seededDataDir({ env: options.env }) });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  return { server, adminToken: a.token, admin: a.client, fatima, omar };
}
