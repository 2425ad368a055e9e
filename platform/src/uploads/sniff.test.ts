import { describe, it, expect } from 'vitest';
import { safeFilename, sniffContentType } from './sniff.js';

describe('sniffContentType', () => {
  it('knows images and documents by their first bytes', () => {
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
  });

  it('does not trust a name: text is not an image', () => {
    expect(sniffContentType(Buffer.from('hello, I am a .png'))).toBeNull();
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
  });
});

describe('safeFilename', () => {
  it('drops directories, hidden prefixes and direction overrides', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('..\\..\\win.ini')).toBe('win.ini');
    expect(safeFilename('.htaccess')).toBe('htaccess');
    expect(safeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFilename('عقد.pdf')).toBe('عقد.pdf');
    expect(safeFilename('')).toBe('file');
  });
});
