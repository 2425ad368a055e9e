import { describe, expect, it } from 'vitest';
import { billingFirmForSuite, daysAgo, ok, type BillingFirm } from '../support/billing.js';

/**
 * The firm's list of activities over HTTP on the seeded firm: the standard ones, and one an
 * administrator adds in both languages; a lawyer records time under it; renamed, the entries keep
 * naming it; retired, it is refused for new time (and a suggestion accepted under it) but kept by
 * the entries that name it; restored, offered again; never deleted; names unique per language,
 * against the standard ones too; bad input and no permission refused, in English and Arabic.
 */
type Rec = Record<string, any>;
let f: BillingFirm;
billingFirmForSuite((firm) => {
  f = firm;
});

const arabic = /[\u0600-\u06FF]/;
const path = '/api/case-settings/time-activities';
const entry = (activity: string, over: Rec = {}) => ({ caseId: f.theCase.id, date: daysAgo(2), minutes: 45, activity, description: 'Mediation with the other side', billable: true, rate: '500.00', ...over });
/** a 400 or 409 naming `field` in both languages, with what it says */
const refusedOn = (res: { status: number; body: any; text: string }, status: number, field: string) => {
  expect(res.status, res.text).toBe(status);
  const e = (res.body.errors as Rec[]).find((x) => x.field === field);
  expect(e, `an error on ${field}: ${res.text}`).toBeDefined();
  expect(e!.message).toBeTruthy();
  expect(e!.messageAr).toMatch(arabic);
  return e!;
};
let roll = 900;

