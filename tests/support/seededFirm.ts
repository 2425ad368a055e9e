import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
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

export async function startSeededFirm(options: Parameters<typeof startServer>[0] = {}): Promise<SeededFirm> {
  const server = await startServer(options);
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, a.token);
  const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  return { server, adminToken: a.token, admin: a.client, fatima, omar };
}
