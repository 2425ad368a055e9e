import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { requestsHead } from '../support/server.js';

/**
 * One text schema for every free-text field (contracts' requiredText / optionalText): control
 * characters (C0 but tab and line breaks, DEL, C1) and lone surrogates are refused on the field,
 * with nothing appended; direction overrides and isolates are dropped. Fields that took any string
 * before (a deadline's note, the conflict check's names, a system setting's value, a hearing
 * document's description) are among them.
 */
let firm: SeededFirm;
let caseId: number;
let hearingId: number;

beforeAll(async () => {
  firm = await startSeededFirm();
  const cases = (await firm.admin.get('/api/lawyer/cases')).body as { id: number }[];
  for (const c of cases) {
    const hearings = (await firm.admin.get(`/api/lawyer/cases/${c.id}/hearings`)).body as { id: number }[];
    if (hearings.length) {
      caseId = c.id;
      hearingId = hearings[0].id;
      break;
    }
  }
  expect(hearingId).toBeGreaterThan(0);
}, 180_000);
afterAll(async () => {
  await firm?.server.stop();
});

/** what a text must not hold */
const bad = { bell: 'Appeal\u0007 filed', nul: 'x\u0000y', c1: 'csi\u009B31m', lone: 'half \uD83D surrogate', del: 'rub\u007Fout' };

const match = (over: Record<string, unknown> = {}) => ({ kind: 'client', id: '1', nameEn: 'Khalid Al Hammadi', nameAr: 'خالد الحمادي', why: 'Same name', ...over });

/** [what, method, path, body with the bad text, the field named] */
const calls = (text: string): [string, 'post' | 'patch', string, Record<string, unknown>, string][] => [
  ["a deadline's note", 'patch', '/api/lawyer/deadlines/1', { status: 'met', note: text }, 'note'],
  // the override's body names what was checked in both shapes it has had (matches sent, or the subject the server checks again)
  ["a conflict override's reason", 'post', `/api/cases/${caseId}/conflict-overrides`, { reason: text, names: ['Khalid Al Hammadi'], matches: [match()] }, 'reason'],
  ["the conflict check's names", 'post', '/api/conflicts/check', { record: 'case', names: ['Khalid', text] }, 'names.1'],
  ["a system setting's value", 'post', '/api/system-settings', { key: 'strict.text', value: text, nameEn: 'Strict', nameAr: 'صارم', category: 'general' }, 'value'],
  ["a task's title", 'post', `/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: text, description: 'd', date: '2030-01-06', time: '10:00 AM' }, 'title'],
  ["a region's name", 'post', '/api/regions', { nameEn: text, nameAr: 'منطقة', code: 'STX' }, 'nameEn'],
];

describe('free text with control characters or broken UTF-16', () => {
  for (const [kind, text] of Object.entries(bad))
    it(`given a text with ${kind}, when it is sent in any free-text field, then that field is refused in both languages and nothing is appended`, async () => {
      const head = await requestsHead(firm.admin);
      for (const [what, method, path, body, field] of calls(text)) {
        const res = await firm.admin[method](path, body);
        expect(res.status, `${what}: ${res.text}`).toBe(400);
        expect(res.body.errors?.find((e: { field: string }) => e.field === field), `${what}: ${res.text}`).toMatchObject({ message: expect.any(String), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
      }
      expect(await requestsHead(firm.admin)).toBe(head);
      // a hearing document's description, in a multipart form (UTF-8 cannot carry a lone surrogate: it arrives as U+FFFD)
      if (kind === 'lone') return;
      const form = new FormData();
      form.append('description', text);
      form.append('documents', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'exhibit.pdf');
      const res = await firm.admin.post(`/api/hearings/${hearingId}/documents`, form);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe('description');
      expect(await requestsHead(firm.admin)).toBe(head);
    });

  it('given line breaks and tabs in a long text, then they are kept; direction overrides and isolates are dropped', async () => {
    const res = await firm.admin.post(`/api/lawyer/cases/${caseId}/updates`, { updateType: 'Other', updateText: 'Called the registry:\n\tthe \u202Eруфф\u202C file is \u2066ready\u2069' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.updateText).toBe('Called the registry:\n\tthe руфф file is ready');
  });
});
