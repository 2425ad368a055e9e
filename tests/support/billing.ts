import { expect } from 'vitest';
import { addDays, dayIn } from '@lawfirm/contracts';

/** The billing suites' shared pieces: the firm's days and an answer that must succeed. */
export const today = (): string => dayIn('Asia/Dubai', new Date());
export const daysAgo = (n: number): string => addDays(today(), -n);

/** the answer's body, after checking its status (one of `status`), the answer's text in the failure */
export const ok = async (what: string, res: Promise<{ status: number; text: string; body: any }>, status = [200, 201]) => {
  const r = await res;
  expect(status, `${what}: ${r.status} ${r.text.slice(0, 400)}`).toContain(r.status);
  return r.body;
};
