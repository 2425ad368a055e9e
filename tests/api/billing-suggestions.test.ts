import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { daysAgo, ok, today } from '../support/billing.js';

/**
 * Suggested time entries over HTTP on the seeded firm: minutes Omar records on a hearing and a
 * document he files are offered to him alone; accepted (edited) they become his time entry, once
 * however many accept at the same moment; dismissed they stay dismissed; a cancelled hearing takes
 * its suggestion with it; bad input is refused naming the field, in English and Arabic, and records
 * nothing.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let fatima: Client;
let admin: Client;
let theCase: Rec;
let roll = 700;

const arabic = /[\u0600-\u06FF]/;
const suggestions = async (as: Client) => (await ok('suggestions', as.get('/api/billing/suggestions'))) as Rec[];
const ids = async (as: Client) => (await suggestions(as)).map((s) => s.id);
const omarsTime = async () => (await ok('Omar\'s time', omar.get('/api/billing/time-entries'))) as Rec[];

/** a hearing of Omar's case held `n` days ago, with minutes Omar recorded: the minutes' suggestion id */
async function minutesRecorded(n: number): Promise<{ hearingId: number; id: string }> {
  const h = await ok('a hearing', omar.post(`/api/lawyer/cases/${theCase.id}/hearings`, { hearingDate: daysAgo(n), hearingTime: '10:00 AM', hallName: 'Hall 3', rollNumber: String(roll++), whatIsRequested: 'Hear the parties' }));
  const hearingId = h.id ?? h.hearingId;
  const m = await ok('minutes', omar.put(`/api/hearings/${hearingId}/minutes`, { hearingReport: 'The court heard both parties', hasNextHearing: false }));
  return { hearingId, id: `minutes-${m.id}` };
}

beforeAll(async () => {
  firm = await startSeededFirm();
  ({ admin } = firm);
  omar = firm.omar.client;
  fatima = firm.fatima.client;
  const cases = (await ok('Omar\'s cases', omar.get('/api/lawyer/cases'))) as Rec[];
  theCase = cases.find((c) => !(c.lawyerIds ?? []).includes(firm.fatima.user.id))!;
  expect(theCase, 'a case of Omar\'s, Fatima not on it').toBeDefined();
}, 120_000);

afterAll(async () => {
  await firm?.server.stop();
});

