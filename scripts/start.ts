import { loadConfig, log } from '@lawfirm/platform';
import { startStandalone } from './standalone.js';

// PORTAL_BUILD_CONSOLE=false: API-only runs (tests) skip the console build check
const portal = await startStandalone(loadConfig(), { buildConsole: process.env.PORTAL_BUILD_CONSOLE !== 'false' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info('shutting down', { signal });
    portal.stop().then(
      () => process.exit(0),
      (err) => {
        log.error('shutdown failed', { err: String(err) });
        process.exit(1);
      },
    );
  });
}
