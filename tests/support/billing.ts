import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, dayIn } from '@lawfirm/contracts';
import { startSeededFirm, type SeededFirm } from './seededFirm.js';

/** The billing suites' shared pieces: the firm's days and an answer that must succeed. */
export const today = (): string => dayIn('Asia/Dubai', new Date());
export const daysAgo = (n: number): string => addDays(today(), -n);

/** the answer's body, after checking its status (one of `status`), the answer's text in the failure */
export const ok = async (what: string, res: Promise<{ status: number; text: string; body: any }>, status = [200, 201]) => {
  const r = await res;
  expect(status, `${what}: ${r.status} ${r.text.slice(0, 400)}`).toContain(r.status);
  return r.body;
};

type Rec = Record<string, any>;

/** the billing suites' case: one of Omar's with a client as plaintiff that Fatima is not on (she may not read its billing) */
export async function omarsCaseWithClient(firm: SeededFirm): Promise<{ theCase: Rec; clientId: number }> {
  const cases = (await ok("Omar's cases", firm.omar.client.get('/api/lawyer/cases'))) as Rec[];
  const theCase = cases.find((c) => Array.isArray(c.plaintiffs) && c.plaintiffs.some((p: Rec) => typeof p.clientId === 'number') && !(c.lawyerIds ?? []).includes(firm.fatima.user.id))!;
  expect(theCase, "a case of Omar's with a client, Fatima not on it").toBeDefined();
  return { theCase, clientId: theCase.plaintiffs.find((p: Rec) => typeof p.clientId === 'number').clientId };
}

/** what a billing suite works with: the seeded firm, its administrator, Omar and Fatima, Omar's case with a client */
export interface BillingFirm {
  firm: SeededFirm;
  admin: SeededFirm['admin'];
  omar: SeededFirm['admin'];
  fatima: SeededFirm['admin'];
  theCase: Rec;
  clientId: number;
}

/**
 * The billing suites' firm: seeded before the suite's tests (`started` hands it to the suite's
 * variables, and may set up more), stopped after them.
 */
export function billingFirmForSuite(started: (f: BillingFirm) => void | Promise<void>) {
  let firm: SeededFirm | undefined;
  beforeAll(async () => {
    firm = await startSeededFirm();
    await started({ firm, admin: firm.admin, omar: firm.omar.client, fatima: firm.fatima.client, ...(await omarsCaseWithClient(firm)) });
  }, 120_000);
  afterAll(async () => {
    await firm?.server.stop();
  });
}
