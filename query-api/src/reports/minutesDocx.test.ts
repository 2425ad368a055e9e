import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsBlobStore, createMemoryReadStore } from '@lawfirm/platform';
import { minutesDocx } from './minutesDocx.js';

const blobs = mkdtempSync(join(tmpdir(), 'minutes-docx-'));
afterAll(() => rmSync(blobs, { recursive: true, force: true }));

describe('minutes as a Word document', () => {
  it("writes the court's days the one way each language does (the Hijri day beside the Arabic), never as stored", async () => {
    const readStore = createMemoryReadStore();
    await readStore.collection('cases').insertOne({ id: 2, caseNumber: '2026/0002', titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج' });
    await readStore.collection('hearings').insertOne({ id: 4, caseId: 2, hearingDate: '2026-03-02', hearingTime: '10:00' });
    const { bytes } = await minutesDocx(readStore, createFsBlobStore(blobs), {
      id: 9, hearingId: 4, caseId: 2, rulingType: 'final', finalDecisionDate: '2026-03-02', finalDecisionText: 'Claim accepted',
      hasNextHearing: true, nextHearingDate: '2026-12-05', nextTime: '14:30',
    });
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, p]) => ({ rtl: p.includes('<w:bidi/>'), text: [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, t]) => t).join('') }));
    const english = paragraphs.filter((p) => !p.rtl).map((p) => p.text);
    const arabic = paragraphs.filter((p) => p.rtl).map((p) => p.text.replace(/\u200f/g, ''));
    expect(xml).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(english).toEqual(expect.arrayContaining(['Mar 2, 2026', 'Dec 5, 2026', '02:30 PM']));
    // Umm al-Qura: 2 March 2026 is 13 Ramadan 1447, 5 December 2026 is 25 Jumada II 1448
    expect(arabic).toEqual(expect.arrayContaining(['02/03/2026 (13 رمضان 1447 هـ)', '05/12/2026 (25 جمادى الآخرة 1448 هـ)', '02:30 م']));
  });
});

describe("the Word minutes' footer", () => {
  it('names them as the minutes of a hearing in each language, on its own side, never "Minutes no."', async () => {
    const readStore = createMemoryReadStore();
    await readStore.collection('cases').insertOne({ id: 2, caseNumber: '2026/0002', titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج' });
    await readStore.collection('hearings').insertOne({ id: 4, caseId: 2, hearingDate: '2026-03-02', hearingTime: '10:00' });
    const { bytes } = await minutesDocx(readStore, createFsBlobStore(blobs), { id: 9, hearingId: 4, caseId: 2 });
    const zip = await JSZip.loadAsync(bytes);
    const name = Object.keys(zip.files).find((n) => /^word\/footer\d*\.xml$/.test(n))!;
    const xml = await zip.file(name)!.async('string');
    const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, p]) => ({ rtl: p.includes('<w:bidi/>'), text: [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, t]) => t).join('') }));
    expect(paragraphs.find((p) => !p.rtl && p.text.startsWith('Minutes of hearing no. 9'))?.text).toMatch(/^Minutes of hearing no\. 9 · Page .*of/);
    expect(paragraphs.find((p) => p.rtl)?.text).toMatch(/^محضر الجلسة رقم 9 · صفحة .*من/);
    expect(xml).not.toContain('Minutes no.');
    expect(xml).not.toContain('محضر رقم');
  });
});

describe("the Word minutes' properties", () => {
  it('names them in both languages and says the language of their English and their Arabic runs', async () => {
    const readStore = createMemoryReadStore();
    await readStore.collection('cases').insertOne({ id: 2, caseNumber: '2026/0002', titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج' });
    await readStore.collection('hearings').insertOne({ id: 4, caseId: 2, hearingDate: '2026-03-02', hearingTime: '10:00' });
    const zip = await JSZip.loadAsync((await minutesDocx(readStore, createFsBlobStore(blobs), { id: 9, hearingId: 4, caseId: 2 })).bytes);
    expect(await zip.file('docProps/core.xml')!.async('string')).toContain('<dc:title>Minutes of hearing no. 9 · محضر الجلسة رقم 9</dc:title>');
    expect(await zip.file('word/styles.xml')!.async('string')).toMatch(/<w:docDefaults>[\s\S]*<w:lang w:val="en-AE" w:bidi="ar-AE"\/>/);
  });
});