describe("the firm's activities", () => {
  let activity: Rec;
  let key: string;
  let entryId: number;

  it('an administrator adds an activity in both languages; a lawyer records time under it and reads it back by its key', async () => {
    activity = await ok('an activity', f.admin.post(path, { nameEn: 'Mediation session', nameAr: 'جلسة وساطة' }), [201]);
    expect(activity).toMatchObject({ nameEn: 'Mediation session', nameAr: 'جلسة وساطة', isActive: true });
    key = `activity-${activity.id}`;
    // every signed-in member reads the list (the time entry dialog offers it)
    expect(((await ok('the list', f.omar.get(path))) as Rec[]).map((a) => a.id)).toContain(activity.id);
    const e = await ok('time under it', f.omar.post('/api/billing/time-entries', entry(key)), [201]);
    expect(e.activity).toBe(key);
    entryId = e.id;
    const mine = (await ok('his time', f.omar.get('/api/billing/time-entries'))) as Rec[];
    expect(mine.find((x) => x.id === entryId)).toMatchObject({ activity: key });
    // the standard ones are offered as they always were
    expect((await f.omar.post('/api/billing/time-entries', entry('travel'))).status).toBe(201);
  });

  it("names are required in both languages and unique per language, among the firm's and against the standard ones", async () => {
    refusedOn(await f.admin.post(path, { nameEn: 'Arbitration' }), 400, 'nameAr');
    refusedOn(await f.admin.post(path, { nameAr: 'تحكيم' }), 400, 'nameEn');
    refusedOn(await f.admin.post(path, { nameEn: ' mediation SESSION ', nameAr: 'تحكيم' }), 409, 'nameEn');
    refusedOn(await f.admin.post(path, { nameEn: 'Arbitration', nameAr: 'جلسة وساطة' }), 409, 'nameAr');
    refusedOn(await f.admin.post(path, { nameEn: 'Drafting', nameAr: 'تحكيم' }), 409, 'nameEn');
    refusedOn(await f.admin.post(path, { nameEn: 'Arbitration', nameAr: 'صياغة' }), 409, 'nameAr');
    expect(((await ok('the list', f.admin.get(path))) as Rec[]).filter((a) => /Arbitration|Drafting/.test(a.nameEn))).toEqual([]);
  });

  it('renamed, the entries keep naming it by its key and the list gives the new names', async () => {
    const renamed = await ok('renamed', f.admin.put(`${path}/${activity.id}`, { nameEn: 'Mediation', nameAr: 'وساطة', isActive: true }));
    expect(renamed).toMatchObject({ id: activity.id, nameEn: 'Mediation', nameAr: 'وساطة' });
    expect(await ok('read back', f.omar.get(`${path}/${activity.id}`))).toMatchObject({ nameEn: 'Mediation', nameAr: 'وساطة', isActive: true });
    const mine = (await ok('his time', f.omar.get('/api/billing/time-entries'))) as Rec[];
    expect(mine.find((x) => x.id === entryId)?.activity).toBe(key);
  });

  it('retired, it is refused for new time and for a suggestion accepted under it, and kept by the entry naming it; restored, offered again', async () => {
    expect(await ok('retired', f.admin.put(`${path}/${activity.id}`, { nameEn: 'Mediation', nameAr: 'وساطة', isActive: false }))).toMatchObject({ isActive: false });
    const refused = refusedOn(await f.omar.post('/api/billing/time-entries', entry(key)), 400, 'activity');
    expect(refused.message).toMatch(/activit/i);
    // the entry that names it changes otherwise and keeps it; another entry cannot move to it
    const kept = await ok('changed', f.omar.put(`/api/billing/time-entries/${entryId}`, entry(key, { minutes: 50 })));
    expect(kept).toMatchObject({ activity: key, minutes: 50 });
    const other = await ok('another entry', f.omar.post('/api/billing/time-entries', entry('research')), [201]);
    refusedOn(await f.omar.put(`/api/billing/time-entries/${other.id}`, entry(key)), 400, 'activity');
    // a suggestion (the minutes Omar records) accepted under the retired activity
    const h = await ok('a hearing', f.omar.post(`/api/lawyer/cases/${f.theCase.id}/hearings`, { hearingDate: daysAgo(3), hearingTime: '10:00 AM', hallName: 'Hall 3', rollNumber: String(roll++), whatIsRequested: 'Hear the parties' }));
    const m = await ok('minutes', f.omar.put(`/api/hearings/${h.id ?? h.hearingId}/minutes`, { hearingReport: 'The court heard both parties', hasNextHearing: false }));
    refusedOn(await f.omar.post(`/api/billing/suggestions/minutes-${m.id}/accept`, { activity: key, rate: '500.00' }), 400, 'activity');
    await ok('restored', f.admin.put(`${path}/${activity.id}`, { nameEn: 'Mediation', nameAr: 'وساطة', isActive: true }));
    expect((await ok('accepted once restored', f.omar.post(`/api/billing/suggestions/minutes-${m.id}/accept`, { activity: key, rate: '500.00' }), [201])).activity).toBe(key);
    expect((await ok('time again', f.omar.post('/api/billing/time-entries', entry(key)), [201])).activity).toBe(key);
  });

  it('is never deleted (entries name it): retired instead', async () => {
    // there is no removal to ask for
    const res = await f.admin.delete(`${path}/${activity.id}`);
    expect(res.status, res.text).toBe(404);
    expect(res.body.code).toBe('route_not_found');
    expect(await ok('still there', f.admin.get(`${path}/${activity.id}`))).toMatchObject({ id: activity.id, nameEn: 'Mediation' });
  });

  it('an activity that is not on the list is refused naming it; only the settings permission changes the list', async () => {
    refusedOn(await f.omar.post('/api/billing/time-entries', entry('activity-999999')), 400, 'activity');
    refusedOn(await f.omar.post('/api/billing/time-entries', entry('dancing')), 400, 'activity');
    const denied = await f.fatima.post(path, { nameEn: 'Site visit', nameAr: 'معاينة' });
    expect(denied.status, denied.text).toBe(403);
    expect((await f.fatima.put(`${path}/${activity.id}`, { nameEn: 'X', nameAr: 'س', isActive: false })).status).toBe(403);
    expect(((await ok('the list', f.admin.get(path))) as Rec[]).map((a) => a.nameEn)).not.toContain('Site visit');
  });
});
