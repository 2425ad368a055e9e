import { afterAll, describe, expect, it } from 'vitest';
import { courtDayFor, formatDayFor } from '@lawfirm/contracts';
import { startSeededFirm } from '../support/seededFirm.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { isolated } from '../support/bidi.js';
import { reactionsDoneWith, reactionsSettled, streamPosition } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const plus = (n: number) => addDays(today(), n);

type Deadline = { id: number; caseId: number; minutesId: number; ruleId: number; nameEn: string; dueDate: string; status: string; withdrawnReason: string | null };
type Note = { id: number; kind: string; titleEn: string; titleAr: string; bodyEn: string; bodyAr: string; link: string };
type Entry = { stream: string; type: string; summaryEn: string; summaryAr: string; commandEn: string | null; changes: { field: string; afterEn: string; afterAr: string }[] };

describe('deadlines follow the minutes that opened them', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('a ruling taken out of the minutes withdraws its open deadline (said why, lawyers told, no more reminders); put back, the same deadline opens again; deleted minutes withdraw theirs and leave a met one met', async () => {
    const { server, admin, fatima } = await startSeededFirm();
    servers.push(server);

    // reminded 12 days before; a ruling 27 days old is due within days (holidays and weekends
    // included), so its reminder goes at once, and again at once for a new due day
    const rule = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (withdrawal check)', nameAr: 'استئناف (فحص السحب)', trigger: 'final_ruling', days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [12] })).body;
    const memo = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Memo before the next session', nameAr: 'مذكرة قبل الجلسة القادمة', trigger: 'hearing_adjourned', days: 7, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [] })).body;
    expect(rule.id && memo.id).toBeTruthy();

    const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; titleEn: string; titleAr: string; caseNumber: string }[];
    const caseA = cases.find((c) => c.titleEn === 'Emirates Trading v. Gulf Supplies')!;
    const caseB = cases.find((c) => c.titleEn === 'Gulf Horizon v. BuildRight')!;
    const hearingOf = async (caseId: number) => (await fatima.client.get(`/api/lawyer/cases/${caseId}/hearings`)).body[0].id as number;
    const rulingDate = plus(-27);
    const ruled = { rulingType: 'final', finalDecision: true, finalDecisionDate: rulingDate, finalDecisionText: 'Judgment for the claimant', hasNextHearing: false };
    const a = await fatima.client.put(`/api/hearings/${await hearingOf(caseA.id)}/minutes`, ruled);
    const b = await fatima.client.put(`/api/hearings/${await hearingOf(caseB.id)}/minutes`, ruled);
    expect([a.status, b.status], a.text + b.text).toEqual([201, 201]);

    const all = () => fatima.client.get('/api/lawyer/deadlines');
    const ofRule = (r: { body: Deadline[] }, minutesId: number, ruleId = rule.id) => r.body.find((d) => d.minutesId === minutesId && d.ruleId === ruleId);
    const opened = (await eventually('both rulings\' deadlines opened', all, (r) => !!ofRule(r, a.body.id) && !!ofRule(r, b.body.id))).body as Deadline[];
    const dA = opened.find((d) => d.minutesId === a.body.id && d.ruleId === rule.id)!;
    const dB = opened.find((d) => d.minutesId === b.body.id && d.ruleId === rule.id)!;
    expect(dA).toMatchObject({ status: 'open', withdrawnReason: null });
    expect(dB.dueDate).toBe(dA.dueDate);

    const notes = () => fatima.client.get('/api/notifications');
    /** the scheduled reminders of a case's deadline (not the notices of its withdrawal or reopening) */
    const remindersOf = (list: Note[], c: { caseNumber: string }) => list.filter((n) => n.kind === 'deadline_reminder' && /^Deadline (today|tomorrow|in \d+ days) \(/.test(n.titleEn) && n.titleEn.includes('Appeal (withdrawal check)') && n.bodyEn.includes(c.caseNumber));
    await eventually('both deadlines reminded at once', notes, (r) => remindersOf(r.body, caseA).length === 1 && remindersOf(r.body, caseB).length === 1);

    // the lawyer unticks "final ruling confirmed": the minutes no longer record the ruling
    const unconfirmed = await fatima.client.put(`/api/hearing-minutes/${a.body.id}`, { ...ruled, finalDecision: false });
    expect(unconfirmed.status, unconfirmed.text).toBe(200);
    const withdrawn = ofRule(await eventually('the deadline withdrawn', all, (r) => ofRule(r, a.body.id)?.status === 'withdrawn'), a.body.id)!;
    expect(withdrawn).toMatchObject({ id: dA.id, dueDate: dA.dueDate, withdrawnReason: 'ruling_removed' });
    expect(((await fatima.client.get('/api/lawyer/deadlines?status=open')).body as Deadline[]).map((d) => d.id)).not.toContain(dA.id);
    expect(((await fatima.client.get('/api/lawyer/deadlines?status=withdrawn')).body as Deadline[]).map((d) => d.id)).toContain(dA.id);
    // marking it met is refused in both languages
    const meet = await fatima.client.patch(`/api/lawyer/deadlines/${dA.id}`, { status: 'met', note: null });
    expect(meet.status).toBe(409);
    expect(meet.body).toMatchObject({ message: 'This deadline was withdrawn: the minutes no longer record its ruling', messageAr: 'تم سحب هذا الموعد: لم يعد المحضر يتضمن الحكم الذي فتحه' });

    // its lawyer is told, in both languages, with the case
    const told = (await eventually('the lawyer told of the withdrawal', notes, (r) => r.body.some((n: Note) => n.titleEn === 'Deadline withdrawn: Appeal (withdrawal check)'))).body as Note[];
    expect(told.find((n) => n.titleEn === 'Deadline withdrawn: Appeal (withdrawal check)')).toMatchObject({
      kind: 'deadline_reminder', titleAr: `تم سحب الموعد القضائي: ${isolated('استئناف (فحص السحب)')}`, link: `/lawyer/cases/${caseA.id}`,
      bodyEn: `The minutes no longer record the ruling; its reminders stop. Case ${caseA.caseNumber}: ${caseA.titleEn}`,
      bodyAr: `${isolated('لم يعد المحضر يتضمن الحكم')}؛ تتوقف تذكيراته. القضية ${isolated(caseA.caseNumber)}: ${isolated(caseA.titleAr)}`,
    });
    // the case's history says what happened and why, in both languages
    const story = (await fatima.client.get(`/api/audit/streams/case-${caseA.id}`)).body as Entry[];
    const entry = story.find((e) => e.stream === `deadline-${dA.id}` && e.type === 'DeadlineWithdrawn');
    expect(entry).toMatchObject({ summaryEn: 'Court deadline withdrawn', summaryAr: 'تم سحب الموعد القضائي', commandEn: 'Court deadlines (automatic)' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The minutes no longer record the ruling', afterAr: 'لم يعد المحضر يتضمن الحكم' }));

    // its reminder has left the bell
    await eventually('the withdrawn deadline\'s reminder gone from the bell', notes, (r) => remindersOf(r.body, caseA).length === 0);

    // no more reminders: a holiday on the due day moves the open deadline of the other case, which is
    // reminded again for its new day (the former day's reminder leaves the bell); the withdrawn one neither moves nor is reminded
    const holiday = await admin.post('/api/case-settings/holidays', { nameEn: 'Holiday (withdrawal check)', nameAr: 'عطلة (فحص السحب)', startDate: dA.dueDate, endDate: dA.dueDate });
    expect(holiday.status, holiday.text).toBe(201);
    const movedB = ofRule(await eventually('the open deadline moved by the holiday', all, (r) => ofRule(r, b.body.id)!.dueDate !== dB.dueDate), b.body.id)!;
    await eventually('the moved deadline reminded for its new day only', notes, (r) => remindersOf(r.body, caseB).length === 1 && remindersOf(r.body, caseB)[0].titleEn.includes(`(${formatDayFor(movedB.dueDate, 'en')})`));
    const swept = await admin.post('/api/admin/automation/sweeps/reminders/run');
    expect(swept.status, swept.text).toBe(200);
    const afterSweep = { 'x-min-position': String(swept.headers.get('x-event-position')) };
    expect(remindersOf((await fatima.client.get('/api/notifications', afterSweep)).body, caseA)).toHaveLength(0);
    expect(ofRule(await fatima.client.get('/api/lawyer/deadlines', afterSweep), a.body.id)).toMatchObject({ status: 'withdrawn', dueDate: dA.dueDate });

    // the ruling confirmed again: the same deadline opens again, counted as the calendar now gives, and is reminded
    const reconfirmed = await fatima.client.put(`/api/hearing-minutes/${a.body.id}`, ruled);
    expect(reconfirmed.status, reconfirmed.text).toBe(200);
    const reopenedList = await eventually('the withdrawn deadline open again', all, (r) => ofRule(r, a.body.id)?.status === 'open');
    expect(reopenedList.body.filter((d: Deadline) => d.minutesId === a.body.id && d.ruleId === rule.id)).toHaveLength(1);
    expect(ofRule(reopenedList, a.body.id)).toMatchObject({ id: dA.id, dueDate: movedB.dueDate, withdrawnReason: null });
    await eventually('the lawyer told it is open again, and reminded for its day', notes, (r) =>
      r.body.some((n: Note) => n.titleEn === `Deadline open again (due ${formatDayFor(movedB.dueDate, 'en')}): Appeal (withdrawal check)` && n.titleAr === `أُعيد فتح الموعد القضائي (يستحق في ${isolated(courtDayFor(movedB.dueDate, 'ar', { hijri: true }))}): ${isolated('استئناف (فحص السحب)')}`) &&
      remindersOf(r.body, caseA).length === 1,
    );

    // met, then its minutes deleted: it stays met and nobody is told of a withdrawal
    expect((await fatima.client.patch(`/api/lawyer/deadlines/${dA.id}`, { status: 'met', note: 'Appeal filed' })).status).toBe(200);
    expect((await fatima.client.delete(`/api/hearing-minutes/${a.body.id}`)).status).toBe(200);
    const { head: afterDelete } = await reactionsDoneWith(admin, await streamPosition(admin, `minutes-${a.body.id}`));
    expect(ofRule(await fatima.client.get('/api/lawyer/deadlines', afterDelete), a.body.id)).toMatchObject({ status: 'met' });
    expect(((await fatima.client.get('/api/notifications', afterDelete)).body as Note[]).filter((n) => n.titleEn.startsWith('Deadline withdrawn') && n.bodyEn.includes(caseA.caseNumber))).toHaveLength(1);

    // an adjournment added, then the next hearing dropped: its deadline is withdrawn, the ruling's stays open
    const adjourned = await fatima.client.put(`/api/hearing-minutes/${b.body.id}`, { ...ruled, hasNextHearing: true, nextHearingDate: plus(40), nextTime: '10:00 AM' });
    expect(adjourned.status, adjourned.text).toBe(200);
    const memoB = ofRule(await eventually('the adjournment deadline opened', all, (r) => !!ofRule(r, b.body.id, memo.id)), b.body.id, memo.id)!;
    expect((await fatima.client.put(`/api/hearing-minutes/${b.body.id}`, ruled)).status).toBe(200);
    const dropped = await eventually('the adjournment deadline withdrawn', all, (r) => ofRule(r, b.body.id, memo.id)?.status === 'withdrawn');
    expect(ofRule(dropped, b.body.id, memo.id)).toMatchObject({ id: memoB.id, withdrawnReason: 'adjournment_removed' });
    expect(ofRule(dropped, b.body.id)).toMatchObject({ id: dB.id, status: 'open' });

    // the minutes deleted: the ruling's open deadline is withdrawn, saying so
    expect((await fatima.client.delete(`/api/hearing-minutes/${b.body.id}`)).status).toBe(200);
    const deleted = await eventually('the deadline of deleted minutes withdrawn', all, (r) => ofRule(r, b.body.id)?.status === 'withdrawn');
    expect(ofRule(deleted, b.body.id)).toMatchObject({ withdrawnReason: 'minutes_removed' });
    const toldB = (await eventually('told of the deleted minutes', notes, (r) => r.body.some((n: Note) => n.titleEn === 'Deadline withdrawn: Appeal (withdrawal check)' && n.bodyEn.includes(caseB.caseNumber)))).body as Note[];
    expect(toldB.find((n) => n.titleEn === 'Deadline withdrawn: Appeal (withdrawal check)' && n.bodyEn.includes(caseB.caseNumber))!.bodyEn).toMatch(/^The minutes that recorded the ruling were deleted; its reminders stop\./);

    // a restart passes the log again: nothing withdrawn, reopened or told twice
    const before = { deadlines: (await all()).body as Deadline[], notes: ((await notes()).body as Note[]).length };
    await server.stop();
    const again = await startServer({ dataDir: server.dataDir });
    servers.push(again);
    const admin2 = await login(again.url, again.adminUsername, again.adminPassword);
    const { head } = await reactionsSettled(admin2.client);
    const fatima2 = await login(again.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    expect(((await fatima2.client.get('/api/lawyer/deadlines', head)).body as Deadline[]).map((d) => [d.id, d.status])).toEqual(before.deadlines.map((d) => [d.id, d.status]));
    expect(((await fatima2.client.get('/api/notifications', head)).body as Note[]).length).toBe(before.notes);
  }, 180_000);
});
