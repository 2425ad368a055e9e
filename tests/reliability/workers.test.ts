import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { createBullMqJobQueue } from '@lawfirm/platform';
import { eventually } from '../support/eventually.js';
import { reactionsSettled } from '../support/reactions.js';
import { login, startServer, type RunningServer } from '../support/server.js';
import { dropRedisKeys, REDIS_URL, redisReachable } from '../support/redis.js';

/**
 * The process running the automation is killed (-9) while it is creating tasks; after the
 * restart every hearing has its task exactly once: none lost, none twice.
 */
const redisUp = await redisReachable();
if (!redisUp) console.warn('[skipped] workers on BullMQ: no Redis at 127.0.0.1:6379');

const modes = [
  { name: 'in-process jobs', env: {} as Record<string, string>, run: true },
  { name: 'BullMQ on Redis', env: { REDIS_URL, QUEUE_PREFIX: `test-workers-${process.pid}-${Date.now()}`, QUEUE_LOCK_MS: '2000' }, run: redisUp },
];

for (const mode of modes)
  describe.skipIf(!mode.run)(`workers killed mid-job (${mode.name})`, () => {
    const servers: RunningServer[] = [];
    afterAll(async () => {
      for (const s of servers) await s.stop();
      if (mode.env.QUEUE_PREFIX) await dropRedisKeys(mode.env.QUEUE_PREFIX);
    });

    it('neither loses nor duplicates the tasks it was creating', async () => {
      // the seeded firm as the template's copy (seeded with in-process jobs: the log is the same)
      const first = await startServer({ env: mode.env, dataDir: await seededDataDir() });
      servers.push(first);
      const admin = await login(first.url, first.adminUsername, first.adminPassword);
      const rule = (await admin.client.post('/api/case-settings/automated-tasks', { taskTextEn: 'Confirm attendance', taskTextAr: 'تأكيد الحضور', taskType: 'Reminder', trigger: 'hearing_scheduled', offsetDays: -1 })).body;
      const lawyer = await login(first.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
      const caseId = (await lawyer.client.get('/api/lawyer/cases')).body.find((c: { status: string }) => c.status === 'active').id;
      const hearings = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          lawyer.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: `2027-02-${String(1 + i).padStart(2, '0')}`, hearingTime: '10:00 AM', hallName: '1', rollNumber: `W${i}`, whatIsRequested: 'x' }),
        ),
      );
      expect(hearings.every((h) => h.status === 201)).toBe(true);
      await first.kill();

      const second = await startServer({ dataDir: first.dataDir, env: mode.env });
      servers.push(second);
      const again = await login(second.url, second.adminUsername, second.adminPassword);
      const count = async (headers?: Record<string, string>) =>
        ((await again.client.get(`/api/lawyer/cases/${caseId}/appointments`, headers)).body as { source: { ruleId: number; eventId: string } | null }[]).filter((t) => t.source?.ruleId === rule.id);
      const made = await eventually('a task for each of the 25 hearings', count, (t) => t.length >= 25, 30_000);
      // what could still make one twice: the reactions passing the log again and the task jobs (on
      // BullMQ they outlive the process, and the checkpoint does not wait for them); once all are done
      const { head } = await reactionsSettled(again.client);
      if (mode.env.REDIS_URL) {
        const jobs = createBullMqJobQueue({ redisUrl: mode.env.REDIS_URL, prefix: mode.env.QUEUE_PREFIX });
        try {
          for (const t of made) await eventually(`the task job of event ${t.source!.eventId} done`, () => jobs.getJob(`auto-${rule.id}-${t.source!.eventId}`), (j) => j?.state === 'completed', 30_000);
        } finally {
          await jobs.close();
        }
      }
      const tasks = await count(head);
      console.log(`[workers ${mode.name}] 25 hearings, ${tasks.length} tasks after kill -9 and restart, ${new Set(tasks.map((t) => t.source!.eventId)).size} distinct causes`);
      expect(tasks).toHaveLength(25);
      expect(new Set(tasks.map((t) => t.source!.eventId)).size).toBe(25);
      // the seed's own rules on hearings make two more tasks per hearing: slower under read-model lag
    }, 240_000);
  });
