import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { queryRoutes } from '../support/routeTable.js';
import { readAfterWrites } from '../support/server.js';

/**
 * What every answer says about itself: a signed-in caller's answers are not cached
 * (`Cache-Control: no-store`); an answer given from read models that had not caught up with the
 * caller's last write in time says so (`X-Read-Stale: true`), a POST that reads them too; a file's
 * download name carries the extension of the type its bytes are.
 */
let firm: SeededFirm;
let caseId: number;

beforeAll(async () => {
  firm = await startSeededFirm();
  caseId = ((await firm.admin.get('/api/lawyer/cases')).body as { id: number }[])[0].id;
}, 180_000);
afterAll(async () => {
  await firm?.server.stop();
});

describe('Cache-Control on authenticated answers', () => {
  it('given every GET of the route table without parameters, when a signed-in caller is answered JSON, then it is no-store', async () => {
    const plain = queryRoutes().filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes(':') && !r.path.startsWith('/api/reports'));
    const json = [];
    for (const r of plain) {
      const res = await firm.admin.get(r.path);
      if (!String(res.headers.get('content-type')).startsWith('application/json')) continue;
      json.push(r.path);
      expect(res.headers.get('cache-control'), r.path).toMatch(/no-store/);
    }
    expect(json.length).toBeGreaterThan(40);
  });

  it('given a command, a refusal and an unknown route, then their answers are no-store too; an anonymous public read is not', async () => {
    const created = await firm.admin.post('/api/regions', { nameEn: 'Cached', nameAr: 'مخزنة', code: 'CCH' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const refused = await firm.admin.post('/api/regions', {});
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await firm.admin.get('/api/no-such-route')).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${firm.server.url}/api/settings`)).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('X-Read-Stale', () => {
  // a position the log has not reached: the wait (5 s) runs out
  const ahead = { 'X-Min-Position': '999999999' };

  it('given the read models behind the position asked, when a GET or the conflict check (a POST) is answered after the wait, then it says X-Read-Stale', async () => {
    const [get, check] = await Promise.all([firm.admin.get('/api/regions', ahead), firm.admin.post('/api/conflicts/check', { record: 'case', names: ['Khalid Al Hammadi'] }, ahead)]);
    expect(get.status).toBe(200);
    expect(get.headers.get('x-read-stale')).toBe('true');
    expect(check.status).toBe(200);
    expect(check.headers.get('x-read-stale')).toBe('true');
  }, 20_000);

  it('given the read models caught up, then neither says it', async () => {
    const [get, check] = await Promise.all([firm.admin.get('/api/regions', { 'X-Min-Position': '1' }), firm.admin.post('/api/conflicts/check', { record: 'case', names: ['Khalid Al Hammadi'] }, { 'X-Min-Position': '1' })]);
    expect(get.headers.get('x-read-stale')).toBeNull();
    expect(check.headers.get('x-read-stale')).toBeNull();
  });
});

describe("an upload's download name", () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = async (filename: string) => {
    const form = new FormData();
    form.append('name', 'Exhibit');
    form.append('category', 'Evidence');
    form.append('file', new Blob([pdf], { type: 'text/html' }), filename);
    const res = await firm.admin.post(`/api/cases/${caseId}/documents`, form);
    expect(res.status, res.text).toBe(201);
    const download = await fetch(`${firm.server.url}/api/lawyer/case-documents/${res.body.id}/download`, { headers: { authorization: `Bearer ${firm.adminToken}`, ...readAfterWrites(firm.server.url) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    return { answered: res.body.fileName as string, disposition: decodeURIComponent(String(download.headers.get('content-disposition'))) };
  };

  it('given PDF bytes named x.html, then it is stored and downloaded as x.pdf', async () => {
    const { answered, disposition } = await upload('x.html');
    expect(answered).toBe('x.pdf');
    expect(disposition).toBe("attachment; filename*=UTF-8''x.pdf");
  });

  it('given PDF bytes named with a right-to-left override to read as an image (\\u202Egpj.exe), then the override is gone and the extension is pdf', async () => {
    const { answered, disposition } = await upload('\u202Egpj.exe');
    expect(answered).toBe('gpj.pdf');
    expect(disposition).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(disposition).toBe("attachment; filename*=UTF-8''gpj.pdf");
  });
});

describe("a client's correlation id", () => {
  it("given X-Correlation-Id on a command, then the log keeps it as the client's, beside the server's own correlation id", async () => {
    const created = await firm.admin.post('/api/regions', { nameEn: 'Correlated', nameAr: 'مترابطة', code: 'COR' }, { 'X-Correlation-Id': 'forged-by-client' });
    expect(created.status).toBe(201);
    const story = (await firm.admin.get(`/api/audit/streams/region-${created.body.id}`)).body as { correlationId: string; causationId: string; clientCorrelationId: string | null }[];
    expect(story).toHaveLength(1);
    expect(story[0].clientCorrelationId).toBe('forged-by-client');
    expect(story[0].correlationId).not.toBe('forged-by-client');
    expect(story[0].correlationId).toMatch(/^[0-9a-f-]{36}$/);
    // the server's id is what the audit log is searched by: the client's names nothing there
    const filter = encodeURIComponent(JSON.stringify({ correlationId: 'forged-by-client' }));
    expect((await firm.admin.get(`/api/audit/events?filter=${filter}`)).body).toEqual([]);
    // without one, none is recorded
    const plain = await firm.admin.post('/api/regions', { nameEn: 'Plain', nameAr: 'عادية', code: 'PLN' });
    expect(((await firm.admin.get(`/api/audit/streams/region-${plain.body.id}`)).body as { clientCorrelationId: string | null }[])[0].clientCorrelationId).toBeNull();
  });
});
