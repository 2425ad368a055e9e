import type { Bilingual } from '../messages.js';

/**
 * Wordings of the tamper-evident audit export (`GET /api/audit/streams/{stream}/export`): its
 * errors, and the PDF an auditor reads beside the JSON (`?format=pdf`). Placeholders in braces.
 */
export const auditMessages = {
  'audit.invalidFormat': { en: 'The export format must be json or pdf', ar: 'يجب أن تكون صيغة التصدير json أو pdf' },
  'audit.invalidLanguage': { en: 'The language must be en or ar', ar: 'يجب أن تكون اللغة en أو ar' },
  'audit.pdf.title': { en: 'Audit history of {stream}', ar: 'سجل تدقيق {stream}' },
  'audit.pdf.intro': {
    en: 'Every event carries its SHA-256 hash, chained to the hash of the event before it; the JSON export of this history carries the same hashes and npm run audit:verify checks them.',
    ar: 'يحمل كل حدث تجزئته بخوارزمية SHA-256 مرتبطةً بتجزئة الحدث الذي قبله؛ ويحمل ملف JSON المصدَّر لهذا السجل التجزئات نفسها ويتحقق منها الأمر npm run audit:verify.',
  },
  'audit.pdf.stream': { en: 'Stream', ar: 'سلسلة الأحداث' },
  'audit.pdf.exportedAt': { en: 'Exported at', ar: 'تاريخ التصدير' },
  'audit.pdf.exportedBy': { en: 'Exported by', ar: 'تم التصدير بواسطة' },
  'audit.pdf.algorithm': { en: 'Algorithm', ar: 'الخوارزمية' },
  'audit.pdf.events': { en: 'Number of events', ar: 'عدد الأحداث' },
  'audit.pdf.headHash': { en: 'Head hash', ar: 'التجزئة الأخيرة (رأس السلسلة)' },
  'audit.pdf.position': { en: 'Position', ar: 'الموضع' },
  'audit.pdf.time': { en: 'Time', ar: 'الوقت' },
  'audit.pdf.who': { en: 'Who', ar: 'المستخدم' },
  'audit.pdf.what': { en: 'What happened', ar: 'ما حدث' },
  'audit.pdf.changes': { en: 'What changed', ar: 'ما تغيّر' },
  'audit.pdf.hash': { en: 'Hash, then the previous hash', ar: 'التجزئة ثم التجزئة السابقة' },
  'audit.pdf.previous': { en: 'Previous:', ar: 'السابقة:' },
  'audit.pdf.system': { en: 'System', ar: 'النظام' },
  'audit.pdf.admin': { en: 'admin', ar: 'مسؤول' },
  'audit.pdf.employee': { en: 'employee', ar: 'موظف' },
  'audit.pdf.empty': { en: 'No events', ar: 'لا توجد أحداث' },
  'audit.pdf.page': { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
  'audit.pdf.truncated': {
    en: 'This PDF lists the first {shown} of {total} events; the JSON export has every one.',
    ar: 'يعرض هذا الملف أول {shown} من {total} حدثاً؛ ويحتوي ملف JSON المصدَّر عليها جميعاً.',
  },
  'audit.pdf.sheet': { en: 'Events', ar: 'الأحداث' },
  'audit.pdf.about': { en: 'About', ar: 'عن السجل' },
  'audit.pdf.firm': { en: 'Firm', ar: 'المكتب' },
  'audit.pdf.document': { en: 'Document', ar: 'المستند' },
} as const satisfies Record<string, Bilingual>;
