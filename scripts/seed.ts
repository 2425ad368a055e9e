import { createInterface } from 'node:readline/promises';
import { loadConfig, log } from '@lawfirm/platform';
import { exitWhenRefused, startStandalone } from './standalone.js';
import { seedAll } from './seed/index.js';

/**
 * Bilingual demo data, entered through the public API as an administrator would, so every rule
 * and event is the same as for real input. Safe to run again: what exists is left alone.
 * `--url http://host:8080` seeds a running deployment through its API instead (administrator from
 * SEED_ADMIN_USERNAME / SEED_ADMIN_PASSWORD, or asked), starting nothing against its stores.
 */
const report = (summary: Awaited<ReturnType<typeof seedAll>>) => {
  for (const [resource, { created, existing }] of Object.entries(summary)) console.log(`${resource}: ${created} created, ${existing} already there`);
};

const urlAt = process.argv.indexOf('--url');
if (urlAt >= 0) {
  // a running deployment (e.g. the distributed mode): only its public API, signed in as an administrator
  const base = (process.argv[urlAt + 1] ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(base)) {
    console.error('--url needs the portal\'s address, e.g. --url http://localhost:8080');
    process.exit(2);
  }
  const username = process.env.SEED_ADMIN_USERNAME || (await ask('Administrator username: '));
  const password = process.env.SEED_ADMIN_PASSWORD || (await ask('Password: ', true));
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password, loginType: 'user' }) }).catch((err: Error) => {
    console.error(`cannot reach ${base}: ${err.message}`);
    process.exit(1);
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string; user?: { userType?: string }; message?: string; messageAr?: string };
  if (res.status !== 200 || !body.token) {
    console.error(`sign-in refused (${res.status}): ${body.message ?? ''}${body.messageAr ? `\n${body.messageAr}` : ''}`);
    process.exit(1);
  }
  report(await seedAll(base, body.token));
} else {
  const cfg = { ...loadConfig(), port: 0 };
  const portal = await startStandalone(cfg, { buildConsole: false }).catch(exitWhenRefused);
  try {
    const { sessions } = await portal.runtime.credentials.account('admin:1');
    const token = await portal.runtime.tokens.issue({ typ: 'admin', id: 1, sv: sessions, rid: null });
    report(await seedAll(`http://127.0.0.1:${portal.port}`, token));
  } finally {
    await portal.stop();
  }
}
log.info('seed done');

/** a question on the terminal; `secret` echoes nothing */
async function ask(question: string, secret = false): Promise<string> {
  if (!process.stdin.isTTY) {
    console.error(`${question.replace(/: $/, '')} is needed: set SEED_ADMIN_USERNAME and SEED_ADMIN_PASSWORD, or run on a terminal`);
    process.exit(2);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (secret) (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => void (s.startsWith(question) ? process.stdout.write(question) : undefined);
  const answer = await rl.question(question);
  rl.close();
  if (secret) process.stdout.write('\n');
  return answer.trim();
}
