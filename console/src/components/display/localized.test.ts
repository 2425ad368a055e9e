import { describe, expect, it } from 'vitest';
import { localizedValue } from './localized';
import { suggestId } from '../forms/suggestId';

describe('small helpers of the management screens', () => {
  it('reads a bilingual pair in the language, falling back to the other', () => {
    const region = { nameEn: 'Dubai', nameAr: 'دبي' };
    expect(localizedValue(region, 'name', 'ar')).toBe('دبي');
    expect(localizedValue(region, 'name', 'en')).toBe('Dubai');
    expect(localizedValue({ fullNameEn: 'Omar', fullNameAr: '' }, 'fullName', 'ar')).toBe('Omar');
    expect(localizedValue(undefined, 'name', 'en')).toBe('');
  });

  it("suggests IDs from the last 6 digits of the time in ms ('CLI-', 'EMP-')", () => {
    expect(suggestId('CLI', 1_767_225_600_123)).toBe('CLI-600123');
    expect(suggestId('EMP')).toMatch(/^EMP-\d{6}$/);
  });
});
