import { loadConfig, log } from '@lawfirm/platform';
import { exitWhenRefused, startStandalone } from './standalone.js';

// whatever this process creates under DATA_DIR (SQLite's temporary files too) is its owner's alone
process.umask(0o077);
// PORTAL_BUILD_CONSOLE=false: API-only runs (tests) skip the console build check
const portal = await startStandalone(loadConfig(), { buildConsole: process.env.PORTAL_BUILD_CONSOLE !== 'false' }).catch(exitWhenRefused);
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
