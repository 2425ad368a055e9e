import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtDayFor, formatDayFor } from '@lawfirm/contracts';
import { seededDataDir, seedTemplate } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { eventually } from '../support/eventually.js';
import { reactionsDoneWith, reactionsSettled, streamPosition } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.js';
import { isolated } from '../support/bidi.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const plus = (n: number) => addDays(today(), n);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
type Holiday = { startDate: string; endDate: string };
/** the due day a clerk counts: `days` calendar days on, then past Saturdays, Sundays and the firm's holidays */
function byHand(from: string, days: number, holidays: Holiday[]): string {
  let d = addDays(from, days);
  while ([6, 0].includes(weekday(d)) || holidays.some((h) => h.startDate <= d && d <= h.endDate)) d = addDays(d, 1);
  return d;
}
type Note = { id: number; kind: string; titleEn: string; titleAr: string; bodyEn: string; link: string };
type Client = Awaited<ReturnType<typeof login>>['client'];
const notes = async (c: Client) => (await c.get('/api/notifications')).body as Note[];

describe('reminders that reach people (notifications and e-mail over a real SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // the run's seeded firm is made here if it is not yet, not within the first test's time
    await seedTemplate();
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await smtp?.close();
  });
  const mailsTo = (address: string, subjectPart: string) => smtp.received.filter((m: ReceivedMail) => m.to.includes(address) && m.subject.includes(subjectPart));

  it('a task assigned to a colleague reaches them at once, in the console and by e-mail with the firm name in their language and only if they chose it; one given to oneself does not', async () => {
    // the seeded firm as the template's copy: the seed's own reminders are in its outbox, not mailed here
    const server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'reminders@alnoor-law.ae' }, dataDir: await seededDataDir() });
    servers.push(server);
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    const firm = (await admin.client.get('/api/admin/law-firm-settings')).body as { nameEn: string; nameAr: string };
    expect(firm.nameEn).toBeTruthy();
    const omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const caseId = (await omar.client.get('/api/lawyer/cases')).body[0].id as number;
    const title = `Review the expert report ${Date.now()}`;
    const created = await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title, description: 'Before the next hearing', date: plus(4), time: '10:00 AM', assignedTo: fatima.user.id });
    expect(created.status, created.text).toBe(201);
    const own = await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: `${title} (mine)`, description: 'Notes for myself', date: plus(4), time: '11:00 AM', assignedTo: omar.user.id });
    expect(own.status, own.text).toBe(201);

    const arrived = await eventually('Fatima\'s notice of the task', () => notes(fatima.client), (ns) => ns.some((n) => n.titleEn === `New task for you: ${title}`), 15_000);
    const mine = arrived.filter((n) => n.titleEn === `New task for you: ${title}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'task_assigned', titleAr: `مهمة جديدة مسندة إليك: ${isolated(title)}`, link: '/lawyer/my-tasks' });
    expect(mine[0].bodyEn).toContain(`Due ${formatDayFor(plus(4), 'en')}`);

    const mails = await eventually('Fatima\'s e-mail of the task', async () => mailsTo('fatima.zaabi@alnoor-law.ae', title), (m) => m.length > 0, 15_000);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${firm.nameEn}: New task for you: ${title}`);
    expect(mails[0].text).toContain(firm.nameEn);
    expect(mails[0].from).toBe('reminders@alnoor-law.ae');
    expect(mails[0].messageId).toMatch(/^<reminder-\d+\.[^@]+@lawfirm\.portal>$/);

    // omar gave the second task to himself: no notice and no e-mail for it, once the reactions have passed it
    const { head: afterOwn } = await reactionsDoneWith(admin.client, Number(own.headers.get('x-event-position')));
    expect(((await omar.client.get('/api/notifications', afterOwn)).body as Note[]).filter((n) => n.titleEn.includes(title))).toEqual([]);
    expect(smtp.received.filter((m) => m.subject.includes(`${title} (mine)`))).toEqual([]);
    // the e-mail is listed for admins once its sending is recorded (a moment after the SMTP server has it); a lawyer may not read the outbox
    const outbox = (
      await eventually('the task e-mail in the outbox', () => admin.client.get('/api/email-outbox'), (r) => (r.body as { subject: string }[]).some((m) => m.subject.includes(title)), 15_000)
    ).body as { to: string; subject: string; delivery: string; language: string }[];
    expect(outbox.filter((m) => m.subject.includes(title))).toEqual([expect.objectContaining({ to: 'fatima.zaabi@alnoor-law.ae', delivery: 'smtp', language: 'en' })]);

    // fatima reads Arabic: the next e-mail is written in Arabic, with the firm's Arabic name
    const prefs = { language: 'ar', emailReminders: ['task_assigned', 'hearing_tomorrow', 'task_due', 'deadline_reminder', 'deadline_missed'], hijri: false, digits: 'latn' };
    expect((await fatima.client.put('/api/profile/preferences', prefs)).status).toBe(200);
    const arabicTitle = `Read the expert's annex ${Date.now()}`;
    expect((await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: arabicTitle, description: 'Annex 3', date: plus(5), time: '10:00 AM', assignedTo: fatima.user.id })).status).toBe(201);
    const arabic = await eventually('Fatima\'s Arabic e-mail', async () => mailsTo('fatima.zaabi@alnoor-law.ae', arabicTitle), (m) => m.length > 0, 15_000);
    // the English title isolated in the Arabic line, the firm's name too: the subject reads right to left
    expect(arabic.map((m) => m.subject)).toEqual([`${isolated(firm.nameAr)}: مهمة جديدة مسندة إليك: ${isolated(arabicTitle)}`]);
    expect(arabic[0].text).toContain(firm.nameAr);
    // beside the text, an HTML part laid out right to left, each line in its own direction
    expect(arabic[0].html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic[0].html).toContain(`<p dir="auto" style="margin:0 0 6px">مهمة جديدة مسندة إليك: ${isolated(arabicTitle.replace(/'/g, '&#39;'))}</p>`);
    expect(arabic[0].text).not.toContain('New task');
    // she then keeps only missed deadlines for e-mail: a new task still reaches her in the console, not by e-mail
    expect((await fatima.client.put('/api/profile/preferences', { ...prefs, emailReminders: ['deadline_missed'] })).status).toBe(200);
    const quietTitle = `Call the court registry ${Date.now()}`;
    expect((await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title: quietTitle, description: 'About the hearing date', date: plus(5), time: '10:00 AM', assignedTo: fatima.user.id })).status).toBe(201);
    const quiet = (await eventually('Fatima\'s notice of the quiet task', () => notes(fatima.client), (ns) => ns.some((n) => n.titleEn === `New task for you: ${quietTitle}`), 15_000)).find((n) => n.titleEn === `New task for you: ${quietTitle}`)!;
    // the e-mail reaction is for the notification: once it has passed it, with its e-mail job done, nothing was sent
    const { head: afterQuiet } = await reactionsDoneWith(admin.client, await streamPosition(admin.client, `notification-${quiet.id}`));
    expect(smtp.received.filter((m) => m.subject.includes(quietTitle))).toEqual([]);
    expect(((await admin.client.get('/api/email-outbox', afterQuiet)).body as { subject: string }[]).filter((m) => m.subject.includes(quietTitle))).toEqual([]);
    const refused = await fatima.client.get('/api/email-outbox');
    expect(refused.status).toBe(403);
    expect(refused.body.messageAr).toBeTruthy();
    await server.stop();
  });

  it('a ruling dated 25 days ago under a 30-day rule with [7, 3, 1] sends the 7-day reminder at once, as a notification and one e-mail, exactly once across a restart; a missed deadline reaches its lawyers and the admins', async () => {
    const first = await startServer({ env: { SMTP_URL: smtp.url }, dataDir: await seededDataDir() });
    servers.push(first);
    const admin = await login(first.url, first.adminUsername, first.adminPassword);
    const fatima = await login(first.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const rule = await admin.client.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (reminder test)', nameAr: 'الاستئناف (اختبار التذكير)', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7, 3, 1] });
    expect(rule.status, rule.text).toBe(201);
    const holidays = (await admin.client.get('/api/case-settings/holidays')).body as Holiday[];
    // 25 days ago; a day either side only when the 30th day would roll past a weekend or holiday
    // to 7 or more days ahead (the 3-day reminder must still be ahead, the 7-day one passed)
    const daysAgo = [25, 26, 24, 27].find((n) => { const left = Math.round((Date.parse(byHand(plus(-n), 30, holidays)) - Date.parse(today())) / 86_400_000); return left >= 4 && left <= 6; })!;
    const cases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; titleEn: string; caseNumber: string; lawyerIds: number[] }[];
    const theCase = cases.find((c) => c.titleEn === 'Emirates Trading v. Gulf Supplies')!;
    const hearingId = (await fatima.client.get(`/api/lawyer/cases/${theCase.id}/hearings`)).body[0].id;
    const recorded = await fatima.client.put(`/api/hearings/${hearingId}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-daysAgo), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
    expect(recorded.status, recorded.text).toBe(201);
    const deadline = (
      await eventually('the test rule\'s deadline on the case', () => fatima.client.get('/api/lawyer/deadlines'), (r) => r.body.some((d: { ruleId: number; caseId: number }) => d.ruleId === rule.body.id && d.caseId === theCase.id), 15_000)
    ).body.find((d: { ruleId: number; caseId: number }) => d.ruleId === rule.body.id && d.caseId === theCase.id) as { id: number; dueDate: string; lawyerIds: number[] };
    expect(deadline.dueDate).toBe(byHand(plus(-daysAgo), 30, holidays));
    const left = Math.round((Date.parse(deadline.dueDate) - Date.parse(today())) / 86_400_000);

    // no sweep is run by hand: the deadline opening sets it off, well before the minute's schedule
    const wording = `Deadline in ${left} days (${formatDayFor(deadline.dueDate, 'en')}): Appeal (reminder test)`;
    const reminded = (ns: Note[]) => ns.filter((n) => n.kind === 'deadline_reminder' && n.titleEn.endsWith('Appeal (reminder test)'));
    const arrived = reminded(await eventually('Fatima\'s 7-day reminder', () => notes(fatima.client), (ns) => reminded(ns).length > 0, 20_000));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ titleEn: wording, titleAr: `موعد نهائي ${isolated(`بعد ${left} أيام`)} (${isolated(courtDayFor(deadline.dueDate, 'ar', { hijri: true }))}): ${isolated('الاستئناف (اختبار التذكير)')}`, bodyEn: `Case ${theCase.caseNumber}: ${theCase.titleEn}` });
    const mails = await eventually('Fatima\'s e-mail of the 7-day reminder', async () => mailsTo('fatima.zaabi@alnoor-law.ae', 'Appeal (reminder test)'), (m) => m.length > 0, 15_000);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(wording)]);
    const mailCount = () => smtp.received.filter((m) => m.subject.includes('Deadline in') && m.subject.includes('Appeal (reminder test)')).length;
    // every lawyer of the case is reminded, each once
    await eventually('an e-mail of the reminder to every lawyer of the case', async () => mailCount(), (n) => n >= deadline.lawyerIds.length, 15_000);
    expect(mailCount()).toBe(deadline.lawyerIds.length);

    // a ruling 40 days old on another case: its deadline is missed; the lawyers and the admins hear of it
    const other = cases.find((c) => c.titleEn === 'Gulf Horizon v. BuildRight')!;
    const otherHearing = (await fatima.client.get(`/api/lawyer/cases/${other.id}/hearings`)).body[0].id;
    expect((await fatima.client.put(`/api/hearings/${otherHearing}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-40), hasNextHearing: false })).status).toBe(201);
    await eventually('the test rule\'s deadline on the other case', () => fatima.client.get('/api/lawyer/deadlines'), (r) => r.body.some((d: { ruleId: number; caseId: number }) => d.ruleId === rule.body.id && d.caseId === other.id), 15_000);
    expect((await admin.client.post('/api/admin/automation/sweeps/missed-deadlines/run')).status).toBe(200);
    const missed = (ns: Note[]) => ns.filter((n) => n.kind === 'deadline_missed' && n.titleEn.endsWith('Appeal (reminder test)'));
    const toFatima = missed(await eventually('Fatima\'s notice of the missed deadline', () => notes(fatima.client), (ns) => missed(ns).length > 0, 15_000));
    expect(toFatima).toHaveLength(1);
    expect(toFatima[0].titleAr).toContain('فات الموعد النهائي');
    expect(missed(await eventually('the admin\'s notice of the missed deadline', () => notes(admin.client), (ns) => missed(ns).length > 0, 15_000))).toHaveLength(1);
    // no reminder of days left for a deadline already past
    expect(reminded(await notes(fatima.client))).toHaveLength(1);

    // by e-mail too, except to the bootstrap admin, whose admin@localhost no mail reaches
    const missedMails = () => smtp.received.filter((m) => m.subject.includes('Deadline missed') && m.subject.includes('Appeal (reminder test)'));
    await eventually('Fatima\'s e-mail of the missed deadline', async () => missedMails().map((m) => m.to[0]), (to) => to.includes('fatima.zaabi@alnoor-law.ae'), 15_000);
    expect(missedMails().filter((m) => m.to.includes('admin@localhost'))).toEqual([]);

    // restart on the same data: the start-up sweep, the minute's sweep and the reactions passing the log again send nothing twice
    await eventually('the reactions caught up', () => admin.client.get('/api/health'), (r) => r.body.reactions.caughtUp);
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir, env: { SMTP_URL: smtp.url } });
    servers.push(second);
    const again = await login(second.url, second.adminUsername, second.adminPassword);
    const fatimaAgain = await login(second.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    expect((await again.client.post('/api/admin/automation/sweeps/reminders/run')).status).toBe(200);
    // what would remind twice: the sweeps and the reactions passing the log again; once they have, with every e-mail job done
    const { head } = await reactionsSettled(again.client);
    const afterRestart = (await fatimaAgain.client.get('/api/notifications', head)).body as Note[];
    expect(reminded(afterRestart)).toHaveLength(1);
    expect(missed(afterRestart)).toHaveLength(1);
    expect(mailCount()).toBe(deadline.lawyerIds.length);
    // other reminders of the demo data may still go out after the restart, each once: no e-mail came twice
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const missedTo = missedMails().map((m) => m.to[0]);
    expect(new Set(missedTo).size).toBe(missedTo.length);
  }, 240_000);
});
