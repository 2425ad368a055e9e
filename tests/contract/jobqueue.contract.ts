import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/src/jobs/types.js';

/** Queues opened from one space share their jobs (one namespace / Redis prefix), as a restarted worker would. */
export interface JobQueueSpace {
  open(): JobQueue;
  cleanup?(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(cond: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(25);
  }
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}

/** What every JobQueue adapter must do. Each test gets a fresh space. */
export function jobQueueContract(name: string, newSpace: () => JobQueueSpace) {
  describe(`JobQueue contract: ${name}`, () => {
    let space: JobQueueSpace;
    let opened: JobQueue[];
    const open = () => {
      const q = space.open();
      opened.push(q);
      return q;
    };
    beforeEach(() => {
      space = newSpace();
      opened = [];
    });
    afterEach(async () => {
      for (const q of opened) await q.close(500);
      await space.cleanup?.();
    });

    it('processes a job and reports its result', async () => {
      const q = open();
      q.process<{ a: number; b: number }, number>('sum', async ({ a, b }) => a + b);
      const { id } = await q.enqueue('sum', { a: 2, b: 3 });
      expect(await q.waitFor(id, 5_000)).toBe(5);
      expect(await q.getJob(id)).toMatchObject({ id, name: 'sum', state: 'completed', result: 5, attemptsMade: 1 });
      expect(await q.getJob('no-such-job')).toBeNull();
    });

    it('waitFor rejects when the time limit passes', async () => {
      const q = open();
      const { id } = await q.enqueue('nobody-processes-this', {});
      const started = Date.now();
      await expect(q.waitFor(id, 300)).rejects.toThrow();
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await q.getJob(id))?.state).toBe('waiting');
      await expect(q.waitFor('no-such-job', 300)).rejects.toThrow();
    });

    it('waitFor rejects with the reason of a failure', async () => {
      const q = open();
      q.process('boom', async () => {
        throw new Error('kaput');
      });
      const { id } = await q.enqueue('boom', {});
      await expect(q.waitFor(id, 5_000)).rejects.toThrow('kaput');
      expect(await q.getJob(id)).toMatchObject({ state: 'failed', failedReason: 'kaput', attemptsMade: 1 });
    });

    it('deduplicates by jobId, also after the job finished', async () => {
      const q = open();
      const g = gate();
      const seen: number[] = [];
      q.process<{ n: number }, number>('once', async ({ n }) => {
        seen.push(n);
        await g.promise;
        return n;
      });
      expect(await q.enqueue('once', { n: 1 }, { jobId: 'report-7' })).toEqual({ id: 'report-7' });
      expect(await q.enqueue('once', { n: 2 }, { jobId: 'report-7' })).toEqual({ id: 'report-7' });
      g.open();
      expect(await q.waitFor('report-7', 5_000)).toBe(1);
      await q.enqueue('once', { n: 3 }, { jobId: 'report-7' });
      await sleep(300);
      expect(seen).toEqual([1]);
      await expect(q.enqueue('once', { n: 4 }, { jobId: 'has:colon' })).rejects.toThrow();
      await expect(q.enqueue('once', { n: 5 }, { jobId: '42' })).rejects.toThrow();
    });

    it('retries a failing job up to its attempts', async () => {
      const q = open();
      const attempts: number[] = [];
      q.process('flaky', async (_d, ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`failure ${ctx.attempt}`);
        return 'ok';
      });
      const { id } = await q.enqueue('flaky', {}, { attempts: 3 });
      expect(await q.waitFor(id, 10_000)).toBe('ok');
      expect(attempts).toEqual([1, 2, 3]);
      expect(await q.getJob(id)).toMatchObject({ state: 'completed', attemptsMade: 3 });

      let runs = 0;
      q.process('hopeless', async () => {
        runs++;
        throw new Error('never works');
      });
      const failing = await q.enqueue('hopeless', {}, { attempts: 2 });
      await expect(q.waitFor(failing.id, 10_000)).rejects.toThrow('never works');
      expect(runs).toBe(2);
      expect(await q.getJob(failing.id)).toMatchObject({ state: 'failed', attemptsMade: 2 });
    });

    it('shows progress through getJob while the job runs', async () => {
      const q = open();
      const g = gate();
      q.process('slow', async (_d, ctx) => {
        await ctx.progress(40);
        await g.promise;
        await ctx.progress(100);
        return 'done';
      });
      const { id } = await q.enqueue('slow', {});
      await until(async () => {
        const job = await q.getJob(id);
        return job?.state === 'active' && job.progress === 40;
      });
      g.open();
      await q.waitFor(id, 5_000);
      expect(await q.getJob(id)).toMatchObject({ state: 'completed', progress: 100 });
    });

