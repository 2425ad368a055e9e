import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsBlobStore, createMemoryReadStore, type RecordedEvent } from '@lawfirm/platform';
import { auditPdfDocument, groupHash } from './exportPdf.js';
import { chain, describeStory } from './history.js';
import { isolated } from '../../../tests/support/bidi.js';

const blobs = mkdtempSync(join(tmpdir(), 'audit-pdf-'));
afterAll(() => rmSync(blobs, { recursive: true, force: true }));

const event = (position: number, revision: number, type: string, data: Record<string, unknown>, userType: 'employee' | 'system', userId: number | null): RecordedEvent => ({
  id: `e${position}`, stream: 'case-7', revision, position, type, version: 1, data,
  metadata: { userId, userType, correlationId: `c${position}`, causationId: null, command: 'ReviseCase', time: '2026-03-01T21:30:00.000Z' },
});

async function compose(lang: 'en' | 'ar') {
  const readStore = createMemoryReadStore();
  await readStore.collection('employees').insertOne({ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي' });
  await readStore.collection('firm_settings').insertOne({ id: 1, nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة' });
  const recorded = [
    event(3, 0, 'CaseOpened', { caseId: 7, titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج', status: 'active' }, 'employee', 7),
    event(9, 1, 'CaseStatusChanged', { caseId: 7, from: 'active', to: 'on_hold' }, 'system', null),
  ];
  const events = chain(recorded);
  const doc = await auditPdfDocument(
    { readStore, blobStore: createFsBlobStore(blobs), timezone: 'Asia/Dubai' },
    { stream: 'case-7', record: { en: 'Case: Emirates v. Gulf', ar: 'القضية: الإمارات ضد الخليج' }, exportedAt: new Date('2026-03-02T06:00:00Z'), exportedBy: { userType: 'employee', id: 7, nameEn: 'Fatima Al Zaabi', nameAr: 'فاطمة الزعابي' }, events, described: await describeStory(readStore, recorded) },
    lang,
  );
  return { doc, events };
}

describe('the audit export as a document', () => {
  it('groups a hash by eight hex digits', () => {
    expect(groupHash('0123456789abcdef'.repeat(4))).toBe('01234567 89abcdef 01234567 89abcdef 01234567 89abcdef 01234567 89abcdef');
  });

  it('carries one row per event in words, the commands in notes, and the hashes of the JSON export in an appendix, in English', async () => {
    const { doc, events } = await compose('en');
    // the values filled into a wording isolated (the record's name, the note's number, action and command)
    expect(doc.title).toBe(`Audit history — ${isolated('Case: Emirates v. Gulf')}`);
    expect(doc.firm.names).toEqual(['Al Noor Advocates', 'النور للمحاماة']);
    expect(doc.breakRows).toBe(true);
    expect(doc.filters).toEqual([
      { label: 'Record', value: 'Case: Emirates v. Gulf' },
      { label: 'Exported at', value: 'Mar 2, 2026, 10:00 AM' },
      { label: 'Exported by', value: 'Fatima Al Zaabi (Employee)' },
      { label: 'Number of events', value: '2' },
    ]);
    expect(doc.columns.map((c) => c.key)).toEqual(['position', 'time', 'who', 'what', 'changes']);
    expect(doc.rows).toHaveLength(2);
    const [opened, changed] = doc.rows;
    // the firm's time zone: 21:30 UTC is 01:30 the next day in Dubai, written as every screen writes a moment
    expect(opened).toMatchObject({ position: 3, time: 'Mar 2, 2026, 01:30 AM', who: 'Fatima Al Zaabi', what: 'Case opened [1]' });
    expect(String(opened.changes).split('\n')[0]).toBe('Title (English): \u2068—\u2069 » \u2068Emirates v. Gulf\u2069');
    expect(changed).toMatchObject({ who: 'System', what: 'Case status changed [1]', changes: 'Status: \u2068Active\u2069 » \u2068On Hold\u2069' });
    expect(doc.notes).toEqual({ title: 'Notes', lines: [`[${isolated(1)}] Recorded by the action “${isolated('Edit case')}” (command ${isolated('ReviseCase')}).`] });
    const words = JSON.stringify([doc.title, doc.generated, doc.filters, doc.rows, doc.notes, doc.appendix?.paragraphs, doc.appendix?.facts]);
    for (const developer of ['npm', 'audit:verify', 'sha256(', 'prevHash', 'canonicalJSON']) expect(words).not.toContain(developer);

    const appendix = doc.appendix!;
    expect(appendix.title).toBe('Appendix: how an auditor checks this history');
    expect(appendix.paragraphs.join(' ')).toContain('64 zeros for the first event');
    expect(appendix.facts).toContainEqual({ label: 'Fingerprint of the last event', value: groupHash(events[1].hash) });
    const [h1, h2] = [groupHash(events[1].hash).split(' '), groupHash(events[1].prevHash).split(' ')];
    expect(appendix.rows[1]).toEqual({
      position: 9, event: 'CaseStatusChanged\ncase-7',
      hash: `${h1.slice(0, 4).join(' ')}\n${h1.slice(4).join(' ')}`, prevHash: `${h2.slice(0, 4).join(' ')}\n${h2.slice(4).join(' ')}`,
    });
    expect(events[1].prevHash).toBe(events[0].hash);
  });

  it('words every label, name, value, summary, note and the appendix in Arabic', async () => {
    const { doc } = await compose('ar');
    expect(doc.lang).toBe('ar');
    expect(doc.title).toBe(`سجل التدقيق — ${isolated('القضية: الإمارات ضد الخليج')}`);
    expect(doc.firm.names[0]).toBe('النور للمحاماة');
    expect(doc.columns.map((c) => c.header)).toEqual(['الرقم', 'الوقت', 'المستخدم', 'ما حدث', 'ما تغيّر']);
    expect(doc.filters.find((f) => f.label === 'تم التصدير بواسطة')?.value).toBe(`${isolated('فاطمة الزعابي')} (موظف)`);
    expect(doc.rows[0]).toMatchObject({ who: 'فاطمة الزعابي', what: 'تم فتح القضية [1]' });
    // a moment in Arabic: the day as 02/03/2026, the time with ص/م, never AM/PM
    expect(String(doc.rows[0].time).replace(/\u200f/g, '')).toBe('02/03/2026، 01:30 ص');
    expect(doc.rows[1]).toMatchObject({ who: 'النظام', changes: 'الحالة: \u2068نشطة\u2069 » \u2068معلّقة\u2069' });
    expect(doc.notes?.lines).toEqual([`[${isolated(1)}] سُجّل بالإجراء «${isolated('تعديل القضية')}» (الأمر ${isolated('ReviseCase')}).`]);
    expect(doc.appendix?.title).toBe('ملحق: كيف يتحقق المدقق من هذا السجل');
    expect(doc.appendix?.columns.map((c) => c.header)).toEqual(['الرقم', 'الحدث (كما في ملف التصدير)', 'البصمة', 'بصمة الحدث السابق']);
  });
});
