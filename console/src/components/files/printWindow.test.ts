import { describe, expect, it } from 'vitest';
import { printHtml } from './printWindow';

describe('bilingual print page', () => {
  const html = printHtml({
    heading: { en: 'Al Noor Advocates', ar: 'النور للمحاماة' },
    title: { en: 'Employee Details', ar: 'بيانات الموظف' },
    sections: [
      {
        title: { en: 'Contact', ar: 'الاتصال' },
        rows: [
          { label: { en: 'Phone', ar: 'الهاتف' }, value: { en: '+971 50 1', ar: '+971 50 1' } },
          { label: { en: 'Address', ar: 'العنوان' }, value: { en: '<b>Dubai</b>', ar: '' } },
        ],
      },
    ],
  });

  it('puts both languages side by side, Arabic right-to-left', () => {
    expect(html).toContain('Employee Details');
    expect(html).toContain('<div lang="ar" dir="rtl"><h1>النور للمحاماة</h1><h2>بيانات الموظف</h2></div>');
    expect(html).toContain('<th lang="ar" dir="rtl">الهاتف</th>');
  });

  it('gives every value its own direction, escapes values and marks empty ones', () => {
    expect(html).toContain('<div class="value" dir="auto">+971 50 1</div>');
    expect(html).toMatch(/\.value \{[^}]*unicode-bidi: plaintext/);
    expect(html).toContain('&lt;b&gt;Dubai&lt;/b&gt;');
    expect(html).not.toContain('<b>Dubai</b>');
    expect(html).toContain('<div class="value" dir="auto">—</div>');
  });
});
