import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { login, notePosition, readAfterWrites, startServer, type RunningServer } from '../support/server.js';

/** Every upload of the portal: too big, wrong type by content, path tricks, SVG with script. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);
const svgWithScript = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><circle r="4"/></svg>');

let server: RunningServer;
let admin: Awaited<ReturnType<typeof login>>;
let lawyer: Awaited<ReturnType<typeof login>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  admin = await login(server.url, server.adminUsername, server.adminPassword);
  lawyer = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  ids.case = (await lawyer.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
  ids.hearing = (await lawyer.client.get(`/api/lawyer/cases/${ids.case}/hearings`)).body[0].id;
  ids.file = (await lawyer.client.get('/api/lawyer/files')).body[0].id;
});
afterAll(async () => {
  await server?.stop();
});

type Target = { name: string; who: 'admin' | 'lawyer'; method: 'POST' | 'PUT'; path: () => string; field: string; max: number; good: Buffer; fields?: Record<string, string> };
const MB = 1024 * 1024;
const targets: Target[] = [
  { name: 'firm logo', who: 'admin', method: 'POST', path: () => '/api/admin/law-firm-settings', field: 'logo', max: 2 * MB, good: png, fields: { nameEn: 'Firm', nameAr: 'مكتب', phone: '+971 4 000 0001', email: 'a@b.ae', addressEn: 'x', addressAr: 'س' } },
  { name: 'initiation agreement', who: 'admin', method: 'POST', path: () => '/api/clients', field: 'agreementFile', max: 10 * MB, good: pdf, fields: { clientId: `CLI-${Date.now() % 1e6}`, fullNameEn: 'Upload Test', fullNameAr: 'اختبار', phone: '+971 4 000 0001' } },
  { name: 'news image', who: 'admin', method: 'POST', path: () => '/api/news', field: 'image', max: 5 * MB, good: png, fields: { titleEn: 't', titleAr: 'ع', contentEn: 'c', contentAr: 'م', authorId: '1' } },
  { name: 'hearing documents', who: 'lawyer', method: 'POST', path: () => `/api/hearings/${ids.hearing}/documents`, field: 'documents', max: 25 * MB, good: pdf },
  { name: 'minutes file', who: 'lawyer', method: 'POST', path: () => `/api/hearings/${ids.hearing}/minutes-file`, field: 'minutesFile', max: 25 * MB, good: pdf },
  { name: 'case document', who: 'lawyer', method: 'POST', path: () => `/api/cases/${ids.case}/documents`, field: 'file', max: 25 * MB, good: pdf, fields: { name: 'Evidence', category: 'Evidence' } },
  { name: 'file attachment', who: 'lawyer', method: 'POST', path: () => `/api/lawyer/files/${ids.file}/documents`, field: 'file', max: 25 * MB, good: pdf, fields: { category: 'evidence' } },
];

async function send(t: Target, bytes: Buffer, filename: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(t.fields ?? {})) form.append(k, v);
  form.append(t.field, new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(server.url + t.path(), { method: t.method, headers: { authorization: `Bearer ${(t.who === 'admin' ? admin : lawyer).token}` }, body: form });
  notePosition(server.url, res.headers);
  return { status: res.status, body: (await res.json()) as { message?: string; messageAr?: string; errors?: { field: string }[] } };
}

describe('uploads', () => {
  for (const t of targets)
    it(`${t.name}: refuses oversize and wrong content with a bilingual 400, accepts the right file`, async () => {
      const big = await send(t, Buffer.concat([t.good, Buffer.alloc(t.max + 1)]), 'big.pdf');
      expect(big.status).toBe(400);
      expect(big.body.messageAr).toBeTruthy();
      const wrong = await send(t, exe, t.good === png ? 'innocent.png' : 'innocent.pdf');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors?.[0]?.field).toBe(t.field);
      const ok = await send(t, t.good, '../../../etc/passwd\u202Efdp.pdf');
      expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
    });

  it('keeps stored names free of directories and direction tricks, and Arabic names intact', async () => {
    await send(targets[6], pdf, 'عقد الإيجار.pdf');
    const docs = (await lawyer.client.get(`/api/lawyer/files/${ids.file}/documents`)).body as { fileName: string }[];
    const tricky = docs.find((d) => d.fileName.includes('passwd'));
    expect(tricky?.fileName).toBe('passwdfdp.pdf');
    expect(docs.map((d) => d.fileName)).toContain('عقد الإيجار.pdf');
  });

  it('serves an SVG logo with script so that it cannot run: sandboxed, not sniffed', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(targets[0].fields!)) form.append(k, v);
    form.append('logo', new Blob([new Uint8Array(svgWithScript)], { type: 'image/svg+xml' }), 'logo.svg');
    const saved = await fetch(`${server.url}/api/admin/law-firm-settings`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(saved.status).toBe(200);
    notePosition(server.url, saved.headers);
    const { logoPath } = (await (await fetch(`${server.url}/api/settings`, { headers: readAfterWrites(server.url) })).json()) as { logoPath: string };
    const logo = await fetch(server.url + logoPath);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an upload URL that is expired, forged, reused or someone else’s', async () => {
    const { uploadURL } = (await lawyer.client.post('/api/objects/upload')).body as { uploadURL: string };
    const put = (url: string, token = lawyer.token, body: Buffer = pdf) => fetch(server.url + url, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: new Uint8Array(body) });
    expect((await put(uploadURL.replace(/exp=\d+/, 'exp=1000'))).status).toBe(403);
    expect((await put(uploadURL, admin.token)).status).toBe(403);
    expect((await put(uploadURL, lawyer.token, Buffer.alloc(25 * MB + 10))).status).toBe(413);
    expect((await put(uploadURL, lawyer.token, exe)).status).toBe(400);
    expect((await put(uploadURL)).status).toBe(200);
    expect((await put(uploadURL)).status).toBe(409);
  });
});
