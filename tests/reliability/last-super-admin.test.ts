import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredentialStore, createEventStore, hashPassword, type NewEvent } from '@lawfirm/platform';
import { login, startServer, type RunningServer } from '../support/server.js';

/**
 * The last active super admin stays, decided in the write model (the `super-admins` roster) with
 * the deactivation's or removal's events: two super admins standing each other down at once
 * cannot leave the firm with none, whatever the read models show. The portal runs with its read
 * models lagging the log (READ_MODEL_LAG_MS), on a firm written before the roster existed, whose
 * super admins the start records on it once.
 *
 * Each of the two requests ends the other's sessions when it succeeds, so the loser is refused
 * either by the rule (400, the two overlapped) or, when it was let in only after the winner had
 * answered, as signed out (401). Either way exactly one stands down; a round refused 401 never
 * reached the rule, so it is run again with another pair (at most ROUNDS times) until one is.
 */
const LAG_MS = 400;
const ROUNDS = 4;
const PASSWORD = 'Super#Admin2026';
const person = (id: number, username: string, fullNameEn: string, fullNameAr: string, active: boolean) => ({ id, username, email: `${username}@alnoor-law.ae`, fullNameEn, fullNameAr, active });
const accounts = [
  person(1, 'admin', 'Huda Al Mansoori', 'هدى المنصوري', true),
  person(2, 'nadia', 'Nadia Rahman', 'نادية رحمن', true),
  // deactivated before the roster existed: not counted, so no way out for the other two; reactivated
  // one by one for the removals
  person(3, 'omar', 'Omar Saleh', 'عمر صالح', false),
  person(4, 'layla', 'Layla Nasser', 'ليلى ناصر', false),
  person(5, 'yousef', 'Yousef Karim', 'يوسف كريم', false),
];
type Account = (typeof accounts)[number];
type Answer = { status: number; body: any; text: string };

let server: RunningServer;

/** A firm as an older portal left it: five super admins (three deactivated), their passwords, nothing recorded on a roster. */
async function olderFirm(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'super-admins-'));
  const store = createEventStore({ dataDir });
  const credentials = await createCredentialStore({ dataDir });
  const ev = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata: { userId: null, userType: 'system', correlationId: 'older', causationId: null } });
  for (const a of accounts) {
    const { id, username, email, fullNameEn, fullNameAr } = a;
    const events = [ev('UserRegistered', { userId: id, username, email, fullNameEn, fullNameAr, phone: null, roleId: null, isSuperAdmin: true, isActive: true, passwordSetAt: null })];
    if (!a.active) events.push(ev('UserDeactivated', { userId: id }));
    await store.append(`user-${id}`, events, { expectedRevision: 'no_stream' });
    await credentials.set(`admin:${id}`, await hashPassword(PASSWORD));
  }
  await store.close();
  await credentials.close();
  return dataDir;
}

/** the form's body for an account, active or not */
const form = (a: Account, isActive: boolean) => ({ username: a.username, email: a.email, fullNameEn: a.fullNameEn, fullNameAr: a.fullNameAr, roleId: null, isActive });
const signIn = (a: Account) => login(server.url, a.username, PASSWORD);

beforeAll(async () => {
  server = await startServer({ env: { READ_MODEL_LAG_MS: String(LAG_MS) }, dataDir: await olderFirm() });
});
afterAll(async () => {
  await server?.stop();
});

/** the accounts as the admins' list shows them once the read models caught up with every answer so far */
async function listed(a: Account) {
  const res = await (await signIn(a)).client.get('/api/users');
  expect(res.status, res.text).toBe(200);
  return new Map((res.body as { id: number; isSuperAdmin: boolean; isActive: boolean }[]).map((u) => [u.id, u]));
}

const refusedAsLast = {
  code: 'validation_failed',
  message: 'The last active super admin cannot be deactivated or deleted',
  messageAr: 'لا يمكن تعطيل أو حذف آخر مشرف عام نشط',
};

/**
 * `first` and `second` stand each other down with `call`, both requests sent at once: exactly one
 * succeeds. Answers who won and whether the loser was refused by the rule (true) or as signed out.
 */
async function standEachOtherDown(first: Account, second: Account, call: (as: Awaited<ReturnType<typeof signIn>>, target: Account) => Promise<Answer>) {
  const [a, b] = [await signIn(first), await signIn(second)];
  const answers = await Promise.all([call(a, second), call(b, first)]);
  const texts = answers.map((x) => `${x.status} ${x.text}`).join('\n');
  expect(answers.filter((x) => x.status === 200), texts).toHaveLength(1);
  const won = answers.findIndex((x) => x.status === 200);
  const lost = answers[1 - won];
  expect([400, 401], texts).toContain(lost.status);
  if (lost.status === 400) expect(lost.body).toMatchObject(refusedAsLast);
  const [kept, gone] = won === 0 ? [first, second] : [second, first];
  return { kept, gone, byRule: lost.status === 400 };
}

describe('the last active super admin', () => {
  let survivor = accounts[0];

  it('stays when the last two deactivate each other at once: exactly one deactivation is recorded', async () => {
    let [a, b] = [accounts[0], accounts[1]];
    for (let round = 1; ; round++) {
      const { kept, gone, byRule } = await standEachOtherDown(a, b, (as, target) => as.client.put(`/api/users/${target.id}`, form(target, false)));
      const users = await listed(kept);
      expect(users.get(kept.id)).toMatchObject({ isSuperAdmin: true, isActive: true });
      expect(users.get(gone.id)).toMatchObject({ isSuperAdmin: true, isActive: false });
      expect([...users.values()].filter((u) => u.isSuperAdmin && u.isActive).map((u) => u.id)).toEqual([kept.id]);
      survivor = kept;
      if (byRule) break;
      expect(round, 'the two requests never overlapped').toBeLessThan(ROUNDS);
      // the same two again: the one stood down reactivated (back on the roster)
      expect((await (await signIn(kept)).client.put(`/api/users/${gone.id}`, form(gone, true))).status).toBe(200);
      [a, b] = [kept, gone];
    }
  });

  it('stays when the last two remove each other at once, one of them reactivated a moment before', async () => {
    // the deactivated super admins, reactivated one per round
    const standby = accounts.filter((a) => a.id !== survivor.id);
    for (let round = 1; ; round++) {
      const other = standby.shift()!;
      // back on the roster with the account's events, while the lagging read models still show it deactivated
      const reactivated = await (await signIn(survivor)).client.put(`/api/users/${other.id}`, form(other, true));
      expect(reactivated.status, reactivated.text).toBe(200);
      const { kept, gone, byRule } = await standEachOtherDown(survivor, other, (as, target) => as.client.delete(`/api/users/${target.id}`));
      const users = await listed(kept);
      expect(users.has(gone.id)).toBe(false);
      expect(users.get(kept.id)).toMatchObject({ isSuperAdmin: true, isActive: true });
      expect([...users.values()].filter((u) => u.isSuperAdmin && u.isActive).map((u) => u.id)).toEqual([kept.id]);
      expect(await signIn(gone).then(() => 'signed in', (e: Error) => e.message)).toMatch(/login failed: 401/);
      survivor = kept;
      if (byRule) break;
      expect(round, 'the two requests never overlapped').toBeLessThan(ROUNDS);
    }
  });
});