describe('suggested time entries', () => {
  it('minutes recorded on a hearing are suggested to the lawyer who recorded them, and to no one else', async () => {
    const { id } = await minutesRecorded(3);
    const mine = (await suggestions(omar)).find((s) => s.id === id);
    expect(mine).toMatchObject({
      source: 'minutes', userId: firm.omar.user.id, caseId: theCase.id, date: daysAgo(3), activity: 'hearing_attendance', minutes: 60, status: 'open', timeEntryId: null,
      description: expect.stringMatching(/^Attended the hearing of .+ and recorded its minutes$/), descriptionAr: expect.stringMatching(/^حضور الجلسة المنعقدة بتاريخ .+ وتسجيل محضرها$/),
    });
    // the list style of time entries: a period, a field, a sort
    const filtered = (await ok('filtered', omar.get(`/api/billing/suggestions?filter=${encodeURIComponent(JSON.stringify({ from: daysAgo(3), to: daysAgo(3), source: 'minutes' }))}&sort=${encodeURIComponent('["date","ASC"]')}`))) as Rec[];
    expect(filtered.map((s) => s.id)).toContain(id);
    expect(filtered.every((s) => s.date === daysAgo(3) && s.source === 'minutes')).toBe(true);
    expect((await ok('before', omar.get(`/api/billing/suggestions?filter=${encodeURIComponent(JSON.stringify({ to: daysAgo(4) }))}`))).map((s: Rec) => s.id)).not.toContain(id);

    // Fatima and the admin never see it, and cannot act on it
    expect(await ids(fatima)).not.toContain(id);
    expect(await suggestions(admin)).toEqual([]);
    expect((await fatima.post(`/api/billing/suggestions/${id}/accept`, { rate: '500.00' })).status).toBe(404);
    expect((await fatima.post(`/api/billing/suggestions/${id}/dismiss`)).status).toBe(404);
    expect((await admin.post(`/api/billing/suggestions/${id}/accept`, { rate: '500.00' })).status).toBe(403);
    expect(await ids(omar)).toContain(id);
  }, 60_000);

  it('accepted with an edit, it becomes the lawyer\'s time entry as edited, and is no longer suggested', async () => {
    const { id } = await minutesRecorded(4);
    const entry = await ok('accepted', omar.post(`/api/billing/suggestions/${id}/accept`, { minutes: 95, rate: '800.00' }), [201]);
    expect(entry).toMatchObject({
      suggestionId: id, caseId: theCase.id, userId: firm.omar.user.id, date: daysAgo(4), minutes: 95, activity: 'hearing_attendance', billable: true, rate: '800.00', invoiceId: null,
      description: expect.stringMatching(/^Attended the hearing of /),
    });
    const recorded = (await omarsTime()).find((t) => t.id === entry.id);
    expect(recorded).toMatchObject({ minutes: 95, rate: '800.00', date: daysAgo(4), activity: 'hearing_attendance' });
    expect(await ids(omar)).not.toContain(id);

    const again = await omar.post(`/api/billing/suggestions/${id}/accept`, { rate: '800.00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This suggested entry was already accepted');
    expect((await omar.post(`/api/billing/suggestions/${id}/dismiss`)).status).toBe(409);
  }, 60_000);

  it('accepted 10 times at once, it makes exactly one time entry; the other nine are refused', async () => {
    const { id } = await minutesRecorded(5);
    const description = `Hearing attended, accepted at once ${id}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => omar.post(`/api/billing/suggestions/${id}/accept`, { minutes: 45, rate: '600.00', description })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe('This suggested entry was already accepted');
      expect(refused.body.messageAr).toBe('تم قبول هذا السجل المقترح من قبل');
    }
    const made = (await omarsTime()).filter((t) => t.description === description);
    expect(made.map((t) => t.id)).toEqual([answers.find((a) => a.status === 201)!.body.id]);
    expect(await ids(omar)).not.toContain(id);
  }, 60_000);

  it('dismissed, it is gone for good: accepting it afterwards is refused', async () => {
    const { id } = await minutesRecorded(6);
    expect(await ok('dismissed', omar.post(`/api/billing/suggestions/${id}/dismiss`))).toEqual({ id, dismissed: true });
    expect(await ids(omar)).not.toContain(id);
    const accepted = await omar.post(`/api/billing/suggestions/${id}/accept`, { rate: '500.00' });
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toBe('This suggested entry was dismissed');
    expect(accepted.body.messageAr).toBe('تم تجاهل هذا السجل المقترح');
    // dismissing again changes nothing
    expect((await omar.post(`/api/billing/suggestions/${id}/dismiss`)).status).toBe(200);
    expect(await ids(omar)).not.toContain(id);
  }, 60_000);

  it('a cancelled hearing takes its open suggestion with it; one already accepted stays accepted', async () => {
    const open = await minutesRecorded(7);
    const taken = await minutesRecorded(8);
    await ok('accepted', omar.post(`/api/billing/suggestions/${taken.id}/accept`, { rate: '500.00' }), [201]);
    expect(await ids(omar)).toContain(open.id);
    await ok('cancel', omar.delete(`/api/hearings/${open.hearingId}`));
    await ok('cancel', omar.delete(`/api/hearings/${taken.hearingId}`));
    expect(await ids(omar)).not.toContain(open.id);
    expect((await omar.post(`/api/billing/suggestions/${open.id}/accept`, { rate: '500.00' })).status).toBe(404);
    expect((await omar.post(`/api/billing/suggestions/${taken.id}/accept`, { rate: '500.00' })).status).toBe(404);
    expect((await omarsTime()).filter((t) => t.date === daysAgo(8) && t.activity === 'hearing_attendance')).toHaveLength(1);
  }, 60_000);

  it('a document the lawyer files on a case is suggested as drafting on the day it was filed', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'claim.pdf');
    form.append('name', 'Statement of claim');
    form.append('category', 'Pleading');
    const doc = await ok('filed', omar.post(`/api/cases/${theCase.id}/documents`, form), [201]);
    const s = (await suggestions(omar)).find((x) => x.id === `document-${doc.id}`);
    expect(s).toMatchObject({ source: 'document', caseId: theCase.id, date: today(), activity: 'drafting', minutes: 30, description: 'Prepared the document “Statement of claim” and filed it on the case' });
    expect(s!.descriptionAr).toBe('إعداد المستند «Statement of claim» وإيداعه في ملف القضية');
    expect(await ids(fatima)).not.toContain(s!.id);
  }, 60_000);

  it('a meeting the lawyer marks held is suggested as a client meeting on its day; marked otherwise again, it is no longer suggested', async () => {
    const meeting = await ok('a meeting', omar.post(`/api/lawyer/cases/${theCase.id}/appointments`, { type: 'meeting', title: 'Settlement talks', description: 'With the client', date: daysAgo(2), time: '11:00 AM', participant: 'The client' }), [201]);
    const id = `meeting-${meeting.id}`;
    expect(await ids(omar)).not.toContain(id);
    await ok('held', omar.patch(`/api/lawyer/appointments/${meeting.id}`, { status: 'completed' }));
    expect((await suggestions(omar)).find((s) => s.id === id)).toMatchObject({ source: 'meeting', caseId: theCase.id, date: daysAgo(2), activity: 'client_meeting', minutes: 60 });
    expect(await ids(fatima)).not.toContain(id);
    await ok('not held after all', omar.patch(`/api/lawyer/appointments/${meeting.id}`, { status: 'cancelled' }));
    expect(await ids(omar)).not.toContain(id);
    expect((await omar.post(`/api/billing/suggestions/${id}/accept`, { rate: '500.00' })).status).toBe(404);
  }, 60_000);

  it('refuses bad input naming the field, in English and Arabic, and records nothing', async () => {
    const { id } = await minutesRecorded(9);
    const before = (await omarsTime()).length;
    const cases: [Rec, string][] = [
      [{ minutes: 0, rate: '500.00' }, 'minutes'],
      [{ minutes: 1441, rate: '500.00' }, 'minutes'],
      [{ rate: '12.345' }, 'rate'],
      [{}, 'rate'],
      [{ rate: '500.00', activity: 'golf' }, 'activity'],
      [{ rate: '500.00', date: '2026-02-30' }, 'date'],
      [{ rate: '500.00', description: '' }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await omar.post(`/api/billing/suggestions/${id}/accept`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message: expect.any(String), messageAr: expect.stringMatching(arabic) }));
    }
    const ahead = await omar.post(`/api/billing/suggestions/${id}/accept`, { rate: '500.00', date: daysAgo(-2) });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors).toContainEqual(expect.objectContaining({ field: 'date', messageAr: expect.stringMatching(arabic) }));
    expect((await omar.post('/api/billing/suggestions/invoice-3/accept', { rate: '500.00' })).status).toBe(404);

    expect((await omarsTime()).length).toBe(before);
    expect(await ids(omar)).toContain(id);
    // refused, it is still there to accept
    await ok('accepted at last', omar.post(`/api/billing/suggestions/${id}/accept`, { rate: '500.00' }), [201]);
  }, 60_000);
});
