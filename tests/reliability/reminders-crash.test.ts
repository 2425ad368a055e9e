import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { createBullMqJobQueue } from '@lawfirm/platform';
import { eventually } from '../support/eventually.js';
import { reactionsSettled } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { startSmtpServer } from '../support/smtp.js';
import { dropRedisKeys, REDIS_URL, redisReachable } from '../support/redis.js';

const redisUp = await redisReachable();
if (!redisUp) console.warn('[skipped] reminders killed mid-job on BullMQ: no Redis at 127.0.0.1:6379');

const plus = (n: number) => new Date(Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const modes = [
  { name: 'in-process jobs', env: {} as Record<string, string>, run: true },
  { name: 'BullMQ on Redis', env: { REDIS_URL, QUEUE_PREFIX: `test-reminders-${process.pid}-${Date.now()}`, QUEUE_LOCK_MS: '2000' }, run: redisUp },
];

/**
 * The portal is killed (SIGKILL, no shutdown) at the moment a reminder has been raised, before
 * the reactions saved their place in the log: the next start passes the same events again. The
 * person still has one notification; the e-mail, handed to the mail server at most once per
 * attempt, keeps one Message-ID, so a second copy (a kill between the mail server accepting it
 * and the portal recording it) shows as one message.
 */
for (const mode of modes)
  describe.skipIf(!mode.run)(`reminders when the portal dies mid-job (${mode.name})`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const servers: RunningServer[] = [];
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      for (const s of servers) await s.stop();
      await smtp?.close();
      if (mode.env.QUEUE_PREFIX) await dropRedisKeys(mode.env.QUEUE_PREFIX);
    });

    it('a task assigned just before a kill reaches its lawyer once, in the console and by e-mail', async () => {
      const env = { ...mode.env, SMTP_URL: smtp.url };
      // the seeded firm as the template's copy: the seed's own reminders are in its outbox, not mailed here
      const first = await startServer({ env, dataDir: await seededDataDir() });
      servers.push(first);
      const admin = await login(first.url, first.adminUsername, first.adminPassword);
      let omar = await login(first.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
      const fatima = await login(first.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
      const caseId = (await omar.client.get('/api/lawyer/cases')).body[0].id as number;
      const kills: string[] = [];
      let server = first;
      for (const round of [1, 2, 3]) {
        const title = `Summarise the witness statements ${round} ${Date.now()}`;
        const created = await omar.client.post(`/api/lawyer/cases/${caseId}/appointments`, { type: 'task', title, description: 'For the pleading', date: plus(5), time: '10:00 AM', assignedTo: fatima.user.id });
        expect(created.status, created.text).toBe(201);
        const client = (await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee')).client;
        // kill as soon as the notification is there (round 1), or as soon as the task is (rounds 2, 3: mid-reaction)
        if (round === 1) await eventually('Fatima\'s notice of the task', () => client.get('/api/notifications'), (r) => r.body.some((n: { titleEn: string }) => n.titleEn.endsWith(title)));
        await server.kill();
        kills.push(title);
        server = await startServer({ dataDir: first.dataDir, env });
        servers.push(server);
        omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
      }
      const fatimaNow = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
      const noticeIds: number[] = [];
      for (const title of kills) {
        const notes = (await eventually(`Fatima's notice of "${title}"`, () => fatimaNow.client.get('/api/notifications'), (r) => r.body.some((n: { titleEn: string }) => n.titleEn.endsWith(title)), 20_000)).body as { id: number; titleEn: string }[];
        noticeIds.push(...notes.filter((n) => n.titleEn.endsWith(title)).map((n) => n.id));
        const mails = await eventually(`the e-mail of "${title}"`, async () => smtp.received.filter((m) => m.subject.endsWith(title)), (m) => m.length > 0, 20_000);
        expect(mails.length, title).toBeGreaterThanOrEqual(1);
        expect(new Set(mails.map((m) => m.messageId)).size, title).toBe(1);
      }
      // what could still notify or mail twice: the reactions passing the log after the last kill, and
      // the e-mail jobs (on BullMQ they outlive the process, and the checkpoint does not wait for them)
      const { head } = await reactionsSettled(fatimaNow.client);
      if (mode.env.REDIS_URL) {
        const jobs = createBullMqJobQueue({ redisUrl: mode.env.REDIS_URL, prefix: mode.env.QUEUE_PREFIX });
        try {
          for (const id of noticeIds) await eventually(`the e-mail job of notification ${id} done`, () => jobs.getJob(`reminder-email-${id}`), (j) => j?.state === 'completed', 30_000);
        } finally {
          await jobs.close();
        }
      }
      const notesNow = (await fatimaNow.client.get('/api/notifications', head)).body as { titleEn: string }[];
      for (const title of kills) expect(notesNow.filter((n) => n.titleEn === `New task for you: ${title}`), title).toHaveLength(1);
      // and after a clean stop and start nothing more arrives for them
      const count = smtp.received.length;
      await server.stop();
      const last = await startServer({ dataDir: first.dataDir, env });
      servers.push(last);
      const fatimaLast = await login(last.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
      const { head: lastHead } = await reactionsSettled(fatimaLast.client);
      const kept = (await fatimaLast.client.get('/api/notifications', lastHead)).body as { titleEn: string }[];
      for (const title of kills) expect(kept.filter((n) => n.titleEn.endsWith(title))).toHaveLength(1);
      expect(kept.length).toBeGreaterThanOrEqual(notesNow.length);
      const after = smtp.received.slice(count).filter((m) => kills.some((t) => m.subject.endsWith(t)));
      expect(after).toEqual([]);
      console.log(`[reminders-crash] ${mode.name}: ${kills.length} kills, ${smtp.received.filter((m) => kills.some((t) => m.subject.endsWith(t))).length} e-mails for ${kills.length} notifications`);
    }, 300_000);
  });
