import { afterAll, describe, expect, it } from 'vitest';
import { courtDayFor, formatDayFor } from '@lawfirm/contracts';
import { startSeededFirm, type SeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { isolated } from '../support/bidi.js';
import { reactionsDoneWith, reactionsSettled, streamPosition } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';

/** a day as the reminders write it (contracts' formatDayFor, as the console shows days); a deadline's, a court's day, with its Hijri day in Arabic */
const en = (day: string) => formatDayFor(day, 'en');
const ar = (day: string) => courtDayFor(day, 'ar', { hijri: true });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Task = { id: number; type: string; title: string; date: string; status: string; notes: string | null; source: { ruleId: number } | null };
type Deadline = { id: number; caseId: number; minutesId: number; ruleId: number; nameEn: string; dueDate: string; status: string; withdrawnReason: string | null };
type Ruling = { caseId: number; rulingDate: string; deadlines: { id: number; status: string; dueDate: string }[] };
type Note = { id: number; kind: string; titleEn: string; titleAr: string; bodyEn: string; bodyAr: string; link: string; readAt: string | null };
type Entry = { stream: string; type: string; summaryEn: string; summaryAr: string; commandEn: string | null; commandAr: string | null; changes: { field: string; afterEn: string; afterAr: string }[] };

/** A case of Fatima's that started three months ago (a ruling may be dated back to then) and a hearing of a month ago. */
async function pastCase({ admin, fatima }: SeededFirm, titleEn: string) {
  const caseTypeId = (await admin.get('/api/case-settings/enhanced-case-types')).body[0].id;
  const regionId = (await admin.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
  const clientId = (await fatima.client.get('/api/lawyer/clients')).body.find((c: { hasInitiationAgreement: boolean }) => c.hasInitiationAgreement).id;
  const opened = await fatima.client.post('/api/cases', {
    titleEn, titleAr: `${titleEn} (عربي)`, caseTypeId, regionId, plaintiffs: [{ clientId, role: 'Plaintiff', type: 'client' }], lawyerIds: [fatima.user.id], status: 'active',
    startDate: plus(-90), registrationDate: plus(-90),
  });
  expect(opened.status, opened.text).toBe(201);
  const hearing = await fatima.client.post(`/api/lawyer/cases/${opened.body.id}/hearings`, { hearingDate: plus(-30), hearingTime: '10:00 AM', hallName: '4', rollNumber: 'R-30', whatIsRequested: 'Pleadings' });
  expect(hearing.status, hearing.text).toBe(201);
  return { caseId: opened.body.id as number, caseNumber: String(opened.body.caseNumber), hearingId: hearing.body.id as number };
}

describe('what was derived from a ruling follows it', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('a corrected ruling date moves the case\'s final ruling, its deadline and the untouched automated tasks made from either, each saying why; unconfirmed or deleted, they are withdrawn; nothing twice after a restart', async () => {
    const firm = await startSeededFirm();
    const { server, admin, fatima } = firm;
    servers.push(server);
    const rule = (await admin.post('/api/case-settings/automated-tasks', { taskTextEn: 'Decide on the appeal (ruling check)', taskTextAr: 'اتخاذ قرار الاستئناف (فحص الحكم)', taskType: 'Reminder', trigger: 'final_ruling', offsetDays: 20 })).body;
    const handled = (await admin.post('/api/case-settings/automated-tasks', { taskTextEn: 'Send the ruling to the client (ruling check)', taskTextAr: 'إرسال الحكم إلى الموكل (فحص الحكم)', taskType: 'Reminder', trigger: 'final_ruling', offsetDays: 2 })).body;
    const memo = (await admin.post('/api/case-settings/automated-tasks', { taskTextEn: 'Draft the appeal memo (ruling check)', taskTextAr: 'صياغة مذكرة الاستئناف (فحص الحكم)', taskType: 'Reminder', trigger: 'deadline_opened', offsetDays: -5 })).body;
    const appeal = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (ruling check)', nameAr: 'استئناف (فحص الحكم)', trigger: 'final_ruling', days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [] })).body;
    expect([rule.id, handled.id, appeal.id].every(Number.isInteger)).toBe(true);
    const { caseId, caseNumber, hearingId } = await pastCase(firm, 'Ruling Check Trading v. Date Typo LLC');

    const ruled = { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-20), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false };
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, ruled);
    expect(recorded.status, recorded.text).toBe(201);
    const minutesId = recorded.body.id as number;

    const rulings = () => fatima.client.get('/api/lawyer/final-rulings');
    const rulingOf = (r: { body: Ruling[] }) => r.body.find((x) => x.caseId === caseId);
    const tasks = () => fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`);
    const ofRule = (r: { body: Task[] }, id: number) => r.body.filter((t) => t.source?.ruleId === id).sort((a, b) => a.id - b.id);
    const deadlines = () => fatima.client.get('/api/lawyer/deadlines');
    const deadlineOf = (r: { body: Deadline[] }) => r.body.find((d) => d.minutesId === minutesId && d.ruleId === appeal.id);

    expect(rulingOf(await eventually('the ruling on the final-rulings page', rulings, (r) => !!rulingOf(r)))).toMatchObject({ rulingDate: plus(-20) });
    const made = await eventually('a task of each rule', tasks, (r) => ofRule(r, rule.id).length === 1 && ofRule(r, handled.id).length === 1);
    const [task] = ofRule(made, rule.id);
    const [sent] = ofRule(made, handled.id);
    expect([task.date, sent.date]).toEqual([plus(0), plus(-18)]);
    const opened = deadlineOf(await eventually('the appeal deadline opened', deadlines, (r) => !!deadlineOf(r)))!;
    expect(opened.status).toBe('open');
    const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const memoTask = ofRule(await eventually('the task of the deadline', tasks, (r) => ofRule(r, memo.id).length === 1), memo.id)[0];
    expect(memoTask.date).toBe(dayBefore(opened.dueDate, 5));
    // the lawyer sends the ruling herself: that task is hers from now on
    expect((await fatima.client.patch(`/api/lawyer/tasks/${sent.id}`, { status: 'completed', notes: 'Sent by e-mail' })).status).toBe(200);

    // the ruling's date was typed wrong: corrected in the minutes, ten days later
    const corrected = await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...ruled, finalDecisionDate: plus(-10) });
    expect(corrected.status, corrected.text).toBe(200);
    expect(rulingOf(await eventually('the final ruling at its corrected date', rulings, (r) => rulingOf(r)?.rulingDate === plus(-10)))).toMatchObject({ rulingDate: plus(-10) });
    const moved = deadlineOf(await eventually('the deadline moved with the ruling', deadlines, (r) => deadlineOf(r)!.dueDate !== opened.dueDate))!;
    expect(moved).toMatchObject({ id: opened.id, status: 'open' });
    expect(moved.dueDate >= plus(20) && moved.dueDate > opened.dueDate).toBe(true);
    await eventually('the untouched task moved with the ruling', tasks, (r) => ofRule(r, rule.id)[0].date === plus(10));
    // the task made from the deadline follows the deadline
    await eventually('the deadline\'s task moved with the deadline', tasks, (r) => ofRule(r, memo.id)[0].date === dayBefore(moved.dueDate, 5));
    const { head } = await reactionsDoneWith(admin, await streamPosition(admin, `case-${caseId}`));
    const afterCorrection = await fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`, head);
    expect(ofRule(afterCorrection, rule.id)).toEqual([expect.objectContaining({ id: task.id, date: plus(10), status: 'pending' })]);
    expect(ofRule(afterCorrection, handled.id)).toEqual([expect.objectContaining({ id: sent.id, date: plus(-18), status: 'completed', notes: 'Sent by e-mail' })]);

    // the case's history says what was corrected, from which date, and why each derived date moved
    const story = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as Entry[];
    const revised = story.find((e) => e.stream === `case-${caseId}` && e.type === 'FinalRulingRevised');
    expect(revised).toMatchObject({ summaryEn: 'Final ruling corrected from its minutes', summaryAr: 'تم تصحيح الحكم النهائي من محضره', commandEn: 'Minutes follow-up (automatic)' });
    expect(revised!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'rulingDate', after: plus(-10), afterEn: en(plus(-10)) }), expect.objectContaining({ field: 'previousRulingDate', afterEn: en(plus(-20)) })]));
    const taskMoved = story.find((e) => e.stream === `appointment-${task.id}` && e.type === 'AppointmentRescheduled');
    expect(taskMoved).toMatchObject({ summaryEn: 'Task moved with its final ruling', summaryAr: 'تم نقل المهمة مع الحكم النهائي', commandEn: 'Tasks following their final ruling (automatic)', commandAr: 'مهام تتبع الحكم النهائي (تلقائياً)' });
    expect(taskMoved!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The date of the final ruling it was made for was corrected', afterAr: 'صُحّح تاريخ الحكم النهائي الذي أُنشئت من أجله' }));
    const deadlineMoved = story.find((e) => e.stream === `deadline-${opened.id}` && e.type === 'DeadlineMoved');
    expect(deadlineMoved!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The ruling dates changed' }));
    const memoMoved = story.find((e) => e.stream === `appointment-${memoTask.id}` && e.type === 'AppointmentRescheduled');
    expect(memoMoved).toMatchObject({ summaryEn: 'Task moved with its court deadline', summaryAr: 'تم نقل المهمة مع موعدها القضائي', commandEn: 'Tasks following their court deadline (automatic)' });
    // and its lawyer is told the deadline moved, in both languages
    const notes = () => fatima.client.get('/api/notifications');
    const told = (await eventually('told the deadline moved', notes, (r) => r.body.some((n: Note) => n.titleEn === `Deadline moved (now due ${en(moved.dueDate)}): Appeal (ruling check)`))).body as Note[];
    expect(told.find((n) => n.titleEn.startsWith('Deadline moved'))).toMatchObject({
      kind: 'deadline_reminder', titleAr: `تم نقل الموعد القضائي (يستحق الآن في ${isolated(ar(moved.dueDate))}): ${isolated('استئناف (فحص الحكم)')}`, link: `/lawyer/cases/${caseId}`,
      bodyEn: `The ruling dates changed; it was due ${en(opened.dueDate)}. Case ${caseNumber}: Ruling Check Trading v. Date Typo LLC`,
    });

    // the ruling unconfirmed: gone from the case and the page, its untouched task cancelled with a note, its deadline withdrawn
    expect((await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...ruled, finalDecisionDate: plus(-10), finalDecision: false })).status).toBe(200);
    await eventually('the ruling gone from the final-rulings page', rulings, (r) => !rulingOf(r));
    const cancelled = await eventually('the untouched task cancelled', tasks, (r) => ofRule(r, rule.id)[0].status === 'cancelled');
    expect(ofRule(cancelled, rule.id)[0]).toMatchObject({ date: plus(10), notes: 'Cancelled: the final ruling it was made for was withdrawn', notesAr: 'أُلغيت: سُحب الحكم النهائي الذي أُنشئت من أجله' });
    expect(deadlineOf(await eventually('the deadline withdrawn', deadlines, (r) => deadlineOf(r)!.status === 'withdrawn'))).toMatchObject({ withdrawnReason: 'ruling_removed' });
    const memoCancelled = ofRule(await eventually('the deadline\'s task cancelled with it', tasks, (r) => ofRule(r, memo.id)[0].status === 'cancelled'), memo.id)[0];
    expect(memoCancelled).toMatchObject({ notes: 'Cancelled: the court deadline it was made for was withdrawn', notesAr: 'أُلغيت: سُحب الموعد القضائي الذي أُنشئت من أجله' });
    expect((await fatima.client.get(`/api/lawyer/cases/${caseId}`)).body.finalRuling ?? null).toBeNull();
    const withdrawnEntry = ((await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as Entry[]).find((e) => e.type === 'FinalRulingWithdrawn');
    expect(withdrawnEntry).toMatchObject({ summaryEn: 'Final ruling withdrawn', summaryAr: 'تم سحب الحكم النهائي' });
    expect(withdrawnEntry!.changes).toContainEqual(expect.objectContaining({ field: 'reason', afterEn: 'The minutes no longer record the ruling', afterAr: 'لم يعد المحضر يتضمن الحكم' }));

    // confirmed again: the ruling is back, with a task of its own; the cancelled one stays cancelled
    expect((await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...ruled, finalDecisionDate: plus(-10) })).status).toBe(200);
    expect(rulingOf(await eventually('the ruling back on the page', rulings, (r) => !!rulingOf(r)))).toMatchObject({ rulingDate: plus(-10) });
    const again = await eventually('a new task for the ruling recorded again', tasks, (r) => ofRule(r, rule.id).length === 2);
    expect(ofRule(again, rule.id).map((t) => [t.date, t.status])).toEqual([[plus(10), 'cancelled'], [plus(10), 'pending']]);
    await eventually('the deadline open again', deadlines, (r) => deadlineOf(r)!.status === 'open');

    // the minutes deleted: the ruling, its new task and its deadline go
    expect((await fatima.client.delete(`/api/hearing-minutes/${minutesId}`)).status).toBe(200);
    await eventually('the ruling gone with its minutes', rulings, (r) => !rulingOf(r));
    await eventually('the new task cancelled', tasks, (r) => ofRule(r, rule.id).every((t) => t.status === 'cancelled'));
    expect(deadlineOf(await eventually('the deadline withdrawn with its minutes', deadlines, (r) => deadlineOf(r)!.status === 'withdrawn'))).toMatchObject({ withdrawnReason: 'minutes_removed' });
    const { head: done } = await reactionsDoneWith(admin, await streamPosition(admin, `case-${caseId}`));
    const finalTasks = ofRule(await fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`, done), rule.id).map((t) => [t.id, t.date, t.status]);
    const events = ((await admin.get(`/api/audit/streams/case-${caseId}`, done)).body as Entry[]).length;

    // a restart passes the log again: nothing issued, moved, cancelled or withdrawn twice
    await server.stop();
    const restarted = await startServer({ dataDir: server.dataDir });
    servers.push(restarted);
    const admin2 = await login(restarted.url, restarted.adminUsername, restarted.adminPassword);
    const { head: settled } = await reactionsSettled(admin2.client);
    expect(ofRule(await admin2.client.get(`/api/lawyer/cases/${caseId}/appointments`, settled), rule.id).map((t) => [t.id, t.date, t.status])).toEqual(finalTasks);
    expect(((await admin2.client.get(`/api/audit/streams/case-${caseId}`, settled)).body as Entry[]).length).toBe(events);
  }, 240_000);

  it('a final ruling counted from its notification waits for that date: the final-rulings page and the minutes say which deadlines wait, until the date is added', async () => {
    const firm = await startSeededFirm();
    const { server, admin, fatima } = firm;
    servers.push(server);
    const notified = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal from notification (waiting check)', nameAr: 'استئناف من الإعلان (فحص الانتظار)', trigger: 'final_ruling', days: 30, countFrom: 'notification_date', dayKind: 'calendar', remindDaysBefore: [] })).body;
    const { caseId, hearingId } = await pastCase(firm, 'Waiting Check Trading v. Notice LLC');
    const ruled = { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-10), finalDecisionText: 'Claim accepted', hasNextHearing: false };
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, ruled);
    expect(recorded.status, recorded.text).toBe(201);
    const minutesId = recorded.body.id as number;
    const waitingOn = (r: { body: (Ruling & { waitingDeadlines: { ruleId: number }[]; minutesId: number; hearingId: number })[] }) => r.body.find((x) => x.caseId === caseId);
    const onPage = waitingOn(await eventually('the ruling on the final-rulings page', () => fatima.client.get('/api/lawyer/final-rulings'), (r) => !!waitingOn(r)))!;
    // (the demo firm's own commercial appeal rule waits too)
    expect(onPage).toMatchObject({ minutesId, hearingId, deadlines: [] });
    expect(onPage.waitingDeadlines).toContainEqual({ ruleId: notified.id, trigger: 'final_ruling', nameEn: 'Appeal from notification (waiting check)', nameAr: 'استئناف من الإعلان (فحص الانتظار)' });
    expect((await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body.waitingDeadlines).toContainEqual(expect.objectContaining({ ruleId: notified.id }));

    // the notification date added: the deadline opens, counted from it, and nothing waits any more
    expect((await fatima.client.put(`/api/hearing-minutes/${minutesId}`, { ...ruled, rulingNotificationDate: plus(-5) })).status).toBe(200);
    const opened = waitingOn(await eventually('the deadline opened from the notification', () => fatima.client.get('/api/lawyer/final-rulings'), (r) => (waitingOn(r)?.deadlines.length ?? 0) > 0))!;
    expect(opened.waitingDeadlines).toEqual([]);
    expect(opened.deadlines[0].dueDate >= plus(25)).toBe(true);
    expect((await fatima.client.get(`/api/hearing-minutes/${minutesId}`)).body.waitingDeadlines).toEqual([]);
  }, 120_000);

  it('a reminder whose reason is gone leaves the bell (a hearing whose minutes are recorded, a task cancelled, a deadline moved), and a deadline moved by a public holiday tells its lawyers', async () => {
    const firm = await startSeededFirm();
    const { server, admin, fatima } = firm;
    servers.push(server);
    const notes = () => fatima.client.get('/api/notifications');

    // a hearing today is reminded at once; its minutes recorded, the reminder leaves the bell
    const { caseId, caseNumber } = await pastCase(firm, 'Bell Check Trading v. Reminder LLC');
    const hearing = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(0), hearingTime: '12:05 AM', hallName: '5', rollNumber: 'R0', whatIsRequested: 'Pleadings' });
    expect(hearing.status, hearing.text).toBe(201);
    const hearingReminder = (r: { body: Note[] }) => r.body.find((n) => n.kind === 'hearing_reminder' && n.bodyEn.startsWith(`Case ${caseNumber}:`));
    const reminded = hearingReminder(await eventually('the hearing reminded', notes, (r) => !!hearingReminder(r)))!;
    expect(reminded.titleEn).toContain(en(plus(0)));
    const minutes = await fatima.client.put(`/api/hearings/${hearing.body.id}/minutes`, { rulingType: 'no_ruling', finalDecision: false, hasNextHearing: false, hearingReport: 'Held; the court reserved judgment' });
    expect(minutes.status, minutes.text).toBe(201);
    await eventually('the hearing reminder gone from the bell', notes, (r) => !hearingReminder(r));
    // the next sweep does not bring it back
    const swept = await admin.post('/api/admin/automation/sweeps/reminders/run');
    expect(swept.status, swept.text).toBe(200);
    expect(hearingReminder(await fatima.client.get('/api/notifications', { 'x-min-position': String(swept.headers.get('x-event-position')) }))).toBeUndefined();

    // a task due today is reminded; cancelled, its reminder goes
    const task = await fatima.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: 'Call the court registry (bell check)', description: 'Ask for the judgment date', date: plus(0), time: '09:00 AM', assignedTo: fatima.user.id });
    expect(task.status, task.text).toBe(201);
    const taskReminder = (r: { body: Note[] }) => r.body.find((n) => n.kind === 'task_reminder' && n.titleEn.endsWith('Call the court registry (bell check)'));
    await eventually('the task reminded', notes, (r) => !!taskReminder(r));
    expect((await fatima.client.patch(`/api/lawyer/tasks/${task.body.id}`, { status: 'cancelled', notes: null })).status).toBe(200);
    await eventually('the task reminder gone from the bell', notes, (r) => !taskReminder(r));

    // a deadline reminded for its day, then moved by a public holiday on that day: its lawyer is
    // told in both languages, and the reminder of the former day leaves the bell for the new day's
    const rule = (await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (holiday check)', nameAr: 'استئناف (فحص العطلة)', trigger: 'final_ruling', days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [25] })).body;
    const ruling = await fatima.client.put(`/api/hearing-minutes/${minutes.body.id}`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-10), finalDecisionText: 'Claim accepted', hasNextHearing: false });
    expect(ruling.status, ruling.text).toBe(200);
    const deadlineOf = (r: { body: Deadline[] }) => r.body.find((d) => d.ruleId === rule.id && d.caseId === caseId);
    const opened = deadlineOf(await eventually('the deadline opened', () => fatima.client.get('/api/lawyer/deadlines'), (r) => !!deadlineOf(r)))!;
    const scheduled = (r: { body: Note[] }, day: string) => r.body.filter((n) => n.kind === 'deadline_reminder' && /^Deadline (today|tomorrow|in \d+ days) \(/.test(n.titleEn) && n.titleEn.includes(`(${en(day)})`) && n.titleEn.endsWith('Appeal (holiday check)'));
    await eventually('the deadline reminded for its day', notes, (r) => scheduled(r, opened.dueDate).length === 1);
    const holiday = await admin.post('/api/case-settings/holidays', { nameEn: 'Holiday (bell check)', nameAr: 'عطلة (فحص التنبيه)', startDate: opened.dueDate, endDate: opened.dueDate });
    expect(holiday.status, holiday.text).toBe(201);
    const moved = deadlineOf(await eventually('the deadline moved by the holiday', () => fatima.client.get('/api/lawyer/deadlines'), (r) => deadlineOf(r)!.dueDate !== opened.dueDate))!;
    const told = (r: { body: Note[] }) => r.body.find((n) => n.titleEn === `Deadline moved (now due ${en(moved.dueDate)}): Appeal (holiday check)`);
    const after = await eventually('told of the move, reminded for the new day, the former day\'s reminder gone', notes, (r) => !!told(r) && scheduled(r, moved.dueDate).length === 1 && scheduled(r, opened.dueDate).length === 0);
    expect(told(after)).toMatchObject({
      kind: 'deadline_reminder', link: `/lawyer/cases/${caseId}`,
      titleAr: `تم نقل الموعد القضائي (يستحق الآن في ${isolated(ar(moved.dueDate))}): ${isolated('استئناف (فحص العطلة)')}`,
      bodyEn: `A public holiday changed; it was due ${en(opened.dueDate)}. Case ${caseNumber}: Bell Check Trading v. Reminder LLC`,
      // the English case title and the case number isolated: the colon stays between them, the title reads as written
      bodyAr: `${isolated('تغيّرت عطلة رسمية')}؛ كان يستحق في ${isolated(ar(opened.dueDate))}. القضية ${isolated(caseNumber)}: ${isolated('Bell Check Trading v. Reminder LLC (عربي)')}`,
    });
  }, 180_000);
});
