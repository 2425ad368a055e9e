import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, pdfTitle } from '../support/pdfText.js';
import { api, login, root, type RunningServer } from '../support/server.js';
import { startSeededFirm } from '../support/seededFirm.js';
import { reactionsSettled } from '../support/reactions.js';

let server: RunningServer;
let admin: ReturnType<typeof api>;
let fatima: Awaited<ReturnType<typeof login>>;
let omar: Awaited<ReturnType<typeof login>>;
let caseId: number;
let beforeEdits: string;

beforeAll(async () => {
  ({ server, admin, fatima, omar } = await startSeededFirm());
  caseId = (await fatima.client.get('/api/lawyer/cases')).body.find((c: { titleEn: string }) => c.titleEn === 'Emirates Trading v. Gulf Supplies').id;
  await new Promise((r) => setTimeout(r, 20));
  beforeEdits = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 20));
  // edited several times after `beforeEdits`
  for (const [i, status] of (['in_progress', 'on_hold', 'active'] as const).entries()) {
    const c = (await fatima.client.get(`/api/cases/${caseId}`)).body;
    await fatima.client.put(`/api/cases/${caseId}`, { ...c, status, summary: `Revision ${i + 1}`, version: c.version });
  }
  await fatima.client.post(`/api/lawyer/cases/${caseId}/hearings`, { hearingDate: '2027-01-10', hearingTime: '09:00 AM', hallName: '7', rollNumber: '700', whatIsRequested: 'Final pleadings' });
});
afterAll(async () => {
  await server?.stop();
});

describe('case history', () => {
  it('lists every event of the case and its hearings, appointments and documents with who, what changed and why', async () => {
    const history = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body;
    const streams = new Set(history.map((h: { stream: string }) => h.stream.replace(/-\d+$/, '')));
    expect([...streams].sort()).toEqual(expect.arrayContaining(['appointment', 'case', 'case-document', 'hearing']));
    const positions = history.map((h: { position: number }) => h.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const status = history.filter((h: { type: string }) => h.type === 'CaseStatusChanged');
    expect(status.at(-1)).toMatchObject({ who: { nameEn: 'Fatima Al Zaabi', nameAr: 'فاطمة الزعابي' }, command: 'ReviseCase', summaryAr: 'تم تغيير حالة القضية' });
    const revised = history.filter((h: { type: string }) => h.type === 'CaseDetailsRevised').at(-1);
    expect(revised.changes).toContainEqual({
      field: 'summary', labelEn: 'Summary', labelAr: 'الملخص', before: 'Revision 2', after: 'Revision 3', beforeEn: 'Revision 2', beforeAr: 'Revision 2', afterEn: 'Revision 3', afterAr: 'Revision 3',
    });
    // codes and references in the reader's language
    expect(status.at(-1).changes).toEqual([expect.objectContaining({ field: 'status', before: 'on_hold', after: 'active', beforeAr: 'معلّقة', afterAr: 'نشطة', afterEn: 'Active' })]);
    const opened = history.find((h: { type: string }) => h.type === 'CaseOpened');
    expect(opened.changes).toContainEqual(expect.objectContaining({ field: 'lawyerIds', afterEn: expect.stringContaining('Fatima Al Zaabi'), afterAr: expect.stringContaining('فاطمة الزعابي') }));
    expect(status.at(-1)).toMatchObject({ commandEn: 'Edit case', commandAr: 'تعديل القضية' });
    expect(revised.correlationId).toBeTruthy();
    expect((await omar.client.get(`/api/audit/streams/case-${caseId}`)).status).toBe(403);
    expect((await fatima.client.get('/api/audit/streams/user-1')).status).toBe(403);
  });

  it('shows the case as it stood at a past moment, replayed, without the later changes', async () => {
    const now = (await fatima.client.get(`/api/lawyer/cases/${caseId}`)).body;
    const past = await fatima.client.get(`/api/lawyer/cases/${caseId}?asOf=${encodeURIComponent(beforeEdits)}`);
    expect(past.status).toBe(200);
    expect(past.headers.get('x-as-of')).toBe(beforeEdits);
    expect(now.summary).toBe('Revision 3');
    expect(past.body.summary).not.toBe('Revision 3');
    expect(past.body.status).toBe('active');
    expect(past.body.counts.hearings).toBe(now.counts.hearings - 1);
    const pastHearings = (await fatima.client.get(`/api/lawyer/cases/${caseId}/hearings?asOf=${encodeURIComponent(beforeEdits)}`)).body;
    expect(pastHearings.some((h: { rollNumber: string }) => h.rollNumber === '700')).toBe(false);
    expect((await fatima.client.get(`/api/lawyer/cases/${caseId}?asOf=2000-01-01`)).status).toBe(404);
    expect((await fatima.client.get(`/api/lawyer/cases/${caseId}?asOf=yesterday-ish`)).body).toMatchObject({ code: 'validation_failed', messageAr: expect.any(String) });
  });

  it('gives the history up to a past moment, as the historical view of the case shows it', async () => {
    const all = (await fatima.client.get(`/api/audit/streams/case-${caseId}`)).body as { time: string; type: string }[];
    const past = (await fatima.client.get(`/api/audit/streams/case-${caseId}?asOf=${encodeURIComponent(beforeEdits)}`)).body as { time: string; type: string }[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.length).toBeLessThan(all.length);
    expect(past.every((h) => h.time <= beforeEdits)).toBe(true);
    expect(all.filter((h) => h.time <= beforeEdits)).toEqual(past);
    expect((await fatima.client.get(`/api/audit/streams/case-${caseId}?asOf=soon`)).body).toMatchObject({ code: 'validation_failed', messageAr: expect.any(String) });
  });
});

describe('tamper-evident export', () => {
  it('chains every event’s hash; audit:verify accepts the export and names the first altered event', async () => {
    const res = await fatima.client.get(`/api/audit/streams/case-${caseId}/export`);
    expect(res.status).toBe(200);
    expect(res.body.events[0].prevHash).toBe('0'.repeat(64));
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, res.text);
    const verify = (file: string) => {
      try {
        return { code: 0, out: execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'audit-verify.ts'), file], { cwd: root, encoding: 'utf8' }) };
      } catch (e) {
        return { code: (e as { status: number }).status, out: String((e as { stdout: string }).stdout) };
      }
    };
    expect(verify(good)).toMatchObject({ code: 0, out: expect.stringContaining('OK') });
    const tampered = structuredClone(res.body);
    tampered.events[3].data = { ...tampered.events[3].data, summary: 'forged' };
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(tampered));
    const result = verify(bad);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`event 4 of ${tampered.events.length}`);
    expect(result.out).toContain(`position ${tampered.events[3].position}`);
    // two starts of the command line (tsx compiles it each time): seconds each on a busy machine
  }, 90_000);
});

