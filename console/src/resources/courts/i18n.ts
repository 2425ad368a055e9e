import { courtSpecializationWording } from '@lawfirm/contracts/glossary.ts';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

const location = {
  locationEn: { en: 'English Location', ar: 'الموقع بالإنجليزية' },
  locationAr: { en: 'Arabic Location', ar: 'الموقع بالعربية' },
};

export const specializations = courtSpecializationWording;

export const courtI18n = {
  name: resourceName(['Court', 'Courts'], ['محكمة', 'المحاكم']),
  fields: {
    ...commonFields,
    ...location,
    type: { en: 'Type', ar: 'النوع' },
    typeEn: { en: 'English Type', ar: 'النوع بالإنجليزية' },
    typeAr: { en: 'Arabic Type', ar: 'النوع بالعربية' },
    location: { en: 'Location', ar: 'الموقع' },
    regionId: { en: 'Emirate', ar: 'الإمارة' },
    // inputs of the repeatable items are labelled `fields.<array>.<field>`
    additionalLocations: location,
    subBodies: {
      nameEn: commonFields.nameEn,
      nameAr: commonFields.nameAr,
      ...location,
      specialization: { en: 'Specialization', ar: 'الاختصاص' },
    },
  },
  sections: {
    additionalLocations: { en: 'Additional Locations', ar: 'مواقع إضافية' },
    subBodies: { en: 'Sub-bodies', ar: 'الهيئات الفرعية' },
  },
  specializations,
  deleteConfirm: { en: 'Are you sure you want to delete %{name}?', ar: 'هل أنت متأكد من حذف %{name}؟' },
  dialog: {
    create: { en: 'Add Court', ar: 'إضافة محكمة' },
    edit: { en: 'Edit Court', ar: 'تعديل المحكمة' },
  },
  add: { en: 'Add Court', ar: 'إضافة محكمة' },
  messages: {
    created: { en: 'Court created successfully', ar: 'تم إنشاء المحكمة بنجاح' },
    updated: { en: 'Court updated successfully', ar: 'تم تحديث المحكمة بنجاح' },
    deleted: { en: 'Court deleted successfully', ar: 'تم حذف المحكمة بنجاح' },
    createFailed: { en: 'Failed to create court', ar: 'فشل في إنشاء المحكمة' },
    updateFailed: { en: 'Failed to update court', ar: 'فشل في تحديث المحكمة' },
    deleteFailed: { en: 'Failed to delete court', ar: 'فشل في حذف المحكمة' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
