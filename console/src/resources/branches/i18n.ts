import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

export const branchI18n = {
  name: resourceName(['Branch', 'Branches'], ['فرع', 'الفروع']),
  fields: {
    ...commonFields,
    regionId: { en: 'Region', ar: 'المنطقة' },
    managerId: { en: 'Manager', ar: 'المدير' },
  },
  dialog: {
    create: { en: 'Add Branch', ar: 'إضافة فرع' },
    edit: { en: 'Edit Branch', ar: 'تعديل الفرع' },
  },
  add: { en: 'Add Branch', ar: 'إضافة فرع' },
  messages: {
    created: { en: 'Branch created successfully', ar: 'تم إنشاء الفرع بنجاح' },
    updated: { en: 'Branch updated successfully', ar: 'تم تحديث الفرع بنجاح' },
    deleted: { en: 'Branch deleted successfully', ar: 'تم حذف الفرع بنجاح' },
    createFailed: { en: 'Failed to create branch', ar: 'فشل في إنشاء الفرع' },
    updateFailed: { en: 'Failed to update branch', ar: 'فشل في تحديث الفرع' },
    deleteFailed: { en: 'Failed to delete branch', ar: 'فشل في حذف الفرع' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
