import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed/index.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}
type Note = { id: number; kind: string; titleEn: string; titleAr: string; bodyEn: string; link: string };
type Client = Awaited<ReturnType<typeof login>>['client'];
const notes = async (c: Client) => (await c.get('/api/notifications')).body as Note[];

describe('reminders that reach people (notifications and e-mail over a real SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await smtp?.close();
  });
  const mailsTo = (address: string, subjectPart: string) => smtp.received.filter((m: ReceivedMail) => m.to.includes(address) && m.subject.includes(subjectPart));

  it('a task assigned to a colleague reaches them at once, in the console and by e-mail with the firm name; one given to oneself does not', async () => {
    const server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'reminders@alnoor-law.ae' } });
    servers.push(server);
    const admin = await login(server.url, server.adminUsername, server.adminPassword);
    await seedAll(server.url, admin.token);
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

    const arrived = await eventually(() => notes(fatima.client), (ns) => ns.some((n) => n.titleEn === `New task for you: ${title}`));
    const mine = arrived.filter((n) => n.titleEn === `New task for you: ${title}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'task_assigned', titleAr: `مهمة جديدة مسندة إليك: ${title}`, link: '/lawyer/my-tasks' });
    expect(mine[0].bodyEn).toContain(`Due ${plus(4)}`);

    const mails = await eventually(async () => mailsTo('fatima.zaabi@alnoor-law.ae', title), (m) => m.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${firm.nameEn}: New task for you: ${title}`);
    expect(mails[0].text).toContain(firm.nameEn);
    expect(mails[0].from).toBe('reminders@alnoor-law.ae');

    // omar gave the second task to himself: no notice and no e-mail for it
    await new Promise((r) => setTimeout(r, 1000));
    expect((await notes(omar.client)).filter((n) => n.titleEn.includes(title))).toEqual([]);
    expect(smtp.received.filter((m) => m.subject.includes(`${title} (mine)`))).toEqual([]);
    // the e-mail is listed for admins; a lawyer may not read the outbox
    const outbox = (await admin.client.get('/api/email-outbox')).body as { to: string; subject: string; delivery: string; language: string }[];
    expect(outbox.filter((m) => m.subject.includes(title))).toEqual([expect.objectContaining({ to: 'fatima.zaabi@alnoor-law.ae', delivery: 'smtp', language: 'en' })]);
    const refused = await fatima.client.get('/api/email-outbox');
    expect(refused.status).toBe(403);
    expect(refused.body.messageAr).toBeTruthy();
  });
});
