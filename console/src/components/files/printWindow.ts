import type { Bilingual } from '@lawfirm/contracts';

/** One line of a printed record: its label and value in both languages. */
export interface PrintRow {
  label: Bilingual;
  value: Bilingual;
}

export interface PrintSection {
  title: Bilingual;
  rows: PrintRow[];
}

export interface PrintDocument {
  /** printed at the top, e.g. the firm's name */
  heading: Bilingual;
  title: Bilingual;
  sections: PrintSection[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

// every value, and every line of it, reads in its own direction (dir="auto", unicode-bidi:
// plaintext): English typed in the Arabic column keeps its full stop at its end, a phone number
// or an e-mail stays left to right
const value = (text: string) => `<div class="value" dir="auto">${escape(text || '—')}</div>`;

const row = ({ label, value: { en, ar } }: PrintRow) => `
  <tr>
    <th lang="en">${escape(label.en)}</th>
    <td lang="en">${value(en)}</td>
    <td lang="ar" dir="rtl">${value(ar)}</td>
    <th lang="ar" dir="rtl">${escape(label.ar)}</th>
  </tr>`;

const section = ({ title, rows }: PrintSection) => `
  <tr class="section">
    <th colspan="2" lang="en">${escape(title.en)}</th>
    <th colspan="2" lang="ar" dir="rtl">${escape(title.ar)}</th>
  </tr>${rows.map(row).join('')}`;

/** A standalone bilingual page: English on the left, Arabic on the right, no app chrome. */
export function printHtml(doc: PrintDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(doc.title.en)} | ${escape(doc.title.ar)}</title>
<style>
  body { font-family: 'Segoe UI', Tahoma, Arial, sans-serif; color: #111; margin: 24px; }
  header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #1a237e; padding-bottom: 8px; margin-bottom: 16px; }
  header h1 { font-size: 20px; margin: 0; }
  header h2 { font-size: 15px; margin: 4px 0 0; font-weight: 500; color: #444; }
  header [dir=rtl] { text-align: right; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { border: 1px solid #ccc; padding: 6px 8px; vertical-align: top; width: 25%; }
  th { background: #f5f5f5; text-align: left; font-weight: 600; }
  [dir=rtl] { text-align: right; }
  .value { unicode-bidi: plaintext; white-space: pre-line; text-align: inherit; }
  tr.section th { background: #e8eaf6; font-size: 14px; }
  @media print { body { margin: 0; } }
</style>
</head>
<body>
<header>
  <div lang="en"><h1>${escape(doc.heading.en)}</h1><h2>${escape(doc.title.en)}</h2></div>
  <div lang="ar" dir="rtl"><h1>${escape(doc.heading.ar)}</h1><h2>${escape(doc.title.ar)}</h2></div>
</header>
<table>${doc.sections.map(section).join('')}</table>
</body>
</html>`;
}

/** Opens the page in a new window and asks the browser to print it; false when the popup was blocked. */
export function printDocument(doc: PrintDocument): boolean {
  const win = window.open('', '_blank', 'width=960,height=1000');
  if (!win) return false;
  win.document.open();
  win.document.write(printHtml(doc));
  win.document.close();
  win.focus();
  win.print();
  return true;
}
