import { describe, expect, it } from 'vitest';
import { login, requestsHead } from '../support/server.js';
import type { SeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { daysAgo, ok, billingFirmForSuite } from '../support/billing.js';

/**
 * The firm's rate card over HTTP on the seeded firm: hourly rates set per role, lawyer, client and
 * case, the most specific recorded on a time entry typed without a rate (and on an accepted
 * suggestion), a typed rate over the card's, a rate changed later leaving recorded entries alone,
 * no rate at all refused on `rate`, the rate that applies read by the lawyer, bad input, no permission.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let fatima: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;
let roleId: number;
let omarId: number;

const arabic = /[\u0600-\u06FF]/;
const entry = (over: Rec = {}) => ({ caseId: theCase.id, date: daysAgo(3), minutes: 30, activity: 'research', description: 'Precedents', billable: true, ...over });
const setRate = (scope: string, scopeId: number, rate: string) => ok(`${scope} rate ${rate}`, admin.put('/api/billing/rates', { scope, scopeId, rate }));
/** Omar's rate on the case as he reads it, once the read models have the card as `expected` says */
const applicable = (expected: Rec) =>
  eventually(
    `Omar's rate ${JSON.stringify(expected)}`,
    () => omar.get(`/api/billing/rates/applicable?caseId=${theCase.id}`),
    (r) => r.status === 200 && Object.entries(expected).every(([k, v]) => r.body[k] === v),
  );

billingFirmForSuite(async (f) => {
  ({ firm, admin, omar, fatima, theCase, clientId } = f);
  omarId = firm.omar.user.id;
  roleId = (await ok("Omar's record", admin.get(`/api/employees/${omarId}`))).roleId;
});

describe('rates', () => {
  it('refuses time without a rate when none applies, naming the rate in English and Arabic, and records nothing', async () => {
    const before = await requestsHead(admin);
    for (const rate of [undefined, '', null]) {
      const res = await omar.post('/api/billing/time-entries', entry({ rate }));
      expect(res.status, String(rate)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'rate', message: 'No hourly rate applies to this case; type one', messageAr: expect.stringMatching(arabic) }]);
    }
    expect(await requestsHead(admin)).toBe(before);
    expect(await ok('none applies', omar.get(`/api/billing/rates/applicable?caseId=${theCase.id}`))).toMatchObject({ rate: null, scope: null });
  }, 60_000);

  it('records the most specific rate on time typed without one: the case, then its client, then the lawyer, then the role; a typed rate overrides', async () => {
    const recorded = async (what: string) => (await ok(what, omar.post('/api/billing/time-entries', entry({ description: what }))));

    await setRate('role', roleId, '500.00');
    expect(await recorded('by role')).toMatchObject({ rate: '500.00', rateFils: 50_000 });
    await applicable({ rate: '500.00', scope: 'role', scopeId: roleId });

    await setRate('lawyer', omarId, '800.00');
    expect(await recorded('by lawyer')).toMatchObject({ rate: '800.00' });
    await applicable({ rate: '800.00', scope: 'lawyer', scopeId: omarId });

    await setRate('client', clientId, '900.50');
    expect(await recorded('by client')).toMatchObject({ rate: '900.50' });
    await applicable({ rate: '900.50', scope: 'client', scopeId: clientId });

    const byCase = await setRate('case', theCase.id, '1200.00');
    expect(byCase).toEqual({ id: `case-${theCase.id}`, scope: 'case', scopeId: theCase.id, rate: '1200.00', version: expect.any(Number) });
    const first = await recorded('by case');
    expect(first).toMatchObject({ rate: '1200.00', rateFils: 120_000 });
    await applicable({ rate: '1200.00', scope: 'case', scopeId: theCase.id });

    // typed, the lawyer's rate is recorded over the card's
    expect(await ok('typed', omar.post('/api/billing/time-entries', entry({ rate: '100.00' })))).toMatchObject({ rate: '100.00' });

    // the case's rate changed: what was recorded keeps the rate that applied; new time takes the new one
    await setRate('case', theCase.id, '1300.00');
    expect(await recorded('after the change')).toMatchObject({ rate: '1300.00' });
    // a change of the entry sent without a rate keeps the one it recorded
    expect(await ok('edited', omar.put(`/api/billing/time-entries/${first.id}`, entry({ description: 'by case, edited', minutes: 45 })))).toMatchObject({ rate: '1200.00', minutes: 45 });
    const mine = (await ok('Omar\'s time', omar.get(`/api/billing/time-entries?filter=${encodeURIComponent(JSON.stringify({ caseId: theCase.id }))}`))) as Rec[];
    expect(mine.find((e) => e.id === first.id)).toMatchObject({ rate: '1200.00' });

    // removed, the next most specific applies
    await ok('case rate removed', admin.delete(`/api/billing/rates/case-${theCase.id}`));
    expect(await recorded('case rate gone')).toMatchObject({ rate: '900.50' });
    expect((await admin.delete(`/api/billing/rates/case-${theCase.id}`)).status).toBe(404);

    // a suggestion accepted without a rate takes the card's, as any time entry
    const h = await ok('a hearing', omar.post(`/api/lawyer/cases/${theCase.id}/hearings`, { hearingDate: daysAgo(2), hearingTime: '10:00 AM', hallName: 'Hall 3', rollNumber: `R-${Date.now()}`, whatIsRequested: 'Hear the parties' }));
    const m = await ok('its minutes', omar.put(`/api/hearings/${h.id ?? h.hearingId}/minutes`, { hearingReport: 'The court heard both parties', hasNextHearing: false }));
    expect(await ok('accepted', omar.post(`/api/billing/suggestions/minutes-${m.id}/accept`, {}), [201])).toMatchObject({ rate: '900.50', suggestionId: `minutes-${m.id}` });

    // billing staff list the card, filtered by scope
    const card = (await ok('the card', admin.get('/api/billing/rates'))) as Rec[];
    expect(card.map((r) => [r.id, r.rate])).toEqual(expect.arrayContaining([[`role-${roleId}`, '500.00'], [`lawyer-${omarId}`, '800.00'], [`client-${clientId}`, '900.50']]));
    expect(card.map((r) => r.id)).not.toContain(`case-${theCase.id}`);
    const lawyers = (await ok('lawyers\' rates', admin.get(`/api/billing/rates?filter=${encodeURIComponent(JSON.stringify({ scope: 'lawyer' }))}`))) as Rec[];
    expect(lawyers.map((r) => r.id)).toEqual([`lawyer-${omarId}`]);
    expect(((await ok('found by amount', admin.get(`/api/billing/rates?filter=${encodeURIComponent(JSON.stringify({ q: '900.50' }))}`))) as Rec[]).map((r) => r.id)).toEqual([`client-${clientId}`]);
    // billing staff read any lawyer's rate on a case
    expect(await ok('staff read Omar\'s', admin.get(`/api/billing/rates/applicable?caseId=${theCase.id}&lawyerId=${omarId}`))).toMatchObject({ rate: '900.50', scope: 'client' });
  }, 60_000);

  it('refuses a bad rate naming the field in English and Arabic, and records nothing', async () => {
    const before = await requestsHead(admin);
    for (const [body, field] of [
      [{ scope: 'firm', scopeId: 1, rate: '1.00' }, 'scope'],
      [{ scope: 'case', scopeId: 0, rate: '1.00' }, 'scopeId'],
      [{ scope: 'case', scopeId: theCase.id, rate: '1.234' }, 'rate'],
      [{ scope: 'case', scopeId: theCase.id, rate: '-5' }, 'rate'],
      [{ scope: 'client', scopeId: 999_999, rate: '1.00' }, 'scopeId'],
    ] as const) {
      const res = await admin.put('/api/billing/rates', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message: expect.any(String), messageAr: expect.stringMatching(arabic) }));
    }
    expect((await omar.get('/api/billing/rates/applicable?caseId=abc')).status).toBe(400);
    expect((await admin.get(`/api/billing/rates/applicable?caseId=${theCase.id}`)).body.errors).toEqual([expect.objectContaining({ field: 'lawyerId', messageAr: expect.stringMatching(arabic) })]);
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);

  it('lets only billing staff set, remove and list rates; a lawyer reads only the rate of their own cases', async () => {
    const role = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without rates', nameAr: 'كاتب بلا أسعار', permissions: { clients: ['view'], cases: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'no-rates', email: 'no-rates@alnoor-law.ae', password: 'Rates#2026!xyz', fullNameEn: 'No Rates', fullNameAr: 'بلا أسعار', roleId: role.id }));
    const clerk = (await login(firm.server.url, 'no-rates', 'Rates#2026!xyz')).client;
    const before = await requestsHead(admin);
    for (const [what, res] of [
      ['set', clerk.put('/api/billing/rates', { scope: 'lawyer', scopeId: omarId, rate: '1.00' })],
      ['remove', clerk.delete(`/api/billing/rates/lawyer-${omarId}`)],
      ['list', clerk.get('/api/billing/rates')],
      ['read one applicable', clerk.get(`/api/billing/rates/applicable?caseId=${theCase.id}&lawyerId=${omarId}`)],
      ['a lawyer sets', omar.put('/api/billing/rates', { scope: 'lawyer', scopeId: omarId, rate: '5000.00' })],
      ['a lawyer removes', omar.delete(`/api/billing/rates/lawyer-${omarId}`)],
      ['a lawyer lists', omar.get('/api/billing/rates')],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(403);
      expect(r.body.messageAr, what).toMatch(arabic);
    }
    expect(await requestsHead(admin)).toBe(before);
    // a case Fatima is not on: no rate of it for her
    expect((await fatima.get(`/api/billing/rates/applicable?caseId=${theCase.id}`)).status).toBe(404);
  }, 60_000);
});
