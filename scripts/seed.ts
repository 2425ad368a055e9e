import { loadConfig, log } from '@lawfirm/platform';
import { exitWhenRefused, startStandalone } from './standalone.js';
import { seedAll } from './seed/index.js';

/**
 * Bilingual demo data, entered through the public API as an administrator would, so every rule
 * and event is the same as for real input. Safe to run again: what exists is left alone.
 */
const cfg = { ...loadConfig(), port: 0 };
const portal = await startStandalone(cfg, { buildConsole: false }).catch(exitWhenRefused);
try {
  const { sessions } = await portal.runtime.credentials.account('admin:1');
  const token = await portal.runtime.tokens.issue({ typ: 'admin', id: 1, sv: sessions, rid: null });
  const summary = await seedAll(`http://127.0.0.1:${portal.port}`, token);
  for (const [resource, { created, existing }] of Object.entries(summary)) console.log(`${resource}: ${created} created, ${existing} already there`);
} finally {
  await portal.stop();
}
log.info('seed done');