    it('gives jobs enqueued before a processor existed to that processor', async () => {
      const q = open();
      const { id } = await q.enqueue('late', { x: 1 });
      await sleep(200);
      expect((await q.getJob(id))?.state).toBe('waiting');
      q.process<{ x: number }, number>('late', async ({ x }) => x + 1);
      expect(await q.waitFor(id, 5_000)).toBe(2);
    });

    it('runs at most `concurrency` jobs of a processor at once', async () => {
      const q = open();
      let inFlight = 0;
      let peak = 0;
      q.process(
        'parallel',
        async () => {
          peak = Math.max(peak, ++inFlight);
          await sleep(150);
          inFlight--;
          return null;
        },
        { concurrency: 2 },
      );
      const ids = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await q.enqueue('parallel', { n })).id));
      await Promise.all(ids.map((id) => q.waitFor(id, 10_000)));
      expect(peak).toBe(2);
    });

    it('holds delayed jobs back until their time', async () => {
      const q = open();
      q.process('later', async () => Date.now());
      const enqueuedAt = Date.now();
      const { id } = await q.enqueue('later', {}, { delayMs: 600 });
      expect((await q.getJob(id))?.state).toBe('delayed');
      expect((await q.waitFor<number>(id, 5_000)) - enqueuedAt).toBeGreaterThanOrEqual(550);
    });

    it('runs a cron schedule every second until unscheduled', async () => {
      const q = open();
      const runs: string[] = [];
      q.process<{ tag: string }, string>('tick', async ({ tag }, ctx) => {
        runs.push(ctx.jobId);
        return tag;
      });
      await q.schedule('every-second', 'tick', '* * * * * *', { tag: 't' }, { tz: 'Asia/Dubai' });
      await until(() => runs.length >= 2, 3_500);
      expect(await q.getJob(runs[0])).toMatchObject({ name: 'tick', state: 'completed', result: 't' });
      await q.unschedule('every-second');
      await sleep(1_200); // a run already under way may still finish
      const settled = runs.length;
      await sleep(1_600);
      expect(runs.length).toBe(settled);
    });

    it('replaces a schedule upserted under the same id', async () => {
      const q = open();
      const runs: string[] = [];
      q.process('old-job', async () => void runs.push('old'));
      q.process('new-job', async () => void runs.push('new'));
      await q.schedule('report', 'old-job', '* * * * * *', {});
      await q.schedule('report', 'new-job', '* * * * * *', {});
      await until(() => runs.filter((r) => r === 'new').length >= 2, 3_500);
      expect(runs.filter((r) => r === 'old').length).toBeLessThanOrEqual(1);
      await q.unschedule('report');
    });

    it('close waits for a job in flight to finish', async () => {
      const q1 = open();
      q1.process('short', async () => {
        await sleep(400);
        return 'finished';
      });
      const { id } = await q1.enqueue('short', {});
      await until(async () => (await q1.getJob(id))?.state === 'active');
      await q1.close(5_000);
      await expect(q1.enqueue('short', {})).rejects.toThrow();
      const q2 = open();
      expect(await q2.getJob(id)).toMatchObject({ state: 'completed', result: 'finished' });
    });

    it('close hands a job still running at the time limit to the next worker, which completes it once', async () => {
      const q1 = open();
      const g = gate();
      let firstStarted = false;
      q1.process('long', async () => {
        firstStarted = true;
        await g.promise;
        return 'first';
      });
      const { id } = await q1.enqueue('long', {}, { jobId: 'long-job' });
      await until(() => firstStarted);
      const closing = Date.now();
      await q1.close(300);
      expect(Date.now() - closing).toBeLessThan(3_000);

      const q2 = open(); // the restarted worker
      let secondRuns = 0;
      q2.process('long', async () => {
        secondRuns++;
        return 'second';
      });
      expect(await q2.waitFor(id, 15_000)).toBe('second');
      g.open(); // the abandoned run ends late; its result must not count
      await sleep(500);
      expect(secondRuns).toBe(1);
      expect(await q2.getJob(id)).toMatchObject({ state: 'completed', result: 'second' });
    });

    it('a job abandoned by two workers in turn (the portal killed twice in a row) is still completed by the third, once', async () => {
      const gates = [gate(), gate()];
      let started = 0;
      const q1 = open();
      q1.process('long', async () => {
        started++;
        await gates[0].promise;
        return 'first';
      });
      const { id } = await q1.enqueue('long', {}, { jobId: 'twice-abandoned' });
      await until(() => started === 1);
      await q1.close(300);
      const q2 = open();
      q2.process('long', async () => {
        started++;
        await gates[1].promise;
        return 'second';
      });
      await until(() => started === 2, 15_000);
      await q2.close(300);

      const q3 = open();
      let thirdRuns = 0;
      q3.process('long', async () => {
        thirdRuns++;
        return 'third';
      });
      expect(await q3.waitFor(id, 15_000)).toBe('third');
      for (const g of gates) g.open();
      await sleep(500);
      expect(thirdRuns).toBe(1);
    });
  });
}
