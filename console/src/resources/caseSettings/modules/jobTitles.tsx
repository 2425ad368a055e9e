import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModule } from '../types';
import { settingsWording } from '../wording';

export const jobTitles: SettingsModule = {
  slug: 'job-titles',
  api: 'job-titles',
  wording: settingsWording(
    { en: ['Job Title', 'Job Titles'], ar: ['مسمى وظيفي', 'المسمى الوظيفي', 'المسميات الوظيفية'] },
    {
      description: { en: "Titles of the firm's staff", ar: 'مسميات وظائف فريق المكتب' },
      empty: { en: 'No job titles found. Add the first one!', ar: 'لا توجد مسميات وظيفية. أضف أول مسمى!' },
      fields: { titleEn: { en: 'English Title', ar: 'المسمى بالإنجليزية' }, titleAr: { en: 'Arabic Title', ar: 'المسمى بالعربية' } },
    },
  ),
  columns: pairColumns('title'),
  inputs: pairInputs('title'),
  sort: { field: 'titleEn', order: 'ASC' },
};
