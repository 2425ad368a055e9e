import type { PermissionAction, PermissionModule } from '@lawfirm/contracts/permissions.ts';
import type { Bilingual } from '@lawfirm/contracts';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';

/** react-admin resource name = the spec's route */
export const ROLES = 'management/roles';

export const roleI18n = {
  name: resourceName(['Role', 'Roles'], ['دور', 'الأدوار']),
  fields: {
    ...commonFields,
    permissions: { en: 'Permissions', ar: 'الصلاحيات' },
    permissionsCount: { en: 'Permissions', ar: 'عدد الصلاحيات' },
  },
  matrix: {
    module: { en: 'Module', ar: 'الوحدة' },
    modules: {
      clients: { en: 'Clients', ar: 'العملاء' },
      employees: { en: 'Employees', ar: 'الموظفون' },
      branches: { en: 'Branches', ar: 'الفروع' },
      courts: { en: 'Courts', ar: 'المحاكم' },
      regions: { en: 'Regions', ar: 'المناطق' },
      settings: { en: 'Settings', ar: 'الإعدادات' },
      users: { en: 'Users', ar: 'المستخدمون' },
      roles: { en: 'Roles', ar: 'الأدوار' },
      cases: { en: 'Cases', ar: 'القضايا' },
      files: { en: 'Files', ar: 'الملفات' },
      hearings: { en: 'Hearings', ar: 'الجلسات' },
      minutes: { en: 'Hearing minutes', ar: 'محاضر الجلسات' },
      reports: { en: 'Reports', ar: 'التقارير' },
      audit: { en: 'Audit log', ar: 'سجل التدقيق' },
      billing: { en: 'Billing', ar: 'الفوترة' },
    } satisfies Record<PermissionModule, Bilingual>,
    notOffered: { en: 'Not available for this module', ar: 'غير متاح لهذه الوحدة' },
    actions: {
      view: { en: 'View', ar: 'عرض' },
      add: { en: 'Add', ar: 'إضافة' },
      edit: { en: 'Edit', ar: 'تعديل' },
      delete: { en: 'Delete', ar: 'حذف' },
      create: { en: 'Draft', ar: 'إعداد' },
      approve: { en: 'Approve and issue', ar: 'اعتماد وإصدار' },
      void: { en: 'Void and credit', ar: 'إلغاء وإشعار دائن' },
    } satisfies Record<PermissionAction, Bilingual>,
  },
  dialog: {
    create: { en: 'Add Role', ar: 'إضافة دور' },
    edit: { en: 'Edit Role', ar: 'تعديل الدور' },
  },
  add: { en: 'Add Role', ar: 'إضافة دور' },
  messages: {
    created: { en: 'Role created successfully', ar: 'تم إنشاء الدور بنجاح' },
    updated: { en: 'Role updated successfully', ar: 'تم تحديث الدور بنجاح' },
    deleted: { en: 'Role deleted successfully', ar: 'تم حذف الدور بنجاح' },
    createFailed: { en: 'Failed to create role', ar: 'فشل في إنشاء الدور' },
    updateFailed: { en: 'Failed to update role', ar: 'فشل في تحديث الدور' },
    deleteFailed: { en: 'Failed to delete role', ar: 'فشل في حذف الدور' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
