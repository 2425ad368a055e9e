import { describe, it, expect } from 'vitest';
import { downloadName, safeFilename, sniffContentType } from './sniff.js';

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

describe('downloadName', () => {
  it('gives a file the extension of the type its bytes were judged to be', () => {
    expect(downloadName('x.html', 'application/pdf')).toBe('x.pdf');
    expect(downloadName('\u202Egpj.exe', 'application/pdf')).toBe('gpj.pdf');
    expect(downloadName('invoice\u2067fdp\u2069.exe', 'image/png')).toBe('invoicefdp.png');
    expect(downloadName('scan', 'image/png')).toBe('scan.png');
    expect(downloadName('report.final', 'application/pdf')).toBe('report.pdf');
    expect(downloadName('', 'application/pdf', 'document')).toBe('document.pdf');
    expect(downloadName('.pdf', 'application/pdf')).toBe('pdf.pdf');
  });

  it('keeps a name whose extension is one of its type, in any case, and Arabic names', () => {
    expect(downloadName('Photo.JPEG', 'image/jpeg')).toBe('Photo.JPEG');
    expect(downloadName('عقد الإيجار.pdf', 'application/pdf')).toBe('عقد الإيجار.pdf');
    expect(downloadName('memo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('memo.docx');
    expect(downloadName('budget.xls', 'application/msword')).toBe('budget.xls');
  });

  it('leaves the extension of a type it does not judge', () => {
    expect(downloadName('audit.csv', 'text/csv')).toBe('audit.csv');
  });
});
