import { consultationStatusWording } from '@lawfirm/contracts/i18n/vocabulary.ts';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';

/** react-admin resource name = the spec's route */
export const CONSULTATIONS = 'management/consultations';

export const consultationI18n = {
  name: resourceName(['Consultation', 'Consultations'], ['استشارة', 'الاستشارات']),
  fields: {
    ...commonFields,
    clientId: { en: 'Client', ar: 'العميل' },
    lawyerId: { en: 'Lawyer', ar: 'المحامي' },
    serviceId: { en: 'Service', ar: 'الخدمة' },
    scheduledDate: { en: 'Scheduled Date', ar: 'موعد الاستشارة' },
    duration: { en: 'Duration (minutes)', ar: 'المدة (بالدقائق)' },
    notes: { en: 'Notes', ar: 'ملاحظات' },
    consultationFee: { en: 'Consultation Fee (AED)', ar: 'رسوم الاستشارة (درهم)' },
  },
  // contracts' wording, which the search results and the history say too
  statuses: consultationStatusWording,
  minutes: { en: '%{smart_count} min', ar: '%{smart_count} دقيقة' },
  dialog: {
    create: { en: 'Schedule Consultation', ar: 'جدولة استشارة' },
    edit: { en: 'Edit Consultation', ar: 'تعديل الاستشارة' },
  },
  add: { en: 'Schedule Consultation', ar: 'جدولة استشارة' },
  messages: {
    created: { en: 'Consultation scheduled successfully', ar: 'تمت جدولة الاستشارة بنجاح' },
    updated: { en: 'Consultation updated successfully', ar: 'تم تحديث الاستشارة بنجاح' },
    deleted: { en: 'Consultation deleted successfully', ar: 'تم حذف الاستشارة بنجاح' },
    createFailed: { en: 'Failed to schedule consultation', ar: 'فشل في جدولة الاستشارة' },
    updateFailed: { en: 'Failed to update consultation', ar: 'فشل في تحديث الاستشارة' },
    deleteFailed: { en: 'Failed to delete consultation', ar: 'فشل في حذف الاستشارة' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
