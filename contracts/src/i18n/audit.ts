import type { Bilingual } from '../messages.js';

/**
 * Wordings of the tamper-evident audit export (`GET /api/audit/streams/{stream}/export`): its
 * errors, and the PDF an auditor reads beside the JSON (`?format=pdf`). Placeholders in braces.
 */
export const auditMessages = {
  'audit.invalidFormat': { en: 'The export format must be json or pdf', ar: 'يجب أن تكون صيغة التصدير json أو pdf' },
  'audit.invalidLanguage': { en: 'The language must be en or ar', ar: 'يجب أن تكون اللغة en أو ar' },
  'audit.pdf.title': { en: 'Audit history — {record}', ar: 'سجل التدقيق — {record}' },
  'audit.pdf.intro': {
    en: 'Every event of this record in the order it was recorded: when, who, what happened and what changed. The appendix lists the fingerprint of each event and says how an auditor checks that none was altered.',
    ar: 'جميع أحداث هذا السجل بترتيب تسجيلها: متى، ومن، وما حدث، وما تغيّر. ويسرد الملحق البصمة الرقمية لكل حدث ويبيّن كيف يتحقق المدقق من أن أياً منها لم يُعدَّل.',
  },
  'audit.pdf.record': { en: 'Record', ar: 'السجل' },
  'audit.pdf.exportedAt': { en: 'Exported at', ar: 'تاريخ التصدير' },
  'audit.pdf.exportedBy': { en: 'Exported by', ar: 'تم التصدير بواسطة' },
  'audit.pdf.events': { en: 'Number of events', ar: 'عدد الأحداث' },
  'audit.pdf.position': { en: 'No.', ar: 'الرقم' },
  'audit.pdf.time': { en: 'Time', ar: 'الوقت' },
  'audit.pdf.who': { en: 'Who', ar: 'المستخدم' },
  'audit.pdf.what': { en: 'What happened', ar: 'ما حدث' },
  'audit.pdf.changes': { en: 'What changed', ar: 'ما تغيّر' },
  'audit.pdf.notes': { en: 'Notes', ar: 'ملاحظات' },
  'audit.pdf.commandNote': { en: '[{n}] Recorded by the action “{action}” (command {command}).', ar: '[{n}] سُجّل بالإجراء «{action}» (الأمر {command}).' },
  'audit.pdf.appendix': { en: 'Appendix: how an auditor checks this history', ar: 'ملحق: كيف يتحقق المدقق من هذا السجل' },
  'audit.pdf.howChained': {
    en: 'The portal never changes or deletes an event once recorded. So that this can be checked, every event carries a fingerprint (a SHA-256 hash) computed from the full record of the event together with the fingerprint of the event before it: the events form a chain, and the fingerprint of the last one vouches for all of them.',
    ar: 'لا تعدّل البوابة أي حدث ولا تحذفه بعد تسجيله. وللتحقق من ذلك يحمل كل حدث بصمة رقمية (تجزئة SHA-256) تُحسب من السجل الكامل للحدث مع بصمة الحدث الذي قبله: فتشكّل الأحداث سلسلة، وتشهد بصمة آخرها لها جميعاً.',
  },
  'audit.pdf.howToCheck': {
    en: 'To check it, ask the firm for the export file of this history (JSON), which holds the same events with the same fingerprints. Take the events in order; write each event’s record with its fields in alphabetical order and without spaces; put the fingerprint of the event before it in front (64 zeros for the first event) and compute the SHA-256 hash of the whole. The result must equal the event’s fingerprint in the table below and in the file.',
    ar: 'للتحقق، اطلب من المكتب ملف تصدير هذا السجل (JSON)، وفيه الأحداث نفسها بالبصمات نفسها. خذ الأحداث بالترتيب؛ واكتب سجل كل حدث بحقوله مرتبةً أبجدياً ومن غير مسافات؛ وضع قبله بصمة الحدث السابق (64 صفراً للحدث الأول) واحسب تجزئة SHA-256 للمجموع. يجب أن تساوي النتيجة بصمة الحدث في الجدول أدناه وفي الملف.',
  },
  'audit.pdf.whatItMeans': {
    en: 'If any event was altered, removed or added afterwards, its fingerprint and every fingerprint after it no longer match. The firm’s verification tool does these steps on the export file and names the first event that does not match.',
    ar: 'إذا عُدّل أي حدث أو حُذف أو أُضيف لاحقاً، فلن تتطابق بصمته ولا أي بصمة بعده. وتنفّذ أداة التحقق لدى المكتب هذه الخطوات على ملف التصدير وتسمّي أول حدث لا يتطابق.',
  },
  'audit.pdf.method': { en: 'Fingerprint', ar: 'البصمة' },
  'audit.pdf.methodValue': {
    en: 'SHA-256 of the previous fingerprint followed by the event’s record (fields in alphabetical order, no spaces)',
    ar: 'تجزئة SHA-256 للبصمة السابقة متبوعةً بسجل الحدث (الحقول مرتبة أبجدياً ومن غير مسافات)',
  },
  'audit.pdf.headHash': { en: 'Fingerprint of the last event', ar: 'بصمة آخر حدث' },
  'audit.pdf.event': { en: 'Event (as in the export file)', ar: 'الحدث (كما في ملف التصدير)' },
  'audit.pdf.hash': { en: 'Fingerprint', ar: 'البصمة' },
  'audit.pdf.previousHash': { en: 'Fingerprint of the event before', ar: 'بصمة الحدث السابق' },
  'audit.pdf.system': { en: 'System', ar: 'النظام' },
  'audit.pdf.admin': { en: 'Admin', ar: 'مسؤول' },
  'audit.pdf.employee': { en: 'Employee', ar: 'موظف' },
  'audit.pdf.empty': { en: 'No events', ar: 'لا توجد أحداث' },
  'audit.pdf.page': { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
  'audit.pdf.truncated': {
    en: 'This PDF lists the first {shown} of {total} events; the export file has every one.',
    ar: 'يعرض هذا الملف أول {shown} من {total} حدثاً؛ ويحتوي ملف التصدير عليها جميعاً.',
  },
  'audit.pdf.sheet': { en: 'Events', ar: 'الأحداث' },
  'audit.pdf.about': { en: 'About', ar: 'عن السجل' },
  'audit.pdf.firm': { en: 'Firm', ar: 'المكتب' },
  'audit.pdf.document': { en: 'Document', ar: 'المستند' },
} as const satisfies Record<string, Bilingual>;
