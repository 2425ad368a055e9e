import type { Bilingual, settingCategories, settingDataTypes } from '@lawfirm/contracts';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

export const categories = {
  general: { en: 'General', ar: 'عام' },
  security: { en: 'Security', ar: 'الأمان' },
  localization: { en: 'Localization', ar: 'اللغة والمنطقة' },
} as const satisfies Record<(typeof settingCategories)[number], Bilingual>;

export const dataTypes = {
  string: { en: 'Text', ar: 'نص' },
  number: { en: 'Number', ar: 'رقم' },
  boolean: { en: 'Boolean', ar: 'منطقي' },
  json: { en: 'JSON', ar: 'JSON' },
} as const satisfies Record<(typeof settingDataTypes)[number], Bilingual>;

export const systemSettingI18n = {
  name: resourceName(['System Setting', 'System Settings'], ['إعداد النظام', 'إعدادات النظام']),
  fields: {
    ...commonFields,
    key: { en: 'Key', ar: 'المفتاح' },
    value: { en: 'Value', ar: 'القيمة' },
    category: { en: 'Category', ar: 'الفئة' },
    dataType: { en: 'Type', ar: 'النوع' },
  },
  categories,
  dataTypes,
  all: { en: 'All', ar: 'الكل' },
  dialog: {
    create: { en: 'Add Setting', ar: 'إضافة إعداد' },
    edit: { en: 'Edit Setting', ar: 'تعديل الإعداد' },
  },
  add: { en: 'Add Setting', ar: 'إضافة إعداد' },
  messages: {
    created: { en: 'Setting created successfully', ar: 'تم إنشاء الإعداد بنجاح' },
    updated: { en: 'Setting updated successfully', ar: 'تم تحديث الإعداد بنجاح' },
    deleted: { en: 'Setting deleted successfully', ar: 'تم حذف الإعداد بنجاح' },
    createFailed: { en: 'Failed to create setting', ar: 'فشل في إنشاء الإعداد' },
    updateFailed: { en: 'Failed to update setting', ar: 'فشل في تحديث الإعداد' },
    deleteFailed: { en: 'Failed to delete setting', ar: 'فشل في حذف الإعداد' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
