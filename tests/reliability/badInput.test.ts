import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { untilQuiet } from '../support/settle.js';
import { api, login, requestsHead, startServer, type RunningServer } from '../support/server.js';
import { concrete, specEndpoints } from './endpoints.js';

/**
 * Generated invalid bodies against every command endpoint, as the super admin (so no permission
 * hides a crash): always a 4xx with English and Arabic text, never a 5xx, and no event appended.
 */
function deep(n: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

const payloads: [string, string][] = [
  ['empty object', '{}'],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['null', 'null'],
  ['malformed JSON', '{"nameEn": "x", '],
  ['wrong types everywhere', JSON.stringify({ nameEn: 42, nameAr: [], code: {}, titleEn: false, clientId: 'abc', regionId: -5, status: 12, date: 'not a date', documents: 'x', permissions: 'all', isActive: 'maybe' })],
  ['huge strings', JSON.stringify({ nameEn: 'x'.repeat(300_000), nameAr: 'س'.repeat(300_000), titleEn: 'y'.repeat(300_000), subject: 'z'.repeat(300_000) })],
  ['deep JSON', JSON.stringify(deep(2000))],
  ['unicode tricks', JSON.stringify({ nameEn: '\u202Egnp.exe', nameAr: '\u200B\u200B', code: '\uD800', titleEn: '\u0000', subject: '\uFEFF', username: 'admin\u0000' })],
  ['prototype pollution', '{"__proto__": {"isSuperAdmin": true}, "constructor": {"prototype": {"x": 1}}}'],
];

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const admin = await login(server.url, server.adminUsername, server.adminPassword);
  token = admin.token;
  // what the seed sets off (deadlines of its rulings, their automated tasks) is in before anything is measured
  await untilQuiet(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** the newest event a request appended (the portal's own sweeps and reactions left out) */
const head = () => requestsHead(api(server.url, token));

describe('bad input', () => {
  it('answers every generated invalid payload with a bilingual 4xx and appends nothing', async () => {
    const commands = specEndpoints().filter((e) => e.method !== 'GET' && e.line !== 'POST /api/objects/upload');
    const failures: string[] = [];
    let calls = 0;
    const before = await head();
    for (const { method, path, line } of commands)
      for (const [name, body] of payloads) {
        // creates hit the real path; updates and deletes a record that does not exist
        const res = await fetch(server.url + concrete(path), { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
        calls++;
        const text = await res.text();
        let parsed: { message?: string; messageAr?: string } = {};
        try {
          parsed = JSON.parse(text);
        } catch {
          /* reported below */
        }
        if (res.status < 400 || res.status >= 500) failures.push(`${line} with ${name}: ${res.status} ${text.slice(0, 120)}`);
        else if (!parsed.message || !parsed.messageAr) failures.push(`${line} with ${name}: no bilingual message (${text.slice(0, 80)})`);
      }
    const after = await head();
    console.log(`[bad input] ${commands.length} command endpoints x ${payloads.length} payloads = ${calls} calls, ${failures.length} failures, events appended ${after - before}`);
    expect(failures).toEqual([]);
    expect(after).toBe(before);
  });
});
