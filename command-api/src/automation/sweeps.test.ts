import { describe, expect, it } from 'vitest';
import { appealWording } from './sweeps.js';
import { isolated } from '../../../tests/support/bidi.js';

/** the Arabic without the right-to-left marks Intl puts after its numbers */
const plain = (s: string) => s.replace(/\u200f/g, '');

describe('the appeal reminder', () => {
  it("says the appeal's last day as the console writes a court's day, never as stored: the Hijri day beside the Arabic", () => {
    const { task, notice } = appealWording('2026-04-03', { caseNumber: '2026/0007', titleEn: 'Emirates v. Gulf', titleAr: 'الإمارات ضد الخليج' });
    expect(notice.titleEn).toBe('Needs Attention: appeal deadline Apr 3, 2026');
    // Umm al-Qura: 3 April 2026 is 15 Shawwal 1447
    expect(plain(notice.titleAr)).toBe(`يحتاج إلى متابعة: آخر موعد للاستئناف ${isolated('03/04/2026 (15 شوال 1447 هـ)')}`);
    expect(notice).toMatchObject({ bodyEn: 'Case 2026/0007: Emirates v. Gulf', bodyAr: `القضية ${isolated('2026/0007')}: ${isolated('الإمارات ضد الخليج')}` });
    expect(task.title).toBe('Appeal deadline Apr 3, 2026: decide on the appeal');
    // the task in both languages: each reader is shown theirs
    expect(plain(task.titleAr)).toBe(`آخر موعد للاستئناف ${isolated('03/04/2026 (15 شوال 1447 هـ)')}: اتخاذ قرار الاستئناف`);
    expect(task.description).toBe("Made automatically by the portal: the appeal period of the case's final ruling ends on Apr 3, 2026");
    expect(plain(task.descriptionAr)).toBe(`أنشأتها البوابة تلقائيًا: تنتهي مهلة استئناف الحكم النهائي في القضية في ${isolated('03/04/2026 (15 شوال 1447 هـ)')}`);
    expect(JSON.stringify({ task, notice })).not.toContain('2026-04-03');
  });
});
