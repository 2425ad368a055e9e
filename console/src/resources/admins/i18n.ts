import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';

/** react-admin resource name = the spec's route */
export const ADMINS = 'management/admins';

export const adminI18n = {
  name: resourceName(['Admin', 'Admins'], ['مسؤول', 'المسؤولون']),
  fields: {
    ...commonFields,
    username: { en: 'Username', ar: 'اسم المستخدم' },
    password: { en: 'Password', ar: 'كلمة المرور' },
    fullName: { en: 'Full Name', ar: 'الاسم الكامل' },
    fullNameEn: { en: 'Full Name (English)', ar: 'الاسم الكامل (بالإنجليزية)' },
    fullNameAr: { en: 'Full Name (Arabic)', ar: 'الاسم الكامل (بالعربية)' },
    roleId: { en: 'Role', ar: 'الدور' },
    lastLogin: { en: 'Last Login', ar: 'آخر تسجيل دخول' },
  },
  neverLoggedIn: { en: 'Never', ar: 'لم يسجّل الدخول بعد' },
  superAdminRole: { en: 'A super admin holds every right without a role.', ar: 'يملك المشرف العام جميع الصلاحيات دون دور.' },
  emailNeeded: {
    en: 'The address set at installation cannot receive mail: give a real e-mail address.',
    ar: 'العنوان الذي أُعدّ عند التثبيت لا يستقبل البريد: أدخل عنوان بريد إلكتروني حقيقياً.',
  },
  dialog: {
    create: { en: 'Add Admin', ar: 'إضافة مسؤول' },
    edit: { en: 'Edit Admin', ar: 'تعديل المسؤول' },
  },
  add: { en: 'Add Admin', ar: 'إضافة مسؤول' },
  messages: {
    created: { en: 'Admin created successfully', ar: 'تم إنشاء المسؤول بنجاح' },
    updated: { en: 'Admin updated successfully', ar: 'تم تحديث المسؤول بنجاح' },
    deleted: { en: 'Admin deleted successfully', ar: 'تم حذف المسؤول بنجاح' },
    createFailed: { en: 'Failed to create admin', ar: 'فشل في إنشاء المسؤول' },
    updateFailed: { en: 'Failed to update admin', ar: 'فشل في تحديث المسؤول' },
    deleteFailed: { en: 'Failed to delete admin', ar: 'فشل في حذف المسؤول' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
