import { afterAll, describe, expect, it } from 'vitest';
import { startSeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { reactionsSettled } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const plus = (n: number) => addDays(today(), n);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type Holiday = { startDate: string; endDate: string };
type Deadline = { id: number; caseId: number; caseNumber: string; titleEn: string; ruleId: number; nameEn: string; dueDate: string; status: string; lawyerIds: number[]; openedBy: { stream: string; position: number } };

/** what a clerk does by hand: the day after `days` calendar days, then on past Saturdays, Sundays and the firm's holidays */
function byHand(from: string, days: number, holidays: Holiday[], weekend = [6, 0]): string {
  let d = addDays(from, days);
  while (weekend.includes(weekday(d)) || holidays.some((h) => h.startDate <= d && d <= h.endDate)) d = addDays(d, 1);
  return d;
}

/** working days only: each day counted is neither a weekend day nor a holiday */
function workingByHand(from: string, days: number, holidays: Holiday[], weekend: number[]): string {
  let d = from;
  for (let counted = 0; counted < days; ) {
    d = addDays(d, 1);
    if (!weekend.includes(weekday(d)) && !holidays.some((h) => h.startDate <= d && d <= h.endDate)) counted++;
  }
  return d;
}

describe('court deadlines over HTTP', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('a final ruling recorded in minutes opens its deadlines, a holiday added later moves them, lawyers close them, the sweep records the missed, nothing twice after a restart', async () => {
    const { server: first, admin, fatima, omar } = await startSeededFirm();
    servers.push(first);

    // the seed's UAE defaults and calendar
    const seeded = (await admin.get('/api/case-settings/deadline-rules')).body as { nameEn: string; caseCategory: string | null; days: number; countFrom: string; isActive: boolean }[];
    expect(seeded.find((r) => r.nameEn === 'Appeal of a commercial ruling')).toMatchObject({ caseCategory: 'Commercial', days: 30, countFrom: 'notification_date', isActive: true });
    expect(seeded.find((r) => r.nameEn === 'Appeal of a criminal ruling')).toMatchObject({ days: 15, countFrom: 'ruling_date' });
    expect((await admin.get('/api/case-settings/working-week')).body.weekendDays).toEqual(['saturday', 'sunday']);

    // bad rules and holidays are refused in both languages and change nothing
    const rulesBefore = seeded.length;
    const bad = await admin.post('/api/case-settings/deadline-rules', { nameEn: 'x', nameAr: 'س', trigger: 'final_ruling', days: 400, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: 'days', message: 'The number of days must be a whole number from 1 to 365', messageAr: 'يجب أن يكون عدد الأيام عدداً صحيحاً من 1 إلى 365' });
    const badHoliday = await admin.post('/api/case-settings/holidays', { nameEn: 'Eid', nameAr: 'العيد', startDate: plus(10), endDate: plus(8) });
    expect(badHoliday.status).toBe(400);
    expect(badHoliday.body.errors[0]).toMatchObject({ field: 'endDate', messageAr: 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء' });
    expect((await admin.put('/api/case-settings/working-week', { weekendDays: ['friday', 'someday'] })).status).toBe(400);
    expect((await admin.get('/api/case-settings/deadline-rules')).body).toHaveLength(rulesBefore);
    // a lawyer does not change the firm's settings
    expect((await fatima.client.post('/api/case-settings/holidays', { nameEn: 'Day off', nameAr: 'إجازة', startDate: plus(3), endDate: plus(3) })).status).toBe(403);

    const rule = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (firm practice)', nameAr: 'الاستئناف (ممارسة المكتب)', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: '7,3,1' })).body;
    expect(rule).toMatchObject({ id: expect.any(Number), remindDaysBefore: [7, 3, 1], caseCategory: null, isActive: true });
    const longRule = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Long window', nameAr: 'مهلة طويلة', trigger: 'final_ruling', days: 90, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [] })).body;

    const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; titleEn: string; caseNumber: string; lawyerIds: number[] }[];
    const commercial = cases.find((c) => c.titleEn === 'Emirates Trading v. Gulf Supplies')!;
    const hearingId = (await fatima.client.get(`/api/lawyer/cases/${commercial.id}/hearings`)).body[0].id;
    const rulingDate = plus(-3);
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: rulingDate, finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
    expect(recorded.status, recorded.text).toBe(201);
    const minutesId = recorded.body.id;

    const holidays = (await admin.get('/api/case-settings/holidays')).body as Holiday[];
    const mine = () => fatima.client.get('/api/lawyer/deadlines');
    const ofRule = (list: Deadline[], ruleId: number) => list.filter((d) => d.ruleId === ruleId && d.caseId === commercial.id);
    let list = (await eventually('the firm rule\'s deadline opened by the ruling', mine, (r) => ofRule(r.body, rule.id).length === 1)).body as Deadline[];
    const opened = ofRule(list, rule.id)[0];
    expect(opened).toMatchObject({
      caseNumber: commercial.caseNumber, titleEn: commercial.titleEn, nameEn: 'Appeal (firm practice)', status: 'open', dueDate: byHand(rulingDate, 30, holidays),
      lawyerIds: commercial.lawyerIds, openedBy: { stream: `minutes-${minutesId}`, position: expect.any(Number) },
    });
    // the seeded commercial appeal counts from notification: not opened until the ruling is notified
    const commercialRule = seeded.find((r) => r.nameEn === 'Appeal of a commercial ruling') as unknown as { id: number };
    expect(ofRule(list, commercialRule.id)).toEqual([]);
    // another lawyer of the firm, not on the case, neither sees it nor closes it
    expect(((await omar.client.get('/api/lawyer/deadlines')).body as Deadline[]).some((d) => d.id === opened.id)).toBe(false);
    expect([403, 404]).toContain((await omar.client.patch(`/api/lawyer/deadlines/${opened.id}`, { status: 'met', note: 'not mine' })).status);

    // the ruling is notified: the commercial appeal opens, counted from that day
    const notified = plus(-1);
    const revised = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { rulingType: 'final', finalDecision: true, finalDecisionDate: rulingDate, finalDecisionText: 'Judgment for the claimant', rulingNotificationDate: notified, hasNextHearing: false });
    expect(revised.status, revised.text).toBe(200);
    list = (await eventually('the commercial appeal deadline opened by the notification', mine, (r) => ofRule(r.body, commercialRule.id).length === 1)).body;
    expect(ofRule(list, commercialRule.id)[0]).toMatchObject({ dueDate: byHand(notified, 30, holidays), status: 'open' });
    // a notification before the ruling is refused in both languages
    const early = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { rulingType: 'final', finalDecision: true, finalDecisionDate: rulingDate, rulingNotificationDate: plus(-5), hasNextHearing: false });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ field: 'rulingNotificationDate', message: 'The notification date cannot be before the ruling date', messageAr: 'لا يمكن أن يكون تاريخ الإعلان قبل تاريخ الحكم' });

    // a holiday announced on the due day moves the deadline to the next working day
    const holiday = await admin.post('/api/case-settings/holidays', { nameEn: 'Eid (announced)', nameAr: 'العيد (معلن)', startDate: opened.dueDate, endDate: opened.dueDate });
    expect(holiday.status, holiday.text).toBe(201);
    const withHoliday = [...holidays, { startDate: opened.dueDate, endDate: opened.dueDate }];
    list = (await eventually('the deadline moved by the holiday', mine, (r) => ofRule(r.body, rule.id)[0]?.dueDate !== opened.dueDate)).body;
    const moved = ofRule(list, rule.id)[0];
    expect(moved.dueDate).toBe(byHand(rulingDate, 30, withHoliday));
    expect(moved.dueDate > opened.dueDate).toBe(true);
    // the case's history tells it, in both languages, with the reason
    const story = (await fatima.client.get(`/api/audit/streams/case-${commercial.id}`)).body as { stream: string; type: string; summaryEn: string; summaryAr: string; changes: { field: string; afterEn: string }[] }[];
    const movedEntry = story.find((e) => e.stream === `deadline-${opened.id}` && e.type === 'DeadlineMoved');
    expect(movedEntry).toMatchObject({ summaryEn: 'Court deadline moved', summaryAr: 'تم نقل الموعد القضائي' });
    expect(movedEntry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'A public holiday changed' }));
    expect(story.some((e) => e.type === 'DeadlineOpened' && e.summaryEn === 'Court deadline opened')).toBe(true);

    // the lawyer closes it; closing it again is refused in both languages
    const met = await fatima.client.patch(`/api/lawyer/deadlines/${opened.id}`, { status: 'met', note: 'Appeal filed at the registry' });
    expect(met.status, met.text).toBe(200);
    expect(met.body).toMatchObject({ status: 'met', note: 'Appeal filed at the registry' });
    const again = await fatima.client.patch(`/api/lawyer/deadlines/${opened.id}`, { status: 'met', note: null });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This deadline is already marked as met', messageAr: 'تم تحديد هذا الموعد على أنه مُنجز من قبل' });
    expect((await fatima.client.patch(`/api/lawyer/deadlines/${opened.id}`, { status: 'missed' })).status).toBe(400);
    expect(((await fatima.client.get('/api/lawyer/deadlines?status=met')).body as Deadline[]).map((d) => d.id)).toContain(opened.id);
    expect(((await fatima.client.get('/api/lawyer/deadlines?status=open')).body as Deadline[]).map((d) => d.id)).not.toContain(opened.id);
    expect((await fatima.client.get('/api/lawyer/deadlines?status=closed')).status).toBe(400);

    // a ruling 40 days old on another case: its 30-day deadline is past, the 90-day one still open
    const other = cases.find((c) => c.titleEn === 'Gulf Horizon v. BuildRight')!;
    const otherHearing = (await fatima.client.get(`/api/lawyer/cases/${other.id}/hearings`)).body[0].id;
    const oldRuling = plus(-40);
    expect((await fatima.client.put(`/api/hearings/${otherHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: oldRuling, hasNextHearing: false })).status).toBe(201);
    const onOther = (r: { body: Deadline[] }) => r.body.filter((d) => d.caseId === other.id && [rule.id, longRule.id].includes(d.ruleId));
    list = (await eventually('the 30- and 90-day deadlines of the old ruling', mine, (r) => onOther(r).length === 2)).body;
    const late = list.find((d) => d.caseId === other.id && d.ruleId === rule.id)!;
    expect(late.status).toBe('open');
    const sweep = await admin.post('/api/admin/automation/sweeps/missed-deadlines/run');
    expect(sweep.status, sweep.text).toBe(200);
    expect(sweep.body.result.missed).toBeGreaterThanOrEqual(1);
    list = (await eventually('the past deadline marked missed by the sweep', mine, (r) => r.body.find((d: Deadline) => d.id === late.id)?.status === 'missed')).body;
    expect(list.find((d) => d.id === late.id)!.status).toBe('missed');
    expect(list.find((d) => d.caseId === other.id && d.ruleId === longRule.id)!.status).toBe('open');
    // its ruling stays on the final-rulings page of this month while the 90-day deadline is open
    const rulings = (await fatima.client.get('/api/lawyer/final-rulings?month=current')).body as { caseId: number; deadline: { status: string; dueDate: string; daysLeft: number } | null; deadlines: unknown[] }[];
    const kept = rulings.find((r) => r.caseId === other.id);
    expect(kept?.deadline).toMatchObject({ status: 'open', dueDate: byHand(oldRuling, 90, withHoliday), daysLeft: expect.any(Number) });
    expect(kept?.deadlines).toHaveLength(2);

    // a ruling whose 30 days end on a Friday: when the firm's weekend becomes Friday and Saturday, its deadline moves to Sunday
    const gratuity = ((await omar.client.get('/api/lawyer/cases')).body as { id: number; titleEn: string }[]).find((c) => c.titleEn === 'Abdullah gratuity claim')!;
    const onFriday = [1, 2, 3, 4, 5, 6, 7].map((k) => plus(-k)).find((d) => weekday(addDays(d, 30)) === 5)!;
    const gratuityHearing = (await omar.client.get(`/api/lawyer/cases/${gratuity.id}/hearings`)).body[0].id;
    expect((await omar.client.put(`/api/hearings/${gratuityHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: onFriday, hasNextHearing: false })).status).toBe(201);
    const omars = () => omar.client.get('/api/lawyer/deadlines?status=open');
    const friday = ((await eventually('the gratuity case\'s deadline due on a Friday', omars, (r) => r.body.some((d: Deadline) => d.caseId === gratuity.id && d.ruleId === rule.id))).body as Deadline[]).find((d) => d.caseId === gratuity.id && d.ruleId === rule.id)!;
    expect(friday.dueDate).toBe(byHand(onFriday, 30, withHoliday));
    const week = await admin.put('/api/case-settings/working-week', { weekendDays: ['saturday', 'friday'] });
    expect(week.status, week.text).toBe(200);
    expect((await fatima.client.get('/api/case-settings/working-week')).body.weekendDays).toEqual(['friday', 'saturday']);
    const afterWeek = ((await eventually('the Friday deadline moved by the new working week', omars, (r) => r.body.find((d: Deadline) => d.id === friday.id)?.dueDate !== friday.dueDate)).body as Deadline[]).find((d) => d.id === friday.id)!;
    expect(afterWeek.dueDate).toBe(byHand(onFriday, 30, withHoliday, [5, 6]));
    expect(afterWeek.dueDate).not.toBe(friday.dueDate);
    const weekStory = (await omar.client.get(`/api/audit/streams/case-${gratuity.id}`)).body as { type: string; changes: { field: string; afterEn: string; afterAr: string }[] }[];
    expect(weekStory.find((e) => e.type === 'DeadlineMoved')!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The working week changed', afterAr: 'تغيّر أسبوع العمل' }));
    // a preliminary ruling and an adjournment in one minutes: a working-day rule counts from the ruling, an adjournment rule from the hearing
    const objection = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Objection to a preliminary ruling', nameAr: 'التظلم من حكم تمهيدي', trigger: 'preliminary_ruling', days: 10, countFrom: 'ruling_date', dayKind: 'working', remindDaysBefore: [2] })).body;
    const memo = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Memorandum before the next session', nameAr: 'مذكرة قبل الجلسة القادمة', trigger: 'hearing_adjourned', caseCategory: 'Commercial', days: 7, countFrom: 'ruling_date', dayKind: 'calendar' })).body;
    const civilOnly = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Civil memorandum', nameAr: 'مذكرة مدنية', trigger: 'hearing_adjourned', caseCategory: 'Civil', days: 5, countFrom: 'ruling_date', dayKind: 'calendar' })).body;
    // minutes are recorded for a hearing already held: one held yesterday
    const secondHearing = (await fatima.client.post(`/api/lawyer/cases/${commercial.id}/hearings`, { hearingDate: plus(-1), hearingTime: '09:00 AM', hallName: 'Hall 2', rollNumber: '77', whatIsRequested: 'Hear the expert', onlineLink: '' })).body;
    const preliminary = plus(-2);
    const both = await fatima.client.put(`/api/hearings/${secondHearing.id}/minutes`, { rulingType: 'preliminary', preliminaryRulingDescription: 'Expert appointed', preliminaryRulingDate: preliminary, hasNextHearing: true, nextHearingDate: plus(40), nextTime: '10:00 AM' });
    expect(both.status, both.text).toBe(201);
    const ofMinutes = (r: { body: (Deadline & { minutesId: number })[] }) => r.body.filter((d) => d.minutesId === both.body.id);
    const fromBoth = ofMinutes(await eventually('the objection and memorandum deadlines of the second minutes', mine, (r) => ofMinutes(r).length === 2));
    expect(fromBoth.find((d) => d.ruleId === objection.id)?.dueDate).toBe(workingByHand(preliminary, 10, withHoliday, [5, 6]));
    expect(fromBoth.find((d) => d.ruleId === memo.id)?.dueDate).toBe(byHand(secondHearing.hearingDate, 7, withHoliday, [5, 6]));
    // a rule of another case category opens nothing
    expect(fromBoth.some((d) => d.ruleId === civilOnly.id)).toBe(false);

    // the ruling's date corrected in the minutes: its open deadlines move, saying why; the met one stays
    const longOpen = ((await fatima.client.get('/api/lawyer/deadlines?status=open')).body as Deadline[]).find((d) => d.caseId === commercial.id && d.ruleId === longRule.id)!;
    // a day whose 90 days end on another working day than now (on some days two rulings a day apart fall due the same Sunday)
    const corrected = [4, 5, 6, 7].map((k) => plus(-k)).find((d) => byHand(d, 90, withHoliday, [5, 6]) !== longOpen.dueDate)!;
    expect((await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { rulingType: 'final', finalDecision: true, finalDecisionDate: corrected, finalDecisionText: 'Judgment for the claimant', rulingNotificationDate: notified, hasNextHearing: false })).status).toBe(200);
    const longMoved = ((await eventually('the 90-day deadline moved by the corrected ruling date', mine, (r) => r.body.find((d: Deadline) => d.id === longOpen.id)?.dueDate !== longOpen.dueDate)).body as Deadline[]).find((d) => d.id === longOpen.id)!;
    expect(longMoved.dueDate).toBe(byHand(corrected, 90, withHoliday, [5, 6]));
    const correctedStory = (await fatima.client.get(`/api/audit/streams/case-${commercial.id}`)).body as { stream: string; type: string; changes: { field: string; afterEn: string }[] }[];
    expect(correctedStory.filter((e) => e.stream === `deadline-${longOpen.id}` && e.type === 'DeadlineMoved').at(-1)!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The ruling dates changed' }));

    // a met deadline stays where it was met
    expect(((await fatima.client.get(`/api/lawyer/deadlines/${opened.id}`)).body as Deadline).dueDate).toBe(moved.dueDate);

    // a restart passes the log again from the reactions' checkpoint: no deadline twice
    const before = ((await admin.get('/api/lawyer/deadlines')).body as Deadline[]).length;
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir });
    servers.push(second);
    const admin2 = await login(second.url, second.adminUsername, second.adminPassword);
    // what would open a deadline twice: the second start passing the log from its checkpoint; once it has, with every effect done
    const { head } = await reactionsSettled(admin2.client);
    const afterRestart = (await admin2.client.get('/api/lawyer/deadlines', head)).body as (Deadline & { minutesId: number })[];
    expect(afterRestart.length).toBe(before);
    expect(afterRestart.filter((d) => d.minutesId === both.body.id).map((d) => d.ruleId).sort()).toEqual([objection.id, memo.id].sort());
    console.log(`[deadlines] opened ${before}, moved by a holiday ${opened.dueDate} -> ${moved.dueDate}, by the working week ${friday.dueDate} -> ${afterWeek.dueDate}, missed 1`);
  }, 180_000);
});
