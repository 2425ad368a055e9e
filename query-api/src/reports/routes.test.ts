import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiApp, createFsBlobStore, createInProcessJobQueue, createMemoryReadStore, finishApiApp, type AuthedRequest, type BlobStore, type JobQueue,
} from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { dayIn } from '@lawfirm/contracts';
import type { ReportJobData } from '@lawfirm/contracts';
import { reportRoutes } from './routes.js';

/**
 * The report job routes against an in-process queue whose `render-report` processor is a stand-in
 * (the real one is the workers' and is exercised end to end in tests/api/reports.test.ts).
 */
let base: string;
let close: () => Promise<void>;
let jobs: JobQueue;
let blobs: BlobStore;
let dir: string;
const received: ReportJobData[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reports-'));
  blobs = createFsBlobStore(dir);
  jobs = createInProcessJobQueue();
  const readStore = createMemoryReadStore();
  await readStore.collection('case_types').insertOne({ id: 4, nameEn: 'Civil appeal', nameAr: 'استئناف مدني', caseCategory: 'Civil' });
  jobs.process<ReportJobData, unknown>('render-report', async (data, ctx) => {
    received.push(data);
    if (data.reportId === 'documents') throw new Error('boom');
    await ctx.progress(50);
    const ref = await blobs.put(Buffer.from('%PDF-1.7 stand-in'), { filename: data.filename, contentType: 'application/pdf' });
    return { blobId: ref.id, filename: data.filename, contentType: 'application/pdf', size: ref.size, rows: 3 };
  });
  const app = createApiApp();
  app.use((req, _res, next) => {
    const id = Number(req.get('x-user') ?? 7);
    (req as AuthedRequest).principal = {
      id, userType: 'employee', username: `u${id}`, email: '', fullNameEn: 'Test', fullNameAr: 'تجربة', isSuperAdmin: false, roleId: null, permissions: {}, roleNameEn: null, roleNameAr: null,
    } as AuthedRequest['principal'];
    next();
  });
  app.use(reportRoutes({ readStore, reportStore: blobs, jobs, timezone: 'Asia/Dubai' } as unknown as QueryDeps));
  finishApiApp(app);
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(async () => {
  await close?.();
  await jobs?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (method: string, path: string, body?: unknown, user = 7) => {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', 'x-user': String(user) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text.startsWith('{') ? JSON.parse(text) : undefined };
};
const settle = async (jobId: string) => {
  for (let i = 0; i < 100; i++) {
    const s = await call('GET', `/api/report-jobs/${jobId}`);
    if (['completed', 'failed'].includes(s.body.state)) return s.body;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('job did not settle');
};

describe('report jobs', () => {
  it('starts a job with resolved filters and serves its file to its requester only', async () => {
    const started = await call('POST', '/api/report-jobs', { reportId: 'final-decisions', filters: { from: '2026-01-01', to: '2026-01-31', caseType: 'civil' }, format: 'excel', lang: 'ar' });
    expect(started.status, started.text).toBe(202);
    const status = await settle(started.body.jobId);
    expect(status).toMatchObject({ state: 'completed', progress: 100, filename: `lawyer-final-decisions-${dayIn('Asia/Dubai')}.xlsx`, rows: 3 });
    expect(received.at(-1)).toMatchObject({
      reportId: 'final-decisions', format: 'excel', lang: 'ar', requester: { userType: 'employee', id: 7 }, filters: { from: '2026-01-01', to: '2026-01-31', caseTypeIds: [4] },
    });
    const file = await call('GET', `/api/report-jobs/${started.body.jobId}/file`);
    expect(file.text).toBe('%PDF-1.7 stand-in');
    expect((await call('GET', `/api/report-jobs/${started.body.jobId}`, undefined, 8)).status).toBe(404);
    expect((await call('GET', `/api/report-jobs/${started.body.jobId}/file`, undefined, 8)).status).toBe(404);
  });

  it('accepts the schedule by its path name and refuses unknown reports and bad filters bilingually', async () => {
    expect((await call('POST', '/api/report-jobs', { reportId: 'hearings/schedule' })).status).toBe(202);
    const unknown = await call('POST', '/api/report-jobs', { reportId: 'payroll' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'There is no such report', messageAr: 'لا يوجد تقرير بهذا الاسم' });
    const bad = await call('POST', '/api/report-jobs', { reportId: 'hearings', filters: { status: 'lost', from: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['from', 'status']);
  });

  it('reports a failed rendering as the bilingual report error, never as a file', async () => {
    const started = await call('POST', '/api/report-jobs', { reportId: 'documents' });
    expect(await settle(started.body.jobId)).toMatchObject({ state: 'failed', error: { message: 'An error occurred while generating the report', messageAr: 'حدث خطأ أثناء إنشاء التقرير' } });
    expect((await call('GET', `/api/report-jobs/${started.body.jobId}/file`)).body).toMatchObject({ code: 'internal', message: 'An error occurred while generating the report' });
    const direct = await call('GET', '/api/reports/documents');
    expect(direct.status).toBe(500);
    expect(direct.body.messageAr).toBe('حدث خطأ أثناء إنشاء التقرير');
  });

  it('answers a download with 202 and the job when asked to respond asynchronously', async () => {
    const res = await fetch(`${base}/api/reports/cases?range=this-month`, { headers: { prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: string };
    expect(res.headers.get('location')).toBe(`/api/report-jobs/${jobId}`);
    expect(jobId).toMatch(/^report\.employee\.7\./);
    expect(received.at(-1)?.filters).toMatchObject({ range: 'this-month' });
  });
});
