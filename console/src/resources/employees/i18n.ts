import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';

/** react-admin resource name = the spec's route */
export const EMPLOYEES = 'management/employees';

export const employeeI18n = {
  name: resourceName(['Employee', 'Employees'], ['موظف', 'الموظفون']),
  fields: {
    ...commonFields,
    employeeId: { en: 'Employee ID', ar: 'رقم الموظف' },
    firstName: { en: 'First Name', ar: 'الاسم الأول' },
    lastName: { en: 'Last Name', ar: 'اسم العائلة' },
    fullName: { en: 'Name', ar: 'الاسم' },
    fullNameEn: { en: 'Full Name (English)', ar: 'الاسم الكامل (بالإنجليزية)' },
    fullNameAr: { en: 'Full Name (Arabic)', ar: 'الاسم الكامل (بالعربية)' },
    nationality: { en: 'Nationality', ar: 'الجنسية' },
    birthdate: { en: 'Date of Birth', ar: 'تاريخ الميلاد' },
    address: { en: 'Address', ar: 'العنوان' },
    password: { en: 'Password', ar: 'كلمة المرور' },
    joiningDate: { en: 'Joining Date', ar: 'تاريخ الالتحاق' },
    currentSalary: { en: 'Current Salary (AED)', ar: 'الراتب الحالي (درهم)' },
    regionId: { en: 'Region', ar: 'المنطقة' },
    branchId: { en: 'Branch', ar: 'الفرع' },
    roleId: { en: 'Role', ar: 'الدور' },
    jobTitle: { en: 'Job Title', ar: 'المسمى الوظيفي' },
    documents: {
      qualifications: { en: 'Qualifications', ar: 'المؤهلات' },
      residence: { en: 'Residence Permit', ar: 'تصريح الإقامة' },
      passport: { en: 'Passport', ar: 'جواز السفر' },
      id: { en: 'National ID', ar: 'الهوية الوطنية' },
      license: { en: 'License', ar: 'الرخصة' },
    },
  },
  tabs: {
    basic: { en: 'Basic Info', ar: 'المعلومات الأساسية' },
    contact: { en: 'Contact', ar: 'الاتصال' },
    employment: { en: 'Employment', ar: 'التوظيف' },
    documents: { en: 'Documents', ar: 'المستندات' },
  },
  view: {
    title: { en: 'Employee Details', ar: 'بيانات الموظف' },
    print: { en: 'Print', ar: 'طباعة' },
  },
  dialog: {
    create: { en: 'Add Employee', ar: 'إضافة موظف' },
    edit: { en: 'Edit Employee', ar: 'تعديل الموظف' },
  },
  add: { en: 'Add Employee', ar: 'إضافة موظف' },
  messages: {
    created: { en: 'Employee added successfully', ar: 'تمت إضافة الموظف بنجاح' },
    updated: { en: 'Employee updated successfully', ar: 'تم تحديث بيانات الموظف بنجاح' },
    deleted: { en: 'Employee deleted successfully', ar: 'تم حذف الموظف بنجاح' },
    createFailed: { en: 'Failed to add employee', ar: 'فشل في إضافة الموظف' },
    updateFailed: { en: 'Failed to update employee', ar: 'فشل في تحديث بيانات الموظف' },
    deleteFailed: { en: 'Failed to delete employee', ar: 'فشل في حذف الموظف' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
