import type { Bilingual, caseDirections, fileAttachmentCategories, lawyerRoles } from '@lawfirm/contracts';
import type { CrudWording } from '../../components/resourceCrudMessages';
import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource of the files, also their API path (/api/lawyer/files) and the list's route */
export const FILES = 'lawyer/files';
/** `resources.lawyer/files.<name>` */
export const fileKey = (name: string) => `resources.${FILES}.${name}`;

const directions = {
  withUs: { en: 'With Us', ar: 'معنا' },
  against: { en: 'Against Us', ar: 'ضدنا' },
  consultation: { en: 'Consultation', ar: 'استشارة' },
} as const satisfies Record<(typeof caseDirections)[number], Bilingual>;

const attachmentCategories = {
  contract: { en: 'Contract', ar: 'عقد' },
  evidence: { en: 'Evidence', ar: 'دليل' },
  correspondence: { en: 'Correspondence', ar: 'مراسلات' },
  legal_memo: { en: 'Legal Memo', ar: 'مذكرة قانونية' },
  court_document: { en: 'Court Document', ar: 'مستند محكمة' },
  other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<(typeof fileAttachmentCategories)[number], Bilingual>;

const roles = {
  responsible: { en: 'Responsible', ar: 'مسؤول' },
  supervisor: { en: 'Supervisor', ar: 'مشرف' },
} as const satisfies Record<(typeof lawyerRoles)[number], Bilingual>;

export const fileI18n = {
  name: resourceName(['File', 'Files'], ['ملف', 'الملفات']),
  title: { en: 'My Files', ar: 'ملفاتي' },
  fields: {
    fileNumber: { en: 'File Number', ar: 'رقم الملف' },
    subject: { en: 'Subject', ar: 'الموضوع' },
    notes: { en: 'Notes', ar: 'ملاحظات' },
    clientId: { en: 'Client', ar: 'العميل' },
    clientName: { en: 'Client', ar: 'العميل' },
    departmentId: { en: 'Department', ar: 'القسم' },
    departmentTitle: { en: 'Department', ar: 'القسم' },
    officeId: { en: 'Office', ar: 'المكتب' },
    officeName: { en: 'Office', ar: 'المكتب' },
    responsibleLawyer: { en: 'Responsible Lawyer', ar: 'المحامي المسؤول' },
    caseDirection: { en: 'Case Direction', ar: 'اتجاه القضية' },
    createdAt: { en: 'Created Date', ar: 'تاريخ الإنشاء' },
  },
  directions,
  // the forms' wording of the same values ('for' is stored as withUs)
  directionChoices: { for: directions.withUs, against: directions.against, consultation: directions.consultation },
  summary: {
    total: { en: 'Total Files', ar: 'إجمالي الملفات' },
    withUs: { en: 'Files With Us', ar: 'ملفات معنا' },
    against: { en: 'Files Against Us', ar: 'ملفات ضدنا' },
  },
  empty: { en: 'No Files Found', ar: 'لم يتم العثور على ملفات' },
  emptyHint: { en: 'Create a file to start working with a client.', ar: 'أنشئ ملفاً لبدء العمل مع عميل.' },
  deleteConfirm: {
    en: 'Are you sure you want to delete file %{fileNumber}? This action cannot be undone.',
    ar: 'هل أنت متأكد من حذف الملف %{fileNumber}؟ لا يمكن التراجع عن هذا الإجراء.',
  },
  messages: {
    created: { en: 'File created successfully', ar: 'تم إنشاء الملف بنجاح' },
    updated: { en: 'File updated successfully', ar: 'تم تحديث الملف بنجاح' },
    deleted: { en: 'File deleted successfully', ar: 'تم حذف الملف بنجاح' },
    createFailed: { en: 'Failed to create file', ar: 'فشل في إنشاء الملف' },
    updateFailed: { en: 'Failed to update file', ar: 'فشل في تحديث الملف' },
    deleteFailed: { en: 'Failed to delete file', ar: 'فشل في حذف الملف' },
  } satisfies CrudWording,
  backToFiles: { en: 'Back to Files', ar: 'العودة إلى الملفات' },
  notFound: { en: 'File Not Found', ar: 'الملف غير موجود' },
  notFoundHint: {
    en: 'The file does not exist, or you are not assigned to it.',
    ar: 'الملف غير موجود، أو أنك غير معيّن عليه.',
  },
  create: {
    title: { en: 'Create File', ar: 'إنشاء ملف' },
    submit: { en: 'Create File', ar: 'إنشاء الملف' },
    submitting: { en: 'Creating...', ar: 'جارٍ الإنشاء...' },
    manualNumber: { en: 'Edit file number manually', ar: 'تعديل رقم الملف يدوياً' },
    generatedNumber: { en: 'Generated automatically', ar: 'يُنشأ تلقائياً' },
    details: { en: 'File Details', ar: 'تفاصيل الملف' },
  },
  edit: {
    title: { en: 'Edit File', ar: 'تعديل الملف' },
    submit: { en: 'Save Changes', ar: 'حفظ التغييرات' },
    submitting: { en: 'Saving...', ar: 'جارٍ الحفظ...' },
  },
  lookups: {
    clientsFailed: { en: 'Error: Unable to load clients', ar: 'خطأ: تعذّر تحميل العملاء' },
    departmentsFailed: { en: 'Error: Unable to load departments', ar: 'خطأ: تعذّر تحميل الأقسام' },
    officesFailed: { en: 'Error: Unable to load offices', ar: 'خطأ: تعذّر تحميل المكاتب' },
    lawyersFailed: { en: 'Error: Unable to load lawyers', ar: 'خطأ: تعذّر تحميل المحامين' },
    clientsHint: { en: 'Only clients with an initiation agreement', ar: 'العملاء الذين لديهم اتفاقية مبدئية فقط' },
  },
  lawyers: {
    title: { en: 'Lawyer Assignment', ar: 'تعيين المحامين' },
    add: { en: 'Add Lawyer', ar: 'إضافة محامٍ' },
    none: { en: 'No lawyers assigned yet', ar: 'لم يتم تعيين محامين بعد' },
    remove: { en: 'Remove %{name}', ar: 'إزالة %{name}' },
    as: { en: 'as %{role}', ar: 'بصفة %{role}' },
    roles,
  },
  attachments: {
    title: { en: 'Attachments', ar: 'المرفقات' },
    category: { en: 'Category', ar: 'الفئة' },
    addFiles: { en: 'Add Files', ar: 'إضافة ملفات' },
    none: { en: 'No attachments added', ar: 'لم تتم إضافة مرفقات' },
    remove: { en: 'Remove %{name}', ar: 'إزالة %{name}' },
    categories: attachmentCategories,
    fileName: { en: 'File Name', ar: 'اسم الملف' },
    size: { en: 'Size', ar: 'الحجم' },
    uploadDate: { en: 'Upload Date', ar: 'تاريخ الرفع' },
    view: { en: 'View', ar: 'عرض' },
    download: { en: 'Download', ar: 'تنزيل' },
    opened: { en: 'File Opened', ar: 'تم فتح الملف' },
    openFailed: { en: 'Failed to open file', ar: 'فشل في فتح الملف' },
    downloadStarted: { en: 'Download Started', ar: 'بدأ التنزيل' },
    downloadFailed: { en: 'Failed to download file', ar: 'فشل في تنزيل الملف' },
    empty: { en: 'No attachments found for this file', ar: 'لا توجد مرفقات لهذا الملف' },
    loadFailed: { en: 'Unable to load attachments', ar: 'تعذّر تحميل المرفقات' },
    upload: { en: 'Upload Attachment', ar: 'رفع مرفق' },
    uploading: { en: 'Uploading...', ar: 'جارٍ الرفع...' },
    uploaded: { en: 'Attachment uploaded successfully', ar: 'تم رفع المرفق بنجاح' },
    uploadFailed: { en: 'Failed to upload attachment', ar: 'فشل في رفع المرفق' },
  },
  detail: {
    title: { en: 'File Details', ar: 'تفاصيل الملف' },
    information: { en: 'File Information', ar: 'معلومات الملف' },
    lawyers: { en: 'Responsible Lawyers', ar: 'المحامون المسؤولون' },
    attachments: { en: 'File Attachments', ar: 'مرفقات الملف' },
    relatedCases: { en: 'Related Cases for This Client', ar: 'القضايا المرتبطة بهذا العميل' },
    editFile: { en: 'Edit File', ar: 'تعديل الملف' },
    lawyer: { en: 'Lawyer', ar: 'المحامي' },
    role: { en: 'Role', ar: 'الدور' },
  },
  cases: {
    caseNumber: { en: 'Case Number', ar: 'رقم القضية' },
    title: { en: 'Title', ar: 'العنوان' },
    status: { en: 'Status', ar: 'الحالة' },
    createdAt: { en: 'Created Date', ar: 'تاريخ الإنشاء' },
    view: { en: 'View', ar: 'عرض' },
    empty: { en: 'No related cases found for this client', ar: 'لا توجد قضايا مرتبطة بهذا العميل' },
    statuses: {
      draft: { en: 'Draft', ar: 'مسودة' },
      active: { en: 'Active', ar: 'نشطة' },
      open: { en: 'Open', ar: 'مفتوحة' },
      in_progress: { en: 'In Progress', ar: 'قيد التنفيذ' },
      on_hold: { en: 'On Hold', ar: 'معلّقة' },
      closed: { en: 'Closed', ar: 'مغلقة' },
    },
  },
} as const satisfies BilingualTree;
