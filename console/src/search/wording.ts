import type { SearchKind } from '@lawfirm/contracts';

/** The app bar's search: its own wordings and the names of the kinds of things it finds. */
export const searchWording = {
  open: { en: 'Search', ar: 'بحث' },
  placeholder: { en: 'Search cases, files, clients, hearings…', ar: 'ابحث في القضايا والملفات والعملاء والجلسات…' },
  hint: { en: 'Press / or Ctrl+K to search', ar: 'اضغط / أو Ctrl+K للبحث' },
  nothing: { en: 'Nothing found', ar: 'لا توجد نتائج' },
  answers: { en: 'Search results', ar: 'نتائج البحث' },
  failed: { en: 'The search could not be done. Try again.', ar: 'تعذّر البحث. حاول مرة أخرى.' },
} as const;
export const kindNames: Record<SearchKind, { en: string; ar: string }> = {
  cases: { en: 'Cases', ar: 'القضايا' }, files: { en: 'Files', ar: 'الملفات' }, clients: { en: 'Clients', ar: 'العملاء' },
  hearings: { en: 'Hearings', ar: 'الجلسات' }, minutes: { en: 'Minutes', ar: 'المحاضر' }, documents: { en: 'Documents', ar: 'المستندات' },
  employees: { en: 'Employees', ar: 'الموظفون' }, consultations: { en: 'Consultations', ar: 'الاستشارات' },
};
