import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

export const serviceI18n = {
  name: resourceName(['Legal Service', 'Legal Services'], ['خدمة قانونية', 'الخدمات القانونية']),
  fields: {
    ...commonFields,
    price: { en: 'Price (AED)', ar: 'السعر (درهم)' },
    duration: { en: 'Duration (minutes)', ar: 'المدة (بالدقائق)' },
  },
  // the price column shows 'AED' with each amount
  columns: { price: { en: 'Price', ar: 'السعر' } },
  dialog: {
    create: { en: 'Add Service', ar: 'إضافة خدمة' },
    edit: { en: 'Edit Service', ar: 'تعديل الخدمة' },
  },
  add: { en: 'Add Service', ar: 'إضافة خدمة' },
  messages: {
    created: { en: 'Service created successfully', ar: 'تم إنشاء الخدمة بنجاح' },
    updated: { en: 'Service updated successfully', ar: 'تم تحديث الخدمة بنجاح' },
    deleted: { en: 'Service deleted successfully', ar: 'تم حذف الخدمة بنجاح' },
    createFailed: { en: 'Failed to create service', ar: 'فشل في إنشاء الخدمة' },
    updateFailed: { en: 'Failed to update service', ar: 'فشل في تحديث الخدمة' },
    deleteFailed: { en: 'Failed to delete service', ar: 'فشل في حذف الخدمة' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
