import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue, createMemoryReadStore, type JobQueue, type RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { enqueueHolding, type ReactionContext } from '../reactions/runner.js';
import { automationReaction, CREATE_TASK_JOB } from './tasks.js';

const opened: RecordedEvent = {
  id: '0192a1b2-0000-7000-8000-000000000001', stream: 'case-5', revision: 0, position: 42, type: 'CaseOpened', version: 1,
  data: { caseId: 5 }, metadata: { userId: 1, userType: 'employee', correlationId: 'corr', causationId: null, time: '2026-11-02T08:00:00.000Z' },
};

/** the automation reaction on one CaseOpened, with one active rule, on the given job queue */
async function reactOn(jobs: JobQueue) {
  const readStore = createMemoryReadStore();
  await readStore.collection('automated_tasks').insertOne({ id: 3, isActive: true, trigger: 'case_opened', createdAt: '2026-11-01T00:00:00.000Z', taskTextEn: 'Call the client', taskTextAr: 'الاتصال بالعميل', offsetDays: 2 });
  await readStore.collection('cases').insertOne({ id: 5, lawyerIds: [9] });
  const deps = { readStore, jobs, eventStore: { findIdempotent: async () => null } } as unknown as CommandDeps;
  const held: Promise<unknown>[] = [];
  const finishesWith = (p: Promise<unknown>) => void held.push(p);
  await automationReaction('Asia/Dubai').react(opened, { deps, finishesWith, enqueue: enqueueHolding(jobs, finishesWith) } as unknown as ReactionContext);
  return held;
}

describe('the automation reaction and the reactions checkpoint', () => {
  it('given an in-process queue, when it enqueues a task job, then the checkpoint waits for that job', async () => {
    const jobs = createInProcessJobQueue();
    try {
      const held = await reactOn(jobs);
      expect(held).toHaveLength(1);
      const job = await jobs.getJob('auto-3-' + opened.id);
      expect(job).toMatchObject({ name: CREATE_TASK_JOB, state: 'waiting' });
      let settled = false;
      void held[0].then(() => (settled = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(settled).toBe(false);
      jobs.process(CREATE_TASK_JOB, async () => ({ appointmentId: 1 }));
      await expect(held[0]).resolves.toEqual({ appointmentId: 1 });
    } finally {
      await jobs.close();
    }
  });

  it('given a queue whose jobs outlive the process, when it enqueues, then nothing holds the checkpoint', async () => {
    const enqueued: string[] = [];
    const durable = { durable: true, kind: 'bullmq', enqueue: async (_name: string, _data: unknown, o: { jobId: string }) => (enqueued.push(o.jobId), { id: o.jobId }) } as unknown as JobQueue;
    expect(await reactOn(durable)).toEqual([]);
    expect(enqueued).toEqual(['auto-3-' + opened.id]);
  });
});
