import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { formatDayFor } from '@lawfirm/contracts';
import { login, startServer, type RunningServer } from '../support/server.js';

type Hearing = { id: number; hearingDate: string; hearingTime: string; hallName: string; rollNumber: string; status: string; version: number; whatIsRequested: string; whatIsRequestedAr: string | null; onlineLink: string | null };
/** what the next hearing the minutes of a hearing held `daysAgo` schedule asks for: that hearing's continuation, by its day, in both languages */
const continuing = (daysAgo: number) => (h: Hearing) => h.whatIsRequested === `Continuation of the hearing of ${formatDayFor(plus(-daysAgo), 'en')}` && h.whatIsRequestedAr === `استكمال الجلسة المنعقدة بتاريخ ${formatDayFor(plus(-daysAgo), 'ar')}`;
type Entry = { type: string; summaryEn: string; summaryAr: string };

let server: RunningServer;
let fatima: Awaited<ReturnType<typeof login>>;
let caseId: number;
let reasonId: number;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const hearings = async () => (await fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`)).body as Hearing[];
/** the case's hearings once `check` holds: the minutes' consequences are reactions, a moment after the answer */
const hearingsWhen = (what: string, check: (hs: Hearing[]) => boolean) => eventually(what, hearings, check, 10_000, 50);
const byId = (hs: Hearing[], id: number) => hs.find((h) => h.id === id);

/** A hearing held some days ago (each test its own day), whose minutes the tests record. */
async function heldHearing(roll: string, daysAgo = 7): Promise<number> {
  const res = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(-daysAgo), hearingTime: '10:00 AM', hallName: 'Hall 1', rollNumber: roll, whatIsRequested: 'Hear the parties', onlineLink: '' });
  expect(res.status, res.text).toBe(201);
  return res.body.id ?? res.body.hearingId;
}

const adjourningMinutes = (overrides: Record<string, unknown> = {}) => ({
  hearingTime: '10:00 AM', rollNumber: '10', hallNumber: 'Hall 1', hearingReport: 'The court heard both parties', postponementReasonId: reasonId, rulingType: 'no_ruling',
  hasNextHearing: true, nextHearingDate: plus(20), nextTime: '09:30 AM', nextRollNumber: '11', nextHallNumber: 'Hall 2',
  ...overrides,
});

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const a = await login(server.url, server.adminUsername, server.adminPassword);
  fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
  reasonId = (await fatima.client.get('/api/case-settings/adjournment-reasons')).body[0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('a time must be a time', () => {
  it('refuses 25:99 for a hearing, in both languages, and adds nothing', async () => {
    const before = (await hearings()).length;
    const res = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(5), hearingTime: '25:99', hallName: 'Hall 1', rollNumber: '1', whatIsRequested: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'hearingTime', message: 'Please enter a valid time, such as 09:30 AM or 14:30', messageAr: 'يرجى إدخال وقت صحيح، مثل 14:30' });
    expect((await hearings()).length).toBe(before);
  });

  it('keeps a typed 24-hour time as the lists write it', async () => {
    const res = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(6), hearingTime: '14:05', hallName: 'Hall 9', rollNumber: '905', whatIsRequested: 'x' });
    expect(res.status, res.text).toBe(201);
    expect((await hearings()).find((h) => h.rollNumber === '905')?.hearingTime).toBe('14:05');
  });
});

describe('minutes and the hearings they change', () => {
  it('refuses a preliminary ruling without description and date, a postponement reason without a next hearing, and a wrong next time', async () => {
    const hearingId = await heldHearing('501');
    const preliminary = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, { rulingType: 'preliminary', hasNextHearing: false });
    expect(preliminary.status).toBe(400);
    expect(preliminary.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['preliminaryRulingDate', 'preliminaryRulingDescription']);
    expect(preliminary.body.errors[0].messageAr).toMatch(/الحكم التمهيدي/);
    const noNext = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, adjourningMinutes({ hasNextHearing: false }));
    expect(noNext.status).toBe(400);
    expect(noNext.body.errors).toContainEqual({ field: 'postponementReasonId', message: 'A postponement reason needs a next hearing: add the next hearing or remove the reason', messageAr: expect.stringContaining('سبب التأجيل') });
    const badTime = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, adjourningMinutes({ nextTime: '25:99' }));
    expect(badTime.status).toBe(400);
    expect(badTime.body.errors.map((e: { field: string }) => e.field)).toEqual(['nextTime']);
    // nothing was recorded: the hearing is as it was and no next hearing appeared
    const after = await hearings();
    expect(byId(after, hearingId)?.status).toBe('Scheduled');
    expect(after.some((h) => h.hearingDate === plus(20) && h.hallName === 'Hall 2')).toBe(false);
  });

  it('moves the generated hearing when the minutes are edited, shows their outcome on the hearing, and undoes it all when they are deleted', async () => {
    const hearingId = await heldHearing('502', 8);
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, adjourningMinutes());
    expect(recorded.status, recorded.text).toBe(201);
    const minutesId = recorded.body.id;
    const continuation = (hs: Hearing[]) => hs.find(continuing(8));

    let hs = await hearingsWhen('the next hearing scheduled and the hearing adjourned', (hs) => !!continuation(hs) && byId(hs, hearingId)?.status === 'Adjourned');
    expect(byId(hs, hearingId)?.status).toBe('Adjourned');
    const generated = continuation(hs)!;
    expect(generated).toMatchObject({ hearingDate: plus(20), hearingTime: '09:30', hallName: 'Hall 2', rollNumber: '11' });

    // Hall 2 to Hall 4, a later day, another time and roll: the same hearing moves
    const m = (await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body;
    const edited = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...m, nextHallNumber: 'Hall 4', nextHearingDate: plus(25), nextTime: '11:00 AM', nextRollNumber: '12', version: m.version });
    expect(edited.status, edited.text).toBe(200);
    hs = await hearingsWhen('the next hearing moved to Hall 4', (hs) => byId(hs, generated.id)?.hallName === 'Hall 4');
    expect(byId(hs, generated.id)).toMatchObject({ hearingDate: plus(25), hearingTime: '11:00', hallName: 'Hall 4', rollNumber: '12' });
    expect(hs.filter((h) => continuation([h]))).toHaveLength(1);

    // the same minutes now record a final ruling instead of the adjournment
    const m2 = (await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body;
    const ruled = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...m2, postponementReasonId: null, rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-7), finalDecisionText: 'Claim accepted', version: m2.version });
    expect(ruled.status, ruled.text).toBe(200);
    hs = await hearingsWhen('the hearing ruled', (hs) => byId(hs, hearingId)?.status === 'FinalRuling');
    expect(byId(hs, hearingId)?.status).toBe('FinalRuling');

    // deleting the minutes: the hearing reads as before them, the untouched next hearing is gone
    const removed = await fatima.client.delete(`/api/hearing-minutes/${minutesId}`);
    expect(removed.status, removed.text).toBe(200);
    hs = await hearingsWhen('the next hearing gone and the hearing scheduled again', (hs) => !byId(hs, generated.id) && byId(hs, hearingId)?.status === 'Scheduled');
    expect(byId(hs, generated.id)).toBeUndefined();
    expect(byId(hs, hearingId)?.status).toBe('Scheduled');

    // each step is in the case's History, in both languages
    const history = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as Entry[];
    const types = history.map((e) => e.type);
    for (const t of ['HearingAdjourned', 'HearingRescheduled', 'HearingDetailsRevised', 'HearingOutcomeRecorded', 'HearingMinutesRemoved', 'HearingOutcomeWithdrawn', 'HearingCancelled']) expect(types).toContain(t);
    expect(history.find((e) => e.type === 'HearingOutcomeWithdrawn')).toMatchObject({ summaryEn: 'Minutes deleted: hearing status restored', summaryAr: 'حُذف المحضر: أُعيدت حالة الجلسة' });
  });

  it('removes the untouched generated hearing when the minutes drop their next hearing, and schedules one again when it comes back', async () => {
    const hearingId = await heldHearing('504', 9);
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, adjourningMinutes({ postponementReasonId: null, nextRollNumber: '41' }));
    expect(recorded.status, recorded.text).toBe(201);
    const minutesId = recorded.body.id;
    const continuations = (hs: Hearing[]) => hs.filter(continuing(9));
    const first = continuations(await hearingsWhen('one next hearing of the minutes', (hs) => continuations(hs).length === 1))[0];
    expect(first).toMatchObject({ rollNumber: '41', hallName: 'Hall 2' });

    const m = (await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body;
    const dropped = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...m, hasNextHearing: false, version: m.version });
    expect(dropped.status, dropped.text).toBe(200);
    expect(continuations(await hearingsWhen('the next hearing removed with the minutes\' choice', (hs) => continuations(hs).length === 0))).toEqual([]);

    const m2 = (await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body;
    const back = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...m2, hasNextHearing: true, nextHearingDate: plus(22), nextTime: '10:15 AM', nextRollNumber: '42', nextHallNumber: 'Hall 3', version: m2.version });
    expect(back.status, back.text).toBe(200);
    const again = continuations(await hearingsWhen('a next hearing again', (hs) => continuations(hs).length === 1));
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ hearingDate: plus(22), hearingTime: '10:15', rollNumber: '42', hallName: 'Hall 3' });
    expect(again[0].id).not.toBe(first.id);
    // held, not adjourned: the minutes have no postponement reason
    expect(byId(await hearings(), hearingId)?.status).toBe('Completed');
  });

  it('leaves a generated hearing that a lawyer changed by hand where she put it', async () => {
    const hearingId = await heldHearing('503', 10);
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, adjourningMinutes({ nextRollNumber: '31' }));
    expect(recorded.status, recorded.text).toBe(201);
    const minutesId = recorded.body.id;
    let hs = await hearingsWhen('the next hearing of the minutes', (hs) => hs.some(continuing(10)));
    const generated = hs.find(continuing(10))!;

    const byHand = await fatima.client.put(`/api/hearings/${generated.id}`, { ...generated, hallName: 'Hall 7', version: generated.version });
    expect(byHand.status, byHand.text).toBe(200);
    const m = (await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body;
    const edited = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...m, nextHallNumber: 'Hall 4', nextHearingDate: plus(30), notes: 'moved', version: m.version });
    expect(edited.status, edited.text).toBe(200);
    const removed = await fatima.client.delete(`/api/hearing-minutes/${minutesId}`);
    expect(removed.status, removed.text).toBe(200);

    // the adjournment goes back (the reaction's last step), the hand-edited hearing stays as she left it
    hs = await hearingsWhen('the hearing scheduled again', (hs) => byId(hs, hearingId)?.status === 'Scheduled');
    expect(byId(hs, hearingId)?.status).toBe('Scheduled');
    expect(byId(hs, generated.id)).toMatchObject({ hearingDate: plus(20), hallName: 'Hall 7', rollNumber: '31' });
  });
});
