import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { eventually } from '../support/eventually.js';
import { formatDayFor } from '@lawfirm/contracts';
import { reactionsDoneWith } from '../support/reactions.js';

let server: RunningServer;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
let caseId: number;
let hearingId: number;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);


beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  const cases = (await fatima.client.get('/api/lawyer/cases')).body;
  caseId = cases.find((c: { status: string }) => c.status === 'active').id;
  hearingId = (await fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`)).body[0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('minutes of hearings', () => {
  let minutesId: number;
  it('records minutes with a next hearing, a postponement reason and a confirmed final ruling, with their consequences', async () => {
    const reason = (await fatima.client.get('/api/case-settings/adjournment-reasons')).body[0];
    const form = new FormData();
    const fields = {
      hearingTime: '10:00 AM', rollNumber: '55', hallNumber: '3', attendedLawyerId: String(fatima.user.id), pleadingLawyerId: String(fatima.user.id),
      hearingReport: 'The court heard both parties', sessionNotes: 'Expert appointed', postponementReasonId: String(reason.id),
      rulingType: 'final', finalDecision: 'true', finalDecisionDate: plus(-12), finalDecisionText: 'The claim is accepted',
      hasNextHearing: 'true', nextHearingDate: plus(20), nextTime: '11:15 AM', nextRollNumber: '56', nextHallNumber: '4',
    };
    // a final ruling is not dated after today: refused on its field, in both languages
    const future = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, { ...fields, finalDecisionDate: plus(3) });
    expect(future.status).toBe(400);
    expect(future.body.errors).toContainEqual({ field: 'finalDecisionDate', message: 'This date cannot be in the future', messageAr: 'لا يمكن أن يكون هذا التاريخ في المستقبل' });
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, form);
    expect(res.status, res.text).toBe(201);
    minutesId = res.body.id;
    expect(res.body).toMatchObject({ rulingType: 'final', finalDecision: true, attendedLawyer: 'Fatima Al Zaabi' });

    // the consequences are reactions, one command after the other: wait for the last of them
    const hearings = await eventually(
      'the next hearing scheduled and the hearing adjourned',
      () => fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`),
      (r) => r.body.some((h: { hearingDate: string }) => h.hearingDate === plus(20)) && r.body.some((h: { id: number; status: string }) => h.id === hearingId && h.status === 'Adjourned'),
    );
    const hearingDay = hearings.body.find((h: { id: number }) => h.id === hearingId).hearingDate;
    expect(hearings.body.find((h: { hearingDate: string }) => h.hearingDate === plus(20))).toMatchObject({
      hearingTime: '11:15', hallName: '4', rollNumber: '56',
      // what the portal writes, in both languages (each reader is shown theirs), naming the hearing by its day, not the minutes by their number
      whatIsRequested: `Continuation of the hearing of ${formatDayFor(hearingDay, 'en')}`,
      whatIsRequestedAr: `استكمال الجلسة المنعقدة بتاريخ ${formatDayFor(hearingDay, 'ar')}`,
    });
    expect(hearings.body.find((h: { id: number }) => h.id === hearingId).status).toBe('Adjourned');
    const calendar = (await fatima.client.get('/api/lawyer/calendar')).body;
    expect(calendar.allHearings.some((h: { hearingDate: string; caseId: number }) => h.hearingDate === plus(20) && h.caseId === caseId)).toBe(true);
    // the calendar's hearing names its minutes (the next one has none yet); another lawyer sees the office's hearing, not its minutes
    const day = hearings.body.find((h: { id: number }) => h.id === hearingId).hearingDate.slice(0, 10);
    const feedOf = async (who: typeof fatima) => (await who.client.get(`/api/lawyer/calendar?from=${day}&to=${plus(20)}`)).body.allHearings as { id: number; hearingDate: string; isMine: boolean; minutesId: number | null }[];
    const mine = await feedOf(fatima);
    expect(mine.find((h) => h.id === hearingId)).toMatchObject({ isMine: true, minutesId });
    expect(mine.find((h) => h.hearingDate === plus(20) && h.id !== hearingId)).toMatchObject({ minutesId: null });
    expect((await omar.client.get('/api/lawyer/cases')).body.map((c: { id: number }) => c.id)).not.toContain(caseId);
    expect((await feedOf(omar)).find((h) => h.id === hearingId)).toMatchObject({ isMine: false, minutesId: null });
    const rulings = (await eventually('the final ruling among Fatima\'s rulings', () => fatima.client.get('/api/lawyer/final-rulings'), (r) => r.body.length > 0)).body;
    expect(rulings.find((r: { caseId: number }) => r.caseId === caseId)).toMatchObject({ daysAgo: 12, remainingDays: 18, status: 'mid', rulingText: 'The claim is accepted' });

    // the ruled case and the adjourned hearing can still be edited with the version just read
    const c = (await fatima.client.get(`/api/lawyer/cases/${caseId}`)).body;
    const caseEdit = await fatima.client.put(`/api/cases/${caseId}`, { titleEn: c.titleEn, titleAr: c.titleAr, status: 'closed', priority: c.priority, version: c.version });
    expect(caseEdit.status, caseEdit.text).toBe(200);
    const adjourned = hearings.body.find((h: { id: number }) => h.id === hearingId);
    const moved = await fatima.client.put(`/api/hearings/${hearingId}`, { ...adjourned, hearingDate: plus(-1), version: adjourned.version });
    expect(moved.status, moved.text).toBe(200);
  });

  it('moves the scheduled hearing when the minutes move it, and never schedules it twice', async () => {
    const m = (await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body;
    const revised = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...m, nextHearingDate: plus(27), notes: 'moved', version: m.version });
    expect(revised.status, revised.text).toBe(200);
    await eventually('the next hearing moved to the new day', () => fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`), (r) => r.body.some((h: { hearingDate: string }) => h.hearingDate === plus(27)));
    // once the reactions have passed the revision, with every effect done: one next hearing, not two
    const { head } = await reactionsDoneWith(fatima.client, Number(revised.headers.get('x-event-position')));
    const hearings = await fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`, head);
    expect(hearings.body.filter((h: { hearingDate: string }) => h.hearingDate === plus(20) || h.hearingDate === plus(27))).toHaveLength(1);
  });

  it('attaches documents through a signed, single-use upload URL', async () => {
    const { uploadURL } = (await fatima.client.post('/api/objects/upload')).body;
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const put = await fetch(server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${fatima.token}`, 'content-type': 'application/pdf', 'x-file-name': 'judgment.pdf' }, body: pdf });
    expect(put.status).toBe(200);
    const again = await fetch(server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${fatima.token}`, 'content-type': 'application/pdf' }, body: pdf });
    expect(again.status).toBe(409);
    const forged = await fetch(server.url + uploadURL.replace(/sig=.*/, 'sig=AAAA'), { method: 'PUT', headers: { authorization: `Bearer ${fatima.token}` }, body: pdf });
    expect(forged.status).toBe(403);
    const stolen = await fetch(server.url + uploadURL, { method: 'PUT', headers: { authorization: `Bearer ${omar.token}` }, body: pdf });
    expect(stolen.status).toBe(403);
    const category = (await fatima.client.get('/api/admin/document-categories?status=active')).body[0];
    const attach = await fatima.client.post(`/api/hearing-minutes/${minutesId}/documents`, { documents: [{ uploadURL, fileName: 'judgment.pdf', originalName: 'judgment.pdf', fileSize: pdf.length, mimeType: 'application/pdf', categoryId: category.id }] });
    expect(attach.status, attach.text).toBe(201);
    expect((await fatima.client.post(`/api/hearing-minutes/${minutesId}/documents`, { documents: [{ uploadURL }] })).status).toBe(409);
    const docs = (await fatima.client.get(`/api/hearing-minutes/${minutesId}/documents`)).body;
    expect(docs[0]).toMatchObject({ originalName: 'judgment.pdf', categoryEn: category.categoryEn, fileSize: pdf.length });
    const file = await fetch(server.url + docs[0].filePath, { headers: { authorization: `Bearer ${fatima.token}` } });
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fatima.client.get(`/api/hearings/${hearingId}/minutes-history`)).body[0]).toMatchObject({ id: minutesId, documentCount: 1, postponementReasonEn: expect.any(String) });
    expect((await fatima.client.get(`/api/hearings/${hearingId}/details`)).body.hearing.case.id).toBe(caseId);
  });

  it('deletes minutes', async () => {
    expect((await omar.client.delete(`/api/hearing-minutes/${minutesId}`)).status).toBe(403);
    expect((await fatima.client.delete(`/api/hearing-minutes/${minutesId}`)).status).toBe(200);
    expect((await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).status).toBe(404);
  });
});

