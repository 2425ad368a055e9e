import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { isolated } from '../support/bidi.js';
import { reactionsSettled } from '../support/reactions.js';
import { login, readAfterWrites, startServer, type RunningServer } from '../support/server.js';

/**
 * Automated-task rules with a trigger, over HTTP on the standalone portal: a rule on case_opened
 * gives a new case exactly one task, due from the day it was opened, for whom the rule says; a
 * restart on the same data creates none again. Bad rules are refused in both languages.
 */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Task = { id: number; source: { ruleId: number } | null; title: string; description: string; titleAr: string | null; descriptionAr: string | null; date: string; type: string; assignedTo: number | null };
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

describe('automated tasks with a trigger', () => {
  it('refuses a rule without its employee, with an unknown employee, trigger or offset, in English and Arabic, and stores nothing', async () => {
    const server = await startServer();
    servers.push(server);
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    const base = { taskTextEn: 'Call the client', taskTextAr: 'الاتصال بالعميل', taskType: 'Reminder', trigger: 'case_opened', offsetDays: 1 };
    const cases: [object, string, string, string][] = [
      [{ assignTo: 'employee' }, 'assigneeId', 'Please choose the employee the task goes to', 'يرجى اختيار الموظف الذي تُسند إليه المهمة'],
      [{ assignTo: 'employee', assigneeId: 999 }, 'assigneeId', 'The selected employee does not exist', 'الموظف المختار غير موجود'],
      [{ trigger: 'sometimes' }, 'trigger', 'Please choose when the task is created from the list', 'يرجى اختيار موعد إنشاء المهمة من القائمة'],
      [{ offsetDays: 400 }, 'offsetDays', 'Days must be a whole number from -365 to 365', 'يجب أن يكون عدد الأيام عدداً صحيحاً من -365 إلى 365'],
    ];
    for (const [change, field, en, ar] of cases) {
      const res = await admin.client.post('/api/case-settings/automated-tasks', { ...base, ...change });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.messageAr).toBeTruthy();
      expect(res.body.errors).toEqual([expect.objectContaining({ field, message: en, messageAr: ar })]);
    }
    expect((await admin.client.get('/api/case-settings/automated-tasks')).body).toEqual([]);
  });

  it('a rule on case_opened creates exactly one task for a new case, for the case lawyer or the named employee; hearing, minutes, ruling and deadline rules count from their own dates; none again after a restart', async () => {
    const first = await startServer({ dataDir: await seededDataDir() });
    servers.push(first);
    const admin = await login(first.url, first.adminUsername, first.adminPassword);
    const fatima = await login(first.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const omar = await login(first.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');

    const rule = await admin.client.post('/api/case-settings/automated-tasks', { taskTextEn: 'Open the client file', taskTextAr: 'فتح ملف الموكل', taskType: 'Follow-up', trigger: 'case_opened', offsetDays: 2 });
    expect(rule.status, rule.text).toBe(201);
    expect(rule.body).toMatchObject({ trigger: 'case_opened', offsetDays: 2, assignTo: 'case_lawyer', assigneeId: null });
    const named = await admin.client.post('/api/case-settings/automated-tasks', { taskTextEn: 'Check the conflict register', taskTextAr: 'مراجعة سجل تعارض المصالح', taskType: 'Reminder', trigger: 'case_opened', offsetDays: 0, assignTo: 'employee', assigneeId: omar.user.id });
    expect(named.status, named.text).toBe(201);
    // a template only: it never creates a task
    const template = await admin.client.post('/api/case-settings/automated-tasks', { taskTextEn: 'Template only', taskTextAr: 'نموذج فقط', taskType: 'Reminder' });
    expect(template.body.trigger).toBe('none');

    const caseTypeId = (await admin.client.get('/api/case-settings/enhanced-case-types')).body[0].id;
    const regionId = (await admin.client.get('/api/regions')).body.find((r: { code: string }) => r.code === 'DXB').id;
    const clientId = (await fatima.client.get('/api/lawyer/clients')).body.find((c: { hasInitiationAgreement: boolean }) => c.hasInitiationAgreement).id;
    const opened = await fatima.client.post('/api/cases', {
      titleEn: 'Trigger Trading v. Rule Logistics', titleAr: 'تريغر للتجارة ضد رول للخدمات اللوجستية', caseTypeId, regionId,
      plaintiffs: [{ clientId, role: 'Plaintiff', type: 'client' }], lawyerIds: [fatima.user.id, omar.user.id], status: 'active',
      // a case running for a month: its ruling below comes after it opened
      startDate: plus(-30),
    });
    expect(opened.status, opened.text).toBe(201);
    const caseId = opened.body.id as number;

    const byRule = (tasks: Task[], id: number) => tasks.filter((t) => t.source?.ruleId === id);
    const appointments = async (client = fatima.client) => (await client.get(`/api/lawyer/cases/${caseId}/appointments`)).body as Task[];
    const tasks = await eventually('the task of each case_opened rule', appointments, (t) => byRule(t, rule.body.id).length > 0 && byRule(t, named.body.id).length > 0);
    // the rule's wording in both languages (each reader is shown theirs), and what made it
    expect(byRule(tasks, rule.body.id)).toEqual([
      expect.objectContaining({
        type: 'task', title: 'Open the client file', titleAr: 'فتح ملف الموكل', description: 'Made automatically by the portal: a case is opened', descriptionAr: 'أنشأتها البوابة تلقائيًا: فتح قضية',
        date: plus(2), assignedTo: fatima.user.id,
      }),
    ]);
    expect(byRule(tasks, named.body.id)).toEqual([expect.objectContaining({ title: 'Check the conflict register', titleAr: 'مراجعة سجل تعارض المصالح', date: plus(0), assignedTo: omar.user.id })]);
    expect(byRule(tasks, template.body.id)).toEqual([]);
    // the named employee finds it among their tasks, in both languages
    expect(((await omar.client.get('/api/lawyer/my-tasks')).body as Task[]).find((t) => t.title === 'Check the conflict register')).toMatchObject({ titleAr: 'مراجعة سجل تعارض المصالح', descriptionAr: 'أنشأتها البوابة تلقائيًا: فتح قضية' });
    // the calendar gives both; the .ics feed says both, as its other summaries do
    const onCalendar = ((await fatima.client.get(`/api/lawyer/calendar?from=${plus(2)}&to=${plus(2)}`)).body.myTasks as { id: number; titleEn: string; titleAr: string; descriptionEn: string; descriptionAr: string }[]).find((t) => t.id === byRule(tasks, rule.body.id)[0].id);
    expect(onCalendar).toMatchObject({ titleEn: 'Open the client file', titleAr: 'فتح ملف الموكل', descriptionAr: 'أنشأتها البوابة تلقائيًا: فتح قضية' });
    const feed = await (await fetch(first.url + (await fatima.client.get('/api/calendar/feed')).body.url, { headers: readAfterWrites(first.url) })).text();
    expect(feed.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:Task: ${isolated('Open the client file')} | ${isolated(`مهمة: ${isolated('فتح ملف الموكل')}`)}`);
    // the task given to Omar by the portal reaches him in both languages
    const given = await eventually('the notice of the task given to Omar', async () => (await omar.client.get('/api/notifications')).body as { kind: string; titleEn: string; titleAr: string }[], (l) => l.some((n) => n.kind === 'task_assigned' && n.titleEn.includes('Check the conflict register')));
    expect(given.find((n) => n.kind === 'task_assigned' && n.titleEn.includes('Check the conflict register'))).toMatchObject({ titleEn: 'New task for you: Check the conflict register', titleAr: `مهمة جديدة مسندة إليك: ${isolated('مراجعة سجل تعارض المصالح')}` });
    // due today, the sweep's reminder of it says it in each language
    expect((await admin.client.post('/api/admin/automation/sweeps/reminders/run')).status).toBe(200);
    const due = ((await omar.client.get('/api/notifications')).body as { kind: string; titleEn: string; titleAr: string; bodyEn: string; bodyAr: string }[]).find((n) => n.kind === 'task_reminder' && n.titleEn.endsWith(': Check the conflict register'));
    expect(due?.titleAr).toMatch(new RegExp(`: ${isolated('مراجعة سجل تعارض المصالح')}$`));
    expect(due).toMatchObject({ bodyEn: 'Made automatically by the portal: a case is opened', bodyAr: 'أنشأتها البوابة تلقائيًا: فتح قضية' });
    // the History names it and shows its title in each language
    const story = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as { stream: string; type: string; recordEn: string; recordAr: string; changes: { field: string; afterEn: string; afterAr: string }[] }[];
    const made = story.find((e) => e.stream === `appointment-${byRule(tasks, rule.body.id)[0].id}` && e.type === 'AppointmentScheduled')!;
    expect(made.recordAr).toContain('فتح ملف الموكل');
    expect(made.changes.find((c) => c.field === 'title')).toMatchObject({ afterEn: 'Open the client file', afterAr: 'فتح ملف الموكل' });
    expect(made.changes.map((c) => c.field)).not.toContain('titleAr');

    // the other triggers, each counted from its event's own date: the seed's rules on the hearing
    // (2 days before), the final ruling (1 day after) and the deadline (3 days before its last day),
    // and one on the minutes (the day after they are recorded)
    const seeded = (await admin.client.get('/api/case-settings/automated-tasks')).body as { id: number; taskTextEn: string }[];
    const seededRule = (text: string) => seeded.find((r) => r.taskTextEn === text)!.id;
    const hearingFile = seededRule('Prepare the hearing file');
    const statusUpdate = seededRule('Update the case status after the ruling');
    const appealFiled = seededRule('File the appeal before the deadline');
    const minutesRule = (await admin.client.post('/api/case-settings/automated-tasks', { taskTextEn: 'Send the minutes to the client', taskTextAr: 'إرسال المحضر إلى الموكل', taskType: 'Follow-up', trigger: 'minutes_recorded', offsetDays: 1 })).body;
    const deadlineRule = (await admin.client.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (test)', nameAr: 'استئناف (اختبار)', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] })).body;
    expect(deadlineRule.id).toEqual(expect.any(Number));
    const hearing = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: plus(-3), hearingTime: '10:00 AM', hallName: '3', rollNumber: 'R20', whatIsRequested: 'Pleadings' });
    expect(hearing.status, hearing.text).toBe(201);
    const minutes = await fatima.client.put(`/api/hearings/${hearing.body.id}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-2), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
    expect(minutes.status, minutes.text).toBe(201);
    const deadline = (
      await eventually('the test rule\'s deadline on the case', () => fatima.client.get('/api/lawyer/deadlines'), (r) => r.body.some((d: { caseId: number; ruleId: number }) => d.caseId === caseId && d.ruleId === deadlineRule.id))
    ).body.find((d: { caseId: number; ruleId: number }) => d.caseId === caseId && d.ruleId === deadlineRule.id) as { dueDate: string };
    const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const datesOf = (list: Task[], id: number) => byRule(list, id).map((t) => t.date);
    const all = await eventually('the tasks of the hearing, minutes, ruling and deadline rules', appointments, (t) => [hearingFile, statusUpdate, appealFiled, minutesRule.id].every((id) => byRule(t, id).length > 0));
    expect(datesOf(all, hearingFile)).toEqual([plus(-5)]);
    expect(datesOf(all, minutesRule.id)).toEqual([plus(1)]);
    expect(datesOf(all, statusUpdate)).toEqual([plus(-1)]);
    expect(datesOf(all, appealFiled)).toEqual([dayBefore(deadline.dueDate, 3)]);
    expect(byRule(all, appealFiled)[0]).toMatchObject({ title: 'File the appeal before the deadline', assignedTo: fatima.user.id });

    // restart on the same data: the reactions pass the case again from their checkpoint; nothing is created twice
    await eventually('the reactions caught up', () => admin.client.get('/api/health'), (r) => r.body.reactions.caughtUp);
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir });
    servers.push(second);
    const again = await login(second.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const a2 = await login(second.url, second.adminUsername, second.adminPassword);
    // what would make a task twice: the second start passing the log from its checkpoint; once it has, with every effect done
    const { head } = await reactionsSettled(a2.client);
    const after = (await again.client.get(`/api/lawyer/cases/${caseId}/appointments`, head)).body as Task[];
    expect(byRule(after, rule.body.id)).toHaveLength(1);
    expect(byRule(after, named.body.id)).toHaveLength(1);
    for (const id of [hearingFile, statusUpdate, appealFiled, minutesRule.id]) expect(byRule(after, id)).toHaveLength(1);
    console.log(`[automation triggers] case ${caseId}: ${byRule(after, rule.body.id).length} task for the case lawyer, ${byRule(after, named.body.id).length} for the named employee after a restart`);
    // the seed and two starts, slower under read-model lag
  }, 120_000);
});
