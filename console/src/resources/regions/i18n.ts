import { resourceName, type BilingualTree } from '../../i18n/bilingual';

export const regionI18n = {
  name: resourceName(['Region', 'Regions'], ['منطقة', 'المناطق']),
  fields: {
    nameEn: { en: 'English Name', ar: 'الاسم بالإنجليزية' },
    nameAr: { en: 'Arabic Name', ar: 'الاسم بالعربية' },
    code: { en: 'Code', ar: 'الرمز' },
  },
  dialog: {
    create: { en: 'Add Region', ar: 'إضافة منطقة' },
    edit: { en: 'Edit Region', ar: 'تعديل المنطقة' },
  },
  add: { en: 'Add Region', ar: 'إضافة منطقة' },
} as const satisfies BilingualTree;
