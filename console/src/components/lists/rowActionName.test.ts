import { describe, expect, it } from 'vitest';
import { rowActionName, rowLabelOf } from './rowActionName';

describe("a row button's accessible name", () => {
  it("starts with the action the button shows, then names the row's record", () => {
    expect(rowActionName('Edit', 'Dubai')).toBe('Edit: Dubai');
    expect(rowActionName('تعديل', 'دبي')).toBe('تعديل: دبي');
    expect(rowActionName('Delete', '  Abu Dhabi ')).toBe('Delete: Abu Dhabi');
  });

  it('is the action alone when the row has no name', () => {
    expect(rowActionName('Edit', '')).toBe('Edit');
    expect(rowActionName('Edit', '   ')).toBe('Edit');
    expect(rowActionName('Edit', undefined)).toBe('Edit');
  });

  it("reads the row's name in the page's language from a bilingual pair, else a plain field", () => {
    const region = { id: 1, nameEn: 'Dubai', nameAr: 'دبي' };
    expect(rowLabelOf(region, 'name', 'en')).toBe('Dubai');
    expect(rowLabelOf(region, 'name', 'ar')).toBe('دبي');
    expect(rowLabelOf({ id: 2, fullNameEn: 'Omar Ali', fullNameAr: '' }, 'fullName', 'ar')).toBe('Omar Ali');
    expect(rowLabelOf({ id: 3, fileNumber: 'F-2026-0012' }, 'fileNumber', 'ar')).toBe('F-2026-0012');
    expect(rowLabelOf({ id: 4, code: 7 }, 'code', 'en')).toBe('7');
    expect(rowLabelOf({ id: 5 }, 'name', 'en')).toBe('');
    expect(rowLabelOf(undefined, 'name', 'en')).toBe('');
  });

  it('takes a function of the record and the language', () => {
    const label = (r: Record<string, unknown>, language: 'en' | 'ar') => `${language === 'ar' ? r.titleAr : r.titleEn} `;
    expect(rowLabelOf({ titleEn: 'Hearing', titleAr: 'جلسة' }, label, 'ar')).toBe('جلسة');
    expect(rowLabelOf({}, () => null, 'en')).toBe('');
  });
});
