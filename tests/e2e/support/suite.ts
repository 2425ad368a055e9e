import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { seededDataDir } from '../../support/seedTemplate.js';
import { login, startServer, type RunningServer } from '../../support/server.js';
import { launchBrowser } from './browser.js';
import type { Account } from './session.js';

export interface SeededPortal {
  server: RunningServer;
  browser: Browser;
  /** the administrator's token (the seed's and the suite's own API calls) */
  adminToken: string;
}

type PortalOptions = { env?: Record<string, string>; browserFlags?: string[] };

function portalFor(seed: boolean, options: PortalOptions): SeededPortal {
  const portal = {} as SeededPortal;
  beforeAll(async () => {
    // the seeded firm is a copy of the run's template (tests/support/seedTemplate.ts), not seeded per suite
    portal.server = await startServer({ console: true, env: options.env, dataDir: seed ? await seededDataDir({ env: options.env }) : undefined });
    portal.adminToken = (await login(portal.server.url, portal.server.adminUsername, portal.server.adminPassword)).token;
    portal.browser = await launchBrowser(options.browserFlags);
  }, 180_000);
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.stop();
  });
  return portal;
}

/**
 * The suite's portal: the server with its own console build, the demo firm seeded, one browser;
 * started before the suite's tests and stopped after them. Read its fields inside tests and hooks.
 */
export function seededPortal(options: PortalOptions = {}): SeededPortal {
  return portalFor(true, options);
}

/** The suite's portal as installed: nothing seeded but the super admin (see seededPortal). */
export function emptyPortal(options: PortalOptions = {}): SeededPortal {
  return portalFor(false, options);
}

/** The portal's super admin, as the browser signs in. */
export const superAdmin = (server: RunningServer): Account => ({ username: server.adminUsername, password: server.adminPassword, admin: true });
