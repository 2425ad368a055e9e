import { commonFields } from '../../components/forms/commonFields';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

export const firmI18n = {
  name: resourceName(['Law Firm Settings', 'Law Firm Settings'], ['إعدادات مكتب المحاماة', 'إعدادات مكتب المحاماة']),
  title: { en: 'Law Firm Settings', ar: 'إعدادات مكتب المحاماة' },
  fields: {
    ...commonFields,
    logo: { en: 'Firm Logo', ar: 'شعار المكتب' },
    website: { en: 'Website', ar: 'الموقع الإلكتروني' },
    fax: { en: 'Fax', ar: 'الفاكس' },
    trn: { en: 'Tax Registration Number (TRN)', ar: 'رقم التسجيل الضريبي' },
    billingAddressEn: { en: 'English Billing Address', ar: 'عنوان الفوترة بالإنجليزية' },
    billingAddressAr: { en: 'Arabic Billing Address', ar: 'عنوان الفوترة بالعربية' },
    licenseNumber: { en: 'License Number', ar: 'رقم الترخيص' },
  },
  sections: {
    logo: { en: 'Logo', ar: 'الشعار' },
    basic: { en: 'Basic Information', ar: 'المعلومات الأساسية' },
    contact: { en: 'Contact Information', ar: 'معلومات الاتصال' },
    legal: { en: 'Legal Information', ar: 'المعلومات القانونية' },
    address: { en: 'Address', ar: 'العنوان' },
    billingAddress: { en: 'Billing Address', ar: 'عنوان الفوترة' },
  },
  billingAddressHint: { en: 'Printed as the firm\'s address on tax invoices and credit notes; when empty, the address above is', ar: 'يُطبع عنواناً للمكتب على الفواتير الضريبية والإشعارات الدائنة؛ وإن تُرك فارغاً يُطبع العنوان أعلاه' },
  logoHint: { en: 'PNG, JPG or SVG up to 2MB', ar: 'PNG أو JPG أو SVG بحد أقصى 2 ميغابايت' },
  currentLogo: { en: 'Current logo', ar: 'الشعار الحالي' },
} as const satisfies BilingualTree;
