import { resourceName, type BilingualTree } from '../../i18n/bilingual';

export const emailOutboxI18n = {
  name: resourceName(['E-mail', 'E-mail Outbox'], ['رسالة بريد', 'صندوق البريد الصادر']),
  fields: {
    createdAt: { en: 'Date', ar: 'التاريخ' },
    to: { en: 'To', ar: 'إلى' },
    subject: { en: 'Subject', ar: 'الموضوع' },
    language: { en: 'Language', ar: 'اللغة' },
    delivery: { en: 'Status', ar: 'الحالة' },
    body: { en: 'Message', ar: 'نص الرسالة' },
  },
  delivery: {
    smtp: { en: 'Sent', ar: 'أُرسلت' },
    outbox: { en: 'Not sent: no mail server is set up', ar: 'لم تُرسل: لم يُعدّ خادم بريد' },
  },
  languages: {
    en: { en: 'English', ar: 'الإنجليزية' },
    ar: { en: 'Arabic', ar: 'العربية' },
  },
  intro: {
    en: 'The reminders that went out by e-mail, or would have if a mail server were set up. Each person chooses in their profile which reminders they receive by e-mail.',
    ar: 'التذكيرات التي أُرسلت بالبريد الإلكتروني، أو التي كانت ستُرسل لو أُعدّ خادم بريد. يختار كل شخص من ملفه الشخصي التذكيرات التي تصله بالبريد.',
  },
  empty: { en: 'No reminder e-mails yet', ar: 'لا توجد رسائل تذكير بعد' },
} as const satisfies BilingualTree;
