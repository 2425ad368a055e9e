import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn, weekDayOf } from '@lawfirm/contracts';
import { requestsHead, type api, type login, type RunningServer } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';

/**
 * Days, times and numbers as the API reads them: an impossible or malformed one is a 400 on its
 * field in both languages and appends nothing (never rolled over by `Date`); minutes that come out
 * of order are refused by their decider.
 */
let server: RunningServer;
let admin: ReturnType<typeof api>;
let fatima: Awaited<ReturnType<typeof login>>;
const today = () => dayIn('Asia/Dubai');
const plus = (n: number) => addDays(today(), n);
let caseId: number;
let heldHearing: number;

beforeAll(async () => {
  ({ server, admin, fatima } = await startSeededFirm());
  caseId = ((await fatima.client.get('/api/lawyer/cases')).body as { id: number; status: string }[]).find((c) => c.status === 'active')!.id;
  const held = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(-2), hearingTime: '01:30 PM', hallName: 'Hall 5', rollNumber: '501', whatIsRequested: 'Pleadings', onlineLink: '' });
  expect(held.status, held.text).toBe(201);
  heldHearing = held.body.id;
});
afterAll(async () => {
  await server?.stop();
});

/** The answer is a 400 naming `field` in English and Arabic, and the log did not move. */
async function refusedOn(field: string, send: () => Promise<{ status: number; body: { errors?: { field: string; message: string; messageAr: string }[] } }>) {
  const before = await requestsHead(admin);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const error = res.body.errors?.find((e) => e.field === field);
  expect(error, JSON.stringify(res.body.errors)).toMatchObject({ message: expect.any(String), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
  expect(await requestsHead(admin)).toBe(before);
  return error!;
}

describe('impossible days are refused, never rolled over', () => {
  it.each(['2026-02-30', '1', '2026-11-28 junk?', '-000001-01-01', '0612-02-26', '2026-11-28T10:00:00Z', '28/11/2026'])('a final ruling dated %j', async (day) => {
    const error = await refusedOn('finalDecisionDate', () =>
      fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: day, finalDecisionText: 'x', hasNextHearing: false }),
    );
    expect(error.message).toBe('Please enter a valid date');
  });

  it.each(['2026-01-05garbage', '0000-01-01', '9999-12-31', '2026-13-01'])('a holiday starting %j', async (day) => {
    await refusedOn('startDate', () => admin.post('/api/case-settings/holidays', { nameEn: 'Holiday', nameAr: 'عطلة', startDate: day, endDate: '2026-12-31' }));
  });

  it.each(['2026-02-29', '2026-04-31'])('a hearing on %j', async (day) => {
    await refusedOn('hearingDate', () => fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: day, hearingTime: '10:00 AM', hallName: 'H', rollNumber: '1', whatIsRequested: 'x', onlineLink: '' }));
  });

  it('a consultation at a moment without its offset or on a day that does not exist', async () => {
    for (const scheduledDate of ['2026-12-01T09:00:00', '2026-02-30T09:00:00Z'])
      await refusedOn('scheduledDate', () => admin.post('/api/consultations', { clientId: 1, lawyerId: 1, scheduledDate }));
  });
});

describe('a time of day', () => {
  it('is kept 24-hour, whether the spec\'s 02:30 PM or 14:30 was sent, and an impossible one is refused', async () => {
    const hearing = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(9), hearingTime: '02:30 PM', hallName: 'Hall 1', rollNumber: '771', whatIsRequested: 'x', onlineLink: '' });
    expect(hearing.status, hearing.text).toBe(201);
    expect(hearing.body.hearingTime).toBe('14:30');
    expect((await fatima.client.get(`/api/hearings/${hearing.body.id}/details`)).body.hearing.hearingTime).toBe('14:30');
    const task = await fatima.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: 'File the brief', description: 'x', date: plus(9), time: '12:15 am', assignedTo: fatima.user.id });
    expect(task.status, task.text).toBe(201);
    expect(task.body.time).toBe('00:15');
    for (const hearingTime of ['13:00 PM', '24:00', '9.30', '09:30 AM junk'])
      await refusedOn('hearingTime', () => fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(9), hearingTime, hallName: 'H', rollNumber: '1', whatIsRequested: 'x', onlineLink: '' }));
  });
});

