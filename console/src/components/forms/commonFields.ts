import type { BilingualTree } from '../../i18n/bilingual';

/**
 * Labels of the fields many records share (bilingual names, descriptions, addresses, contact,
 * active flag). A resource's i18n spreads them into its `fields`: `fields: { ...commonFields, code: ... }`.
 */
export const commonFields = {
  name: { en: 'Name', ar: 'الاسم' },
  nameEn: { en: 'English Name', ar: 'الاسم بالإنجليزية' },
  nameAr: { en: 'Arabic Name', ar: 'الاسم بالعربية' },
  description: { en: 'Description', ar: 'الوصف' },
  descriptionEn: { en: 'English Description', ar: 'الوصف بالإنجليزية' },
  descriptionAr: { en: 'Arabic Description', ar: 'الوصف بالعربية' },
  addressEn: { en: 'English Address', ar: 'العنوان بالإنجليزية' },
  addressAr: { en: 'Arabic Address', ar: 'العنوان بالعربية' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  isActive: { en: 'Active', ar: 'نشط' },
  status: { en: 'Status', ar: 'الحالة' },
} as const satisfies BilingualTree;
