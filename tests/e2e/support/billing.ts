import { expect } from 'vitest';
import { DEMO_EMPLOYEE_PASSWORD } from '../../../scripts/seed/admin.js';
import { api, login } from '../../support/server.js';
import { LANGS, type Lang } from './wording.js';
import type { SeededPortal } from './suite.js';
import type { Account } from './session.js';

/** the client the billing suites invoice, as each language names it */
export const BILLED_CLIENT = { en: 'Emirates Trading LLC', ar: 'الإمارات للتجارة ذ.م.م' };

/** text with its digits read as Latin ones, whichever the reader chose, and without the isolates around figures */
export const latin = (text: string) => text.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[\u2066-\u2069]/g, '');

/**
 * Fatima's unbilled time on a case of the billed client, recorded through the API: 90 minutes at
 * AED 1,000 an hour on each language's own day (1,500.00 net, 75.00 VAT, 1,575.00 in all).
 */
export async function fatimasHoursForClient(portal: SeededPortal, dayOf: (lang: Lang) => string, description: (lang: Lang) => string) {
  const fatima = await login(portal.server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; plaintiffs?: { clientId?: number }[] }[];
  const clients = (await api(portal.server.url, portal.adminToken).get(`/api/clients?${new URLSearchParams({ filter: JSON.stringify({ q: 'Emirates Trading' }) })}`)).body as { id: number; fullNameEn: string }[];
  const clientId = clients.find((c) => c.fullNameEn === BILLED_CLIENT.en)!.id;
  const theCase = cases.find((c) => (c.plaintiffs ?? []).some((p) => p.clientId === clientId))!;
  for (const lang of LANGS) {
    const res = await fatima.client.post('/api/billing/time-entries', { caseId: theCase.id, date: dayOf(lang), minutes: 90, activity: 'drafting', description: description(lang), billable: true, rate: '1000' });
    expect(res.status, res.text).toBe(201);
  }
}

/**
 * A partner of the firm as billing sees one: an administrator whose role is the seeded Managing
 * Partner (billing view, create, approve and void, clients and cases), not the super admin, so
 * that what the suite does is what the roles matrix grants.
 */
export async function aPartner(portal: SeededPortal): Promise<Account> {
  const admin = api(portal.server.url, portal.adminToken);
  const roles = (await admin.get('/api/roles')).body as { id: number; nameEn: string }[];
  const roleId = roles.find((r) => r.nameEn === 'Managing Partner')!.id;
  const account = { username: 'ahmed.partner', password: 'Partner#Billing2026', admin: true };
  const created = await admin.post('/api/users', { username: account.username, email: 'ahmed.partner@alnoor-law.ae', password: account.password, fullNameEn: 'Ahmed Al Mansouri', fullNameAr: 'أحمد المنصوري', roleId });
  expect(created.status, created.text).toBe(201);
  return account;
}
