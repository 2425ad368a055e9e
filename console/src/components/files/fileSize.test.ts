import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('uses base 1024 units with up to two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });
  it("says 'N/A' without a size, in either language", () => {
    expect(formatFileSize(undefined)).toBe('N/A');
    expect(formatFileSize(null, 'ar')).toBe('غير متوفر');
    expect(formatFileSize(2048, 'ar')).toBe('2 كيلوبايت');
  });
});