describe('the lawyer’s day', () => {
  it('lists my tasks and lets me update one', async () => {
    const tasks = (await fatima.client.get('/api/lawyer/my-tasks')).body;
    expect(tasks.length).toBeGreaterThan(0);
    const res = await fatima.client.patch(`/api/lawyer/tasks/${tasks[0].id}`, { status: 'in_progress', notes: 'Started drafting' });
    expect(res.status, res.text).toBe(200);
    expect((await fatima.client.get('/api/lawyer/my-tasks')).body[0]).toMatchObject({ status: 'in_progress', notes: 'Started drafting' });
    expect((await fatima.client.patch(`/api/lawyer/tasks/${tasks[0].id}`, { status: 'done' })).status).toBe(400);
  });

  it('gives dashboard stats, today’s cases and the calendar feed', async () => {
    const stats = (await fatima.client.get('/api/lawyer/dashboard-stats')).body;
    expect(stats.totalCases).toBe((await fatima.client.get('/api/lawyer/cases')).body.length);
    expect(stats).toHaveProperty('finalRulingsThisMonth');
    await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: today(), hearingTime: '08:00 AM', hallName: '1', rollNumber: '9', whatIsRequested: 'Hand in the memorandum' });
    const todays = (await fatima.client.get('/api/lawyer/today-cases')).body;
    expect(todays.find((t: { id: number }) => t.id === caseId)).toMatchObject({ nextAction: 'Hand in the memorandum', hearingTime: '08:00' });
    const calendar = (await fatima.client.get('/api/lawyer/calendar')).body;
    expect(Object.keys(calendar).sort()).toEqual(['allHearings', 'myMeetings', 'myTasks']);
    expect(calendar.allHearings.filter((h: { isMine: boolean }) => h.isMine).length).toBeGreaterThan(0);
  });
});
