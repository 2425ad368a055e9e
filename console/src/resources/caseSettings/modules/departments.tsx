import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModule } from '../types';
import { relatedRecordsWarning, settingsWording } from '../wording';

/** A file's department. The spec has no screen for them; they are managed like the other modules. */
export const departments: SettingsModule = {
  slug: 'departments',
  api: 'departments',
  wording: settingsWording(
    { en: ['Department', 'Departments'], ar: ['قسم', 'القسم', 'الأقسام'] },
    {
      description: { en: 'Departments a client file belongs to', ar: 'الأقسام التي تتبع لها ملفات العملاء' },
      empty: { en: 'No departments found. Add the first one!', ar: 'لا توجد أقسام. أضف أول قسم!' },
      fields: { titleEn: { en: 'English Title', ar: 'العنوان بالإنجليزية' }, titleAr: { en: 'Arabic Title', ar: 'العنوان بالعربية' } },
    },
  ),
  columns: pairColumns('title'),
  inputs: pairInputs('title'),
  sort: { field: 'titleEn', order: 'ASC' },
  // files refer to their department
  confirmDelete: relatedRecordsWarning,
};
