import { afterAll, describe, expect, it } from 'vitest';
import { formatDayFor } from '@lawfirm/contracts';
import { startSeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { reactionsDoneWith, reactionsSettled, streamPosition } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Task = { id: number; type: string; title: string; date: string; status: string; notes: string | null; source: { ruleId: number } | null };
type Entry = { stream: string; type: string; summaryEn: string; summaryAr: string; commandEn: string | null; commandAr: string | null; changes: { field: string; afterEn: string }[] };

describe('automated tasks made relative to a hearing follow it', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('a rescheduled hearing moves its untouched tasks by the same offset, leaves one the lawyer completed, and a deleted hearing cancels its tasks; nothing twice after a restart', async () => {
    const { server, admin, fatima } = await startSeededFirm();
    servers.push(server);
    const rule = (await admin.post('/api/case-settings/automated-tasks', { taskTextEn: 'Prepare the memorandum', taskTextAr: 'إعداد المذكرة', taskType: 'Reminder', trigger: 'hearing_scheduled', offsetDays: -3 })).body;
    expect(rule).toMatchObject({ trigger: 'hearing_scheduled', offsetDays: -3 });

    const caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id as number;
    const hearing = (d: number) => ({ hearingDate: plus(d), hearingTime: '10:00 AM', hallName: '2', rollNumber: `R${d}`, whatIsRequested: 'Pleadings' });
    const made = [];
    for (const d of [20, 30, 40]) {
      const r = await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, hearing(d));
      expect(r.status, r.text).toBe(201);
      made.push(r.body.id as number);
    }
    const [moved, done, deleted] = made;
    const tasks = () => fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`);
    const ruleTasks = (r: { body: Task[] }) => r.body.filter((t) => t.source?.ruleId === rule.id).sort((a, b) => a.date.localeCompare(b.date));
    const first = ruleTasks(await eventually('a task 3 days before each hearing', tasks, (r) => ruleTasks(r).length === 3));
    expect(first.map((t) => t.date)).toEqual([plus(17), plus(27), plus(37)]);
    const [movedTask, doneTask, deletedTask] = first;

    // the lawyer completes the second hearing's task by hand: it is hers from now on
    expect((await fatima.client.patch(`/api/lawyer/tasks/${doneTask.id}`, { status: 'completed', notes: 'Filed early' })).status).toBe(200);

    // the first hearing moves five days on, the second two days on, the third is deleted
    expect((await fatima.client.put(`/api/hearings/${moved}`, hearing(25))).status).toBe(200);
    expect((await fatima.client.put(`/api/hearings/${done}`, hearing(32))).status).toBe(200);
    expect((await fatima.client.delete(`/api/hearings/${deleted}`)).status).toBe(200);

    const byId = (r: { body: Task[] }, id: number) => r.body.find((t) => t.id === id)!;
    const after = await eventually('the first task moved and the third cancelled', tasks, (r) => byId(r, movedTask.id).date === plus(22) && byId(r, deletedTask.id).status === 'cancelled');
    expect(byId(after, movedTask.id)).toMatchObject({ date: plus(22), status: 'pending', title: 'Prepare the memorandum' });
    // the portal's note in each language, each reader shown theirs
    expect(byId(after, deletedTask.id)).toMatchObject({ date: plus(37), notes: 'Cancelled: the hearing it was made for was deleted', notesAr: 'أُلغيت: حُذفت الجلسة التي أُنشئت من أجلها' });
    // the completed one stays where and as she left it, once every reaction to the move is done
    const { head } = await reactionsDoneWith(admin, await streamPosition(admin, `hearing-${done}`));
    expect(byId(await fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`, head), doneTask.id)).toMatchObject({ date: plus(27), status: 'completed', notes: 'Filed early' });
    // her own task list shows the new day
    expect(((await fatima.client.get('/api/lawyer/my-tasks')).body as Task[]).find((t) => t.id === movedTask.id)).toMatchObject({ date: plus(22) });

    // the case's history says the task moved with its hearing, from which day, by the portal
    const story = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as Entry[];
    const cancelledEntry = story.find((e) => e.stream === `appointment-${deletedTask.id}` && e.type === 'AppointmentStatusChanged');
    expect(cancelledEntry!.changes).toContainEqual(expect.objectContaining({ field: 'notes', afterEn: 'Cancelled: the hearing it was made for was deleted', afterAr: 'أُلغيت: حُذفت الجلسة التي أُنشئت من أجلها' }));
    expect(cancelledEntry!.changes.map((c) => c.field)).not.toContain('notesAr');
    const entry = story.find((e) => e.stream === `appointment-${movedTask.id}` && e.type === 'AppointmentRescheduled');
    expect(entry).toMatchObject({ summaryEn: 'Task moved with its hearing', summaryAr: 'تم نقل المهمة مع جلستها', commandEn: 'Tasks following their hearing (automatic)', commandAr: 'مهام تتبع جلستها (تلقائياً)' });
    expect(entry!.changes).toContainEqual(expect.objectContaining({ field: 'date', after: plus(22), afterEn: formatDayFor(plus(22), 'en'), afterAr: formatDayFor(plus(22), 'ar') }));

    // moved back: it follows again; then the lawyer starts it and the hearing moves once more: it stays
    expect((await fatima.client.put(`/api/hearings/${moved}`, hearing(21))).status).toBe(200);
    await eventually('the task moved back with its hearing', tasks, (r) => byId(r, movedTask.id).date === plus(18));
    expect((await fatima.client.patch(`/api/lawyer/tasks/${movedTask.id}`, { status: 'in_progress', notes: null })).status).toBe(200);
    expect((await fatima.client.put(`/api/hearings/${moved}`, hearing(28))).status).toBe(200);
    const { head: afterStart } = await reactionsDoneWith(admin, await streamPosition(admin, `hearing-${moved}`));
    expect(byId(await fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`, afterStart), movedTask.id)).toMatchObject({ date: plus(18), status: 'in_progress' });

    // a restart passes the log again: no task moved or cancelled twice
    const before = ruleTasks(await fatima.client.get(`/api/lawyer/cases/${caseId}/appointments`, afterStart));
    const events = ((await admin.get(`/api/audit/streams/case-${caseId}`)).body as Entry[]).length;
    await server.stop();
    const again = await startServer({ dataDir: server.dataDir });
    servers.push(again);
    const admin2 = await login(again.url, again.adminUsername, again.adminPassword);
    const { head: settled } = await reactionsSettled(admin2.client);
    expect(ruleTasks(await admin2.client.get(`/api/lawyer/cases/${caseId}/appointments`, settled)).map((t) => [t.id, t.date, t.status])).toEqual(before.map((t) => [t.id, t.date, t.status]));
    expect(((await admin2.client.get(`/api/audit/streams/case-${caseId}`, settled)).body as Entry[]).length).toBe(events);
  }, 180_000);
});
