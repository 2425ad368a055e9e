import type { Bilingual, documentCategoryTypes } from '@lawfirm/contracts';
import { caseCategoryWording } from '@lawfirm/contracts/glossary.ts';
import { commonFields } from '../../../components/forms/commonFields';
import { settingsWording } from '../wording';

// The modules' wording apart from their screens: the console's catalogue holds it from the start,
// the screens (tables, inputs) load when first shown.

export const documentTypes = {
  PDF: { en: 'PDF', ar: 'PDF' },
  Word: { en: 'Word', ar: 'Word' },
  Excel: { en: 'Excel', ar: 'Excel' },
  Image: { en: 'Image', ar: 'صورة' },
  PowerPoint: { en: 'PowerPoint', ar: 'PowerPoint' },
  Text: { en: 'Text', ar: 'نص' },
  Other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<(typeof documentCategoryTypes)[number], Bilingual>;

export const adjournmentReasonWording = settingsWording(
  { en: ['Adjournment Reason', 'Adjournment Reasons'], ar: ['سبب تأجيل', 'سبب التأجيل', 'أسباب التأجيل'] },
  {
    description: { en: 'Why a hearing was postponed', ar: 'أسباب تأجيل الجلسات' },
    empty: { en: 'No adjournment reasons found. Add the first one!', ar: 'لا توجد أسباب تأجيل. أضف أول سبب!' },
    fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr },
  },
);

export const caseDegreeWording = settingsWording(
  { en: ['Case Degree', 'Case Degrees'], ar: ['درجة تقاضٍ', 'درجة التقاضي', 'درجات التقاضي'] },
  {
    description: { en: 'Stages of litigation, in order', ar: 'مراحل التقاضي بالترتيب' },
    empty: { en: 'No case degrees found. Add the first one!', ar: 'لا توجد درجات تقاضٍ. أضف أول درجة!' },
    fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr, priority: { en: 'Priority', ar: 'الأولوية' } },
    priorityHint: { en: 'From 1 to 100; a lower number is an earlier stage', ar: 'من 1 إلى 100؛ الرقم الأقل يعني مرحلة أبكر' },
  },
);

export const caseTypeWording = settingsWording(
  { en: ['Case Type', 'Case Types'], ar: ['نوع قضية', 'نوع القضية', 'أنواع القضايا'] },
  {
    description: { en: 'Types of cases with their category and stage', ar: 'أنواع القضايا مع تصنيفها ومرحلتها' },
    empty: { en: 'No case types found. Add the first one!', ar: 'لا توجد أنواع قضايا. أضف أول نوع!' },
    fields: {
      nameEn: commonFields.nameEn,
      nameAr: commonFields.nameAr,
      caseCategory: { en: 'Case Category', ar: 'تصنيف القضية' },
      stageId: { en: 'Stage', ar: 'المرحلة' },
      stageName: { en: 'Stage', ar: 'المرحلة' },
      country: { en: 'Country', ar: 'الدولة' },
    },
    categories: caseCategoryWording,
  },
);

export const courtDistrictWording = settingsWording(
  { en: ['Court District', 'Court Districts'], ar: ['دائرة قضائية', 'الدائرة القضائية', 'الدوائر القضائية'] },
  {
    description: { en: 'Districts of each court, offered when a case picks its court', ar: 'دوائر كل محكمة، تُعرض عند اختيار محكمة القضية' },
    empty: { en: 'No court districts found. Add the first one!', ar: 'لا توجد دوائر قضائية. أضف أول دائرة!' },
    fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr, courtId: { en: 'Court', ar: 'المحكمة' } },
  },
);

export const departmentWording = settingsWording(
  { en: ['Department', 'Departments'], ar: ['قسم', 'القسم', 'الأقسام'] },
  {
    description: { en: 'Departments a client file belongs to', ar: 'الأقسام التي تتبع لها ملفات العملاء' },
    empty: { en: 'No departments found. Add the first one!', ar: 'لا توجد أقسام. أضف أول قسم!' },
    fields: { titleEn: { en: 'English Title', ar: 'العنوان بالإنجليزية' }, titleAr: { en: 'Arabic Title', ar: 'العنوان بالعربية' } },
  },
);

export const documentCategoryWording = settingsWording(
  { en: ['Document Category', 'Document Categories'], ar: ['فئة مستند', 'فئة المستند', 'فئات المستندات'] },
  {
    description: { en: 'Kinds of uploaded documents and their file types', ar: 'أنواع المستندات المرفوعة وصيغ ملفاتها' },
    empty: { en: 'No document categories found. Add the first one!', ar: 'لا توجد فئات مستندات. أضف أول فئة!' },
    fields: {
      categoryEn: { en: 'English Category', ar: 'الفئة بالإنجليزية' },
      categoryAr: { en: 'Arabic Category', ar: 'الفئة بالعربية' },
      documentType: { en: 'Document Type', ar: 'نوع المستند' },
    },
    documentTypes,
  },
);

export const jobTitleWording = settingsWording(
  { en: ['Job Title', 'Job Titles'], ar: ['مسمى وظيفي', 'المسمى الوظيفي', 'المسميات الوظيفية'] },
  {
    description: { en: "Titles of the firm's staff", ar: 'مسميات وظائف فريق المكتب' },
    empty: { en: 'No job titles found. Add the first one!', ar: 'لا توجد مسميات وظيفية. أضف أول مسمى!' },
    fields: { titleEn: { en: 'English Title', ar: 'المسمى بالإنجليزية' }, titleAr: { en: 'Arabic Title', ar: 'المسمى بالعربية' } },
  },
);

/** the firm's own activities of time entries (billing, issue 40); the standard ones are always offered beside them */
export const timeActivityWording = settingsWording(
  { en: ['Time Activity', 'Time Activities'], ar: ['نشاط وقت', 'نشاط الوقت', 'أنشطة الوقت'] },
  {
    description: { en: 'What lawyers record their time under, beside the standard activities', ar: 'ما يسجّل المحامون وقتهم تحته، إلى جانب الأنشطة المعتادة' },
    empty: { en: "No activities of the firm's own yet. Add the first one!", ar: 'لا توجد أنشطة خاصة بالمكتب بعد. أضف أول نشاط!' },
    fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr },
  },
);