describe('days asked for in a query', () => {
  it.each(['2026-02-30', '2026-11-28junk', '1'])('the calendar from %j is a 400 on its field', async (from) => {
    const res = await fatima.client.get(`/api/lawyer/calendar?from=${encodeURIComponent(from)}&to=${plus(7)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'from', message: 'Please enter a valid date' }));
  });
});

describe('a number is a number', () => {
  it.each(['0x1e', '1e1', ' 30', '', '30 days'])('deadline rule days %j', async (days) => {
    await refusedOn('days', () => admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal', nameAr: 'استئناف', trigger: 'final_ruling', days, countFrom: 'ruling_date', dayKind: 'calendar' }));
  });

  it('reads the digits a form sends', async () => {
    const rule = await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (digits)', nameAr: 'استئناف (أرقام)', trigger: 'final_ruling', days: '30', countFrom: 'ruling_date', dayKind: 'calendar' });
    expect(rule.status, rule.text).toBe(201);
    expect(rule.body.days).toBe(30);
  });
});

describe('minutes in their order', () => {
  it('refuses minutes for a hearing still ahead', async () => {
    const ahead = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(14), hearingTime: '10:00 AM', hallName: 'Hall 6', rollNumber: '601', whatIsRequested: 'x', onlineLink: '' });
    const error = await refusedOn('hearingDate', () => fatima.client.put(`/api/hearings/${ahead.body.id}/minutes`, { hearingReport: 'Heard', rulingType: 'no_ruling', hasNextHearing: false }));
    expect(error).toMatchObject({ message: 'Minutes can be recorded once the hearing has taken place: this hearing is still ahead' });
  });

  it('refuses a next hearing before the hearing it follows, a ruling before the case opened, a notification before the ruling', async () => {
    await refusedOn('nextHearingDate', () => fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'no_ruling', hasNextHearing: true, nextHearingDate: plus(-5), nextTime: '10:00 AM' }));
    // the same day, earlier than the hearing: not after it either
    await refusedOn('nextHearingDate', () => fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'no_ruling', hasNextHearing: true, nextHearingDate: plus(-2), nextTime: '09:00 AM' }));
    const opened = (await fatima.client.get(`/api/lawyer/cases/${caseId}`)).body as { startDate: string; registrationDate: string };
    const before = addDays([opened.startDate, opened.registrationDate].sort()[0], -1);
    await refusedOn('finalDecisionDate', () => fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: before, finalDecisionText: 'x', hasNextHearing: false }));
    await refusedOn('rulingNotificationDate', () =>
      fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-2), rulingNotificationDate: plus(-3), finalDecisionText: 'x', hasNextHearing: false }),
    );
    await refusedOn('rulingNotificationDate', () =>
      fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-2), rulingNotificationDate: plus(1), finalDecisionText: 'x', hasNextHearing: false }),
    );
  });

  it('records minutes in order, and refuses a revision that puts the ruling after today', async () => {
    const recorded = await fatima.client.put(`/api/hearings/${heldHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-2), finalDecisionText: 'Claim accepted', hasNextHearing: true, nextHearingDate: plus(-2), nextTime: '03:00 PM' });
    expect(recorded.status, recorded.text).toBe(201);
    await refusedOn('finalDecisionDate', () => fatima.client.put(`/api/hearing-minutes/${recorded.body.id}`, { ...recorded.body, finalDecisionDate: plus(2), version: recorded.body.version }));
  });
});

describe('a hearing on a day off or outside the court hours', () => {
  it('is accepted, and the answer names what is unusual, in both languages', async () => {
    const week = (await fatima.client.get('/api/case-settings/working-week')).body as { weekendDays: string[]; courtHours: { opens: string; closes: string } };
    expect(week.courtHours).toEqual({ opens: '07:30', closes: '15:30' });
    let weekend = plus(1);
    while (!week.weekendDays.includes(weekDayOf(weekend))) weekend = addDays(weekend, 1);
    const early = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: weekend, hearingTime: '04:45 AM', hallName: 'Hall 7', rollNumber: '701', whatIsRequested: 'x', onlineLink: '' });
    expect(early.status, early.text).toBe(201);
    expect(early.body.warnings).toEqual([
      { code: 'weekend', message: "This hearing falls on the firm's weekend", messageAr: expect.stringMatching(/[\u0600-\u06FF]/) },
      { code: 'outside_court_hours', message: 'This hearing is set outside the court hours', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) },
    ]);
    // moved to a weekday morning it says neither (a public holiday that day would be said)
    let working = weekend;
    while (week.weekendDays.includes(weekDayOf(working))) working = addDays(working, 1);
    const moved = await fatima.client.put(`/api/hearings/${early.body.id}`, { ...early.body, hearingDate: working, hearingTime: '09:00 AM' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.warnings.map((w: { code: string }) => w.code).filter((c: string) => c !== 'holiday')).toEqual([]);
  });

  it('follows the court hours the firm sets; closing before opening is refused', async () => {
    await refusedOn('closes', () => admin.put('/api/case-settings/court-hours', { opens: '03:00 PM', closes: '08:00 AM' }));
    const set = await admin.put('/api/case-settings/court-hours', { opens: '08:00', closes: '18:00' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.courtHours).toEqual({ opens: '08:00', closes: '18:00' });
    expect((await fatima.client.put('/api/case-settings/court-hours', { opens: '08:00', closes: '18:00' })).status).toBe(403);
    const week = (await admin.get('/api/case-settings/working-week')).body as { weekendDays: string[] };
    let working = plus(3);
    while (week.weekendDays.includes(weekDayOf(working))) working = addDays(working, 1);
    const evening = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: working, hearingTime: '05:00 PM', hallName: 'Hall 8', rollNumber: '801', whatIsRequested: 'x', onlineLink: '' });
    expect(evening.body.warnings.map((w: { code: string }) => w.code)).not.toContain('outside_court_hours');
    expect(evening.body.warnings.map((w: { code: string }) => w.code)).not.toContain('weekend');
  });
});
