import { glossary } from '@lawfirm/contracts/glossary.ts';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';

/** react-admin resource name = the spec's route */
export const CLIENTS = 'management/clients';

const messages = {
  created: { en: 'Client created successfully', ar: 'تم إنشاء العميل بنجاح' },
  updated: { en: 'Client updated successfully', ar: 'تم تحديث العميل بنجاح' },
  deleted: { en: 'Client deleted successfully', ar: 'تم حذف العميل بنجاح' },
  createFailed: { en: 'Failed to create client', ar: 'فشل في إنشاء العميل' },
  updateFailed: { en: 'Failed to update client', ar: 'فشل في تحديث العميل' },
  deleteFailed: { en: 'Failed to delete client', ar: 'فشل في حذف العميل' },
} as const satisfies CrudWording;

export const clientI18n = {
  name: resourceName(['Client', 'Clients'], ['عميل', 'العملاء']),
  fields: {
    ...commonFields,
    clientId: { en: 'Client ID', ar: 'رقم العميل' },
    fullName: { en: 'Name', ar: 'الاسم' },
    fullNameEn: { en: 'Full Name (English)', ar: 'الاسم الكامل (بالإنجليزية)' },
    fullNameAr: { en: 'Full Name (Arabic)', ar: 'الاسم الكامل (بالعربية)' },
    nationalId: { en: 'National ID', ar: 'رقم الهوية الوطنية' },
    addressEn: { en: 'Address (English)', ar: 'العنوان (بالإنجليزية)' },
    addressAr: { en: 'Address (Arabic)', ar: 'العنوان (بالعربية)' },
    regionId: { en: 'Region', ar: 'المنطقة' },
    caseType: { en: 'Case Type', ar: 'نوع القضية' },
    caseDescription: { en: 'Case Description', ar: 'وصف القضية' },
    assignedLawyerId: { en: 'Assigned Lawyer', ar: 'المحامي المسؤول' },
    kycCompleted: { en: 'KYC Completed', ar: 'اكتمل التحقق من الهوية (KYC)' },
    hasInitiationAgreement: { en: 'Has Initiation Agreement', ar: 'لديه اتفاقية مبدئية' },
    agreementFile: { en: 'Initiation Agreement (.pdf, .doc, .docx)', ar: 'الاتفاقية المبدئية (.pdf, .doc, .docx)' },
    trn: { en: 'Tax Registration Number (TRN)', ar: 'رقم التسجيل الضريبي' },
    billingEmail: { en: 'Billing Email', ar: 'البريد الإلكتروني للفواتير' },
    billingAddress: { en: 'Billing Address', ar: 'عنوان الفواتير' },
  },
  sections: {
    personal: { en: 'Personal Information', ar: 'المعلومات الشخصية' },
    contact: { en: 'Contact Information', ar: 'معلومات الاتصال' },
    address: { en: 'Address', ar: 'العنوان' },
    case: { en: 'Case Information', ar: 'معلومات القضية' },
    status: { en: 'Status & KYC', ar: 'الحالة والتحقق من الهوية' },
    agreement: { en: 'Initiation Agreement', ar: 'الاتفاقية المبدئية' },
    billing: { en: 'Billing', ar: 'الفوترة' },
  },
  caseTypes: {
    commercial: glossary.commercial,
    family: glossary.family,
    criminal: glossary.criminal,
    civil: glossary.civil,
    labor: glossary.labor,
    real_estate: glossary.realEstate,
  },
  statuses: {
    active: { en: 'Active', ar: 'نشط' },
    inactive: { en: 'Inactive', ar: 'غير نشط' },
    completed: { en: 'Completed', ar: 'مكتمل' },
  },
  dialog: {
    create: { en: 'Add New Client', ar: 'إضافة عميل جديد' },
    edit: { en: 'Edit Client', ar: 'تعديل العميل' },
  },
  add: { en: 'Add New Client', ar: 'إضافة عميل جديد' },
  messages,
} as const satisfies BilingualTree;
