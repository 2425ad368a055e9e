import { appointmentStatusWording, appointmentTypeWording, casePriorityWording, caseStatusWording, glossary, hearingStatusWording, type Bilingual } from '@lawfirm/contracts';

/**
 * Wordings of stored codes, the console's own (contracts' vocabulary). A code no table knows (a
 * record from before a status was renamed) reads as "Other", never as the code itself.
 */
const OTHER: Bilingual = { en: 'Other', ar: 'أخرى' };
const NONE: Bilingual = { en: '', ar: '' };
const table = (entries: Record<string, Bilingual>) => (code: unknown): Bilingual =>
  code === null || code === undefined || code === '' ? NONE : (entries[String(code)] ?? OTHER);

export const hearingStatus = table({ ...hearingStatusWording, final: { en: glossary.finalRuling.en, ar: glossary.finalRuling.ar } });
export const appointmentStatus = table(appointmentStatusWording);
export const caseStatus = table(caseStatusWording);
export const priority = table(casePriorityWording);
export const agendaKind = table({ hearing: { en: 'Hearing', ar: 'جلسة' }, ...appointmentTypeWording });
/** what time is on, before its number ("Case 2026/0001", "File F-12", "Consultation") */
export const matterKind = table({ case: { en: 'Case', ar: 'قضية' }, file: { en: 'File', ar: 'ملف' }, consultation: { en: 'Consultation', ar: 'استشارة' } });