describe('audit export as PDF', () => {
  const groups = (hash: string) => hash.match(/.{8}/g)!.join(' ');
  const pdf = async (who: { token: string }, query: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/audit/streams/case-${caseId}/export${query}`, { headers: { authorization: `Bearer ${who.token}`, ...headers } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('renders the history edited several times, in English and Arabic, with the hashes of the JSON export in an appendix that says in words how to check them', async () => {
    // what the edits set off (a hearing's reminders, automated tasks) is in the story before it is exported twice
    const { head } = await reactionsSettled(admin);
    const json = (await fatima.client.get(`/api/audit/streams/case-${caseId}/export`, head)).body;
    expect(json.events.filter((e: { type: string }) => e.type === 'CaseDetailsRevised').length).toBeGreaterThanOrEqual(3);
    const { titleEn, titleAr } = (await fatima.client.get(`/api/cases/${caseId}`)).body;
    for (const [lang, query, headers, title] of [
      // the document's properties name the record (without the isolation marks the page lays out)
      ['en', '?format=pdf', {}, `Audit history — Case: ${titleEn}`],
      ['ar', '?format=pdf&lang=ar', {}, `سجل التدقيق — القضية: ${titleAr}`],
      // the language follows Accept-Language when ?lang is absent
      ['ar', '?format=pdf', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' }, `سجل التدقيق — القضية: ${titleAr}`],
    ] as const) {
      const { res, bytes } = await pdf(fatima, query, headers);
      expect(res.status, lang).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="audit-case-${caseId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfTitle(bytes)).toBe(title);
      const text = pdfText(bytes);
      // no developer's words anywhere: no tool to run, no formula
      for (const word of ['npm', 'audit:verify', 'sha256(', 'prevHash', 'canonicalJSON']) expect(text, `${lang}: ${word}`).not.toContain(word);
      // the hashes stand in the appendix only, after the words that say how an auditor checks them
      const appendix = text.indexOf(lang === 'en' ? 'Appendix: how an auditor checks this history' : 'SHA-256');
      expect(appendix, lang).toBeGreaterThan(0);
      const [body, end] = [text.slice(0, appendix), text.slice(appendix)];
      expect(body).not.toContain(groups(json.headHash).split(' ')[0]);
      expect(end).toContain(groups(json.headHash));
      // the command behind the edits once, in its note, not in each of the table's rows
      expect(body.split('ReviseCase').length - 1, lang).toBe(1);
      if (lang === 'en') {
        expect(text).toContain(`Number of events: ${json.events.length}`);
        expect(body).toMatch(/Case details revised \[\d+\]/);
        expect(body).toContain('Recorded by the action “Edit case” (command ReviseCase).');
        expect(end).toContain('compute the SHA-256 hash of the whole');
        expect(end).not.toContain('Number of events');
      } else expect(text).not.toContain('Number of events');
      // the appendix has one row per event, each with its hash and the previous one (two lines of four groups each)
      for (const e of json.events) {
        const [first, second] = [groups(e.hash).split(' ').slice(0, 4).join(' '), groups(e.hash).split(' ').slice(4).join(' ')];
        expect(end).toContain(first);
        expect(end).toContain(second);
        expect(end).toContain(e.type);
      }
      expect(end.split(groups(json.events[1].prevHash).split(' ').slice(0, 4).join(' ')).length - 1).toBe(2);
    }
    // three PDFs of a whole case rendered in a worker thread
  }, 120_000);

  it('is refused to a lawyer not on the case, and a bad format or language is a bilingual 400', async () => {
    expect((await pdf(omar, '?format=pdf')).res.status).toBe(403);
    const bad = await fatima.client.get(`/api/audit/streams/case-${caseId}/export?format=docx`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      message: 'The export format must be json or pdf',
      messageAr: 'يجب أن تكون صيغة التصدير json أو pdf',
      errors: [{ field: 'format', message: 'The export format must be json or pdf', messageAr: 'يجب أن تكون صيغة التصدير json أو pdf' }],
    });
    const badLang = await fatima.client.get(`/api/audit/streams/case-${caseId}/export?format=pdf&lang=fr`);
    expect(badLang.status).toBe(400);
    expect(badLang.body).toMatchObject({ code: 'validation_failed', message: 'The language must be en or ar', messageAr: 'يجب أن تكون اللغة en أو ar' });
    // JSON stays the default
    const json = await fatima.client.get(`/api/audit/streams/case-${caseId}/export?format=json`);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('global audit log', () => {
  it('filters by user, type, record and date, and exports CSV', async () => {
    const filter = encodeURIComponent(JSON.stringify({ userId: fatima.user.id, userType: 'employee', type: 'CaseStatusChanged', from: beforeEdits }));
    const page = await admin.get(`/api/audit/events?filter=${filter}&range=[0,9]`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(3);
    expect(page.headers.get('content-range')).toMatch(/\/3$/);
    expect((await fatima.client.get('/api/audit/events')).status).toBe(403);
    const csv = await fetch(`${server.url}/api/audit/events/export.csv?filter=${filter}`, { headers: { authorization: `Bearer ${(await login(server.url, server.adminUsername, server.adminPassword)).token}` } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    // the header, then one row per status change this suite made on the case, oldest first
    const [header, ...lines] = (await csv.text()).replace(/^\uFEFF/, '').split('\n').filter(Boolean);
    const columns = header.split(',');
    expect(columns).toEqual(expect.arrayContaining(['id', 'time', 'stream', 'type', 'userType', 'userId', 'command', 'caseId']));
    const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i], v])));
    expect(rows).toHaveLength(3);
    const made = [...page.body].sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    expect(rows.map((r) => Number(r.id))).toEqual(made.map((e: { id: number }) => e.id));
    for (const row of rows)
      expect(row).toMatchObject({ stream: `case-${caseId}`, type: 'CaseStatusChanged', userType: 'employee', userId: String(fatima.user.id), command: 'ReviseCase', caseId: String(caseId) });
    expect(rows.every((r) => r.time >= beforeEdits)).toBe(true);
  });

  it('answers a filter it cannot take (an operator instead of a value, a date that is not one) with a bilingual 400', async () => {
    for (const bad of [{ userId: { $gt: 0 } }, { type: [{ $ne: 'x' }] }, { from: 'not a date' }]) {
      const res = await admin.get(`/api/audit/events?filter=${encodeURIComponent(JSON.stringify(bad))}`);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      // named as every list's filter is (one list-parameter parser)
      expect(res.body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'filter', message: expect.stringContaining('filter'), messageAr: expect.stringMatching(/[\u0600-\u06FF]/) }] });
    }
  });
});

describe('replay command', () => {
  it('prints progress and a summary of the case as of a date', async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'replay.ts'), '--stream', `case-${caseId}`, '--as-of', beforeEdits], {
      cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: server.dataDir },
    });
    expect(run.status).toBe(0);
    const out = run.stdout + run.stderr;
    expect(out).toContain('scanning the log');
    expect(out).toMatch(new RegExp(`case-${caseId} as of .*: \\d+ events in \\d+ streams`));
    expect(out).toContain('status active');
  });
});
