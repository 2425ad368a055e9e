import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { login, startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
let caseId: number;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const upload = (field: string, ...names: string[]) => {
  const form = new FormData();
  for (const name of names) form.append(field, new Blob([pdf], { type: 'application/pdf' }), name);
  return form;
};
type Row = { key: string; kind: string; name: string; fileName: string; hearingId: number | null; hearingDate: string | null; minutesId: number | null; url: string; path: string };
const documents = async (): Promise<Row[]> => (await fatima.client.get(`/api/lawyer/cases/${caseId}/all-documents`)).body;

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
});
afterAll(async () => {
  await server?.stop();
});

describe('documents of a case in one place', () => {
  let hearingId: number;
  let minutesId: number;

  it("lists the case's own documents, its hearings' documents and minutes file, and its minutes' documents, each with where it came from", async () => {
    const own = upload('file', 'claim.pdf');
    own.append('name', 'Statement of claim');
    own.append('category', 'Pleading');
    expect((await fatima.client.post(`/api/cases/${caseId}/documents`, own)).status).toBe(201);
    const h = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(-1), hearingTime: '10:30 AM', hallName: 'Hall 4', rollNumber: '17', whatIsRequested: 'Expert report' });
    expect(h.status, h.text).toBe(201);
    hearingId = h.body.id;
    expect((await fatima.client.post(`/api/hearings/${hearingId}/documents`, upload('documents', 'memo.pdf', 'exhibit.pdf'))).status).toBe(201);
    expect((await fatima.client.post(`/api/hearings/${hearingId}/minutes-file`, upload('minutesFile', 'minutes.pdf'))).status).toBe(201);
    const m = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, { hearingReport: 'Both parties heard', rulingType: 'no_ruling', hasNextHearing: false });
    expect(m.status, m.text).toBe(201);
    minutesId = m.body.id;
    const { uploadURL } = (await fatima.client.post('/api/objects/upload')).body;
    await fetch(server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${fatima.token}`, 'content-type': 'application/pdf', 'x-file-name': 'judgment.pdf' }, body: pdf });
    expect((await fatima.client.post(`/api/hearing-minutes/${minutesId}/documents`, { documents: [{ uploadURL, originalName: 'judgment.pdf' }] })).status).toBe(201);

    const rows = await documents();
    const mine = (kind: string) => rows.filter((r) => r.kind === kind && (r.hearingId === hearingId || kind === 'case'));
    expect(mine('case').map((r) => r.name)).toContain('Statement of claim');
    expect(mine('hearing').map((r) => r.name).sort()).toEqual(['exhibit.pdf', 'memo.pdf']);
    expect(mine('minutesFile')).toEqual([expect.objectContaining({ name: 'minutes.pdf', hearingDate: plus(-1) })]);
    expect(mine('minutes')).toEqual([expect.objectContaining({ name: 'judgment.pdf', minutesId, hearingDate: plus(-1) })]);
    // each opens from the list
    for (const r of [...mine('hearing'), ...mine('minutesFile'), ...mine('minutes')]) {
      const res = await fetch(server.url + r.url, { headers: { authorization: `Bearer ${fatima.token}` } });
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf), r.key).toBe(true);
    }
    // the case's tab count counts them all
    expect((await fatima.client.get(`/api/lawyer/cases/${caseId}`)).body.counts.documents).toBe(rows.length);
  });

  it('renames and deletes each kind, refuses a blank name in both languages, and keeps both in the History', async () => {
    const rows = await documents();
    const memo = rows.find((r) => r.kind === 'hearing' && r.name === 'memo.pdf')!;
    const blank = await fatima.client.patch(memo.path, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Document name is required', messageAr: 'اسم المستند مطلوب' });
    // not on another lawyer's case
    expect((await omar.client.patch(memo.path, { name: 'Mine now' })).status).toBe(403);

    for (const kind of ['case', 'hearing', 'minutesFile', 'minutes']) {
      const row = rows.find((r) => r.kind === kind && (kind === 'case' ? r.name === 'Statement of claim' : r.hearingId === hearingId))!;
      const renamed = await fatima.client.patch(row.path, { name: `Renamed ${kind}` });
      expect(renamed.status, `${kind}: ${renamed.text}`).toBe(200);
    }
    let now = await documents();
    expect(now.filter((r) => r.name.startsWith('Renamed ')).map((r) => r.kind).sort()).toEqual(['case', 'hearing', 'minutes', 'minutesFile']);
    // the hearing's own list and the minutes' list say the new names too
    const hearing = (await fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`)).body.find((x: { id: number }) => x.id === hearingId);
    expect(hearing.minutesFileName).toBe('Renamed minutesFile');
    expect((await fatima.client.get(`/api/hearing-minutes/${minutesId}/documents`)).body[0].originalName).toBe('Renamed minutes');

    for (const row of now.filter((r) => r.name.startsWith('Renamed '))) expect((await fatima.client.delete(row.path)).status, row.key).toBe(200);
    now = await documents();
    expect(now.filter((r) => r.name.startsWith('Renamed '))).toEqual([]);
    expect(now.filter((r) => r.hearingId === hearingId).map((r) => r.name)).toEqual(['exhibit.pdf']);
    // deleted twice: gone, said in both languages
    const again = await fatima.client.delete(memo.path);
    expect(again.status).toBe(404);
    expect(again.body.messageAr).toBeTruthy();
    expect(again.body.message).toContain('document was not found');

    const history = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as { type: string; summaryEn: string; summaryAr: string; changes: { field: string; before: unknown; after: unknown }[] }[];
    const types = history.map((e) => e.type);
    for (const t of ['CaseDocumentFiled', 'CaseDocumentRenamed', 'CaseDocumentRemoved', 'HearingDocumentsFiled', 'HearingDocumentRenamed', 'HearingDocumentRemoved', 'MinutesDocumentAttached', 'MinutesDocumentRenamed', 'MinutesDocumentRemoved'])
      expect(types, t).toContain(t);
    const removed = history.find((e) => e.type === 'HearingDocumentRemoved' && e.changes.some((c) => c.before === 'Renamed hearing'))!;
    expect(removed).toMatchObject({ summaryEn: 'Hearing document deleted', summaryAr: 'تم حذف مستند الجلسة', commandEn: 'Delete document', commandAr: 'حذف مستند' });
    const renamed = history.find((e) => e.type === 'MinutesDocumentRenamed')!;
    expect(renamed).toMatchObject({ summaryAr: 'تمت إعادة تسمية مستند المحضر', commandEn: 'Rename document', commandAr: 'إعادة تسمية مستند' });
    expect(renamed.changes).toContainEqual(expect.objectContaining({ field: 'name', after: 'Renamed minutes' }));
    expect(renamed.changes).toContainEqual(expect.objectContaining({ field: 'previousName', labelAr: 'الاسم السابق', after: 'judgment.pdf' }));
  });

  it('renames and deletes a client file attachment', async () => {
    const file = (await fatima.client.get('/api/lawyer/files')).body[0];
    const added = upload('file', 'contract.pdf');
    added.append('category', 'contract');
    expect((await fatima.client.post(`/api/lawyer/files/${file.id}/documents`, added)).status).toBe(201);
    const attachments = async () => (await fatima.client.get(`/api/lawyer/files/${file.id}/documents`)).body as { id: string; fileName: string }[];
    const a = (await attachments()).find((x) => x.fileName === 'contract.pdf')!;
    expect((await fatima.client.patch(`/api/lawyer/files/${file.id}/documents/${a.id}`, { name: 'Supply contract.pdf' })).status).toBe(200);
    expect((await attachments()).find((x) => x.id === a.id)?.fileName).toBe('Supply contract.pdf');
    expect((await fatima.client.delete(`/api/lawyer/files/${file.id}/documents/${a.id}`)).status).toBe(200);
    expect((await attachments()).find((x) => x.id === a.id)).toBeUndefined();
    const history = (await fatima.client.get(`/api/audit/streams/file-${file.id}`)).body as { type: string }[];
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['FileAttachmentAdded', 'FileAttachmentRenamed', 'FileAttachmentRemoved']));
  });
});
