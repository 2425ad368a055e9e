/** Bilingual demo data of the lawyer portal: case settings, files, cases in every status, hearings ahead. */
export const adjournmentReasons = [
  ['Defendant absent', 'غياب المدعى عليه'],
  ['Missing documents', 'نقص المستندات'],
  ['Court schedule', 'جدول المحكمة'],
  ['Expert report pending', 'انتظار تقرير الخبير'],
  ['Settlement talks', 'مفاوضات الصلح'],
].map(([nameEn, nameAr]) => ({ nameEn, nameAr, isActive: true }));

export const jobTitles = [
  ['Managing Partner', 'الشريك المدير'],
  ['Partner', 'شريك'],
  ['Senior Lawyer', 'محامٍ أول'],
  ['Senior Associate', 'محامٍ مشارك أول'],
  ['Associate', 'محامٍ مشارك'],
  ['Legal Researcher', 'باحث قانوني'],
  ['Paralegal', 'مساعد قانوني'],
  ['Office Manager', 'مدير المكتب'],
].map(([titleEn, titleAr]) => ({ titleEn, titleAr, isActive: true }));

export const documentCategories = [
  ['Contract', 'عقد', 'PDF'],
  ['Evidence', 'دليل', 'Image'],
  ['Pleading', 'مذكرة دفاع', 'Word'],
  ['Correspondence', 'مراسلات', 'PDF'],
  ['Court judgment', 'حكم المحكمة', 'PDF'],
  ['Power of attorney', 'وكالة', 'PDF'],
].map(([categoryEn, categoryAr, documentType]) => ({ categoryEn, categoryAr, documentType, isActive: true }));

export const caseDegrees = [
  ['First Instance', 'ابتدائي', 1],
  ['Appeal', 'استئناف', 2],
  ['Cassation', 'تمييز', 3],
  ['Execution', 'تنفيذ', 4],
].map(([nameEn, nameAr, priority]) => ({ nameEn, nameAr, priority, isActive: true }));

export const caseTypes = (degree: (n: string) => number) =>
  [
    ['Commercial claim', 'دعوى تجارية', 'Commercial', 'First Instance'],
    ['Labour claim', 'دعوى عمالية', 'Labor', 'First Instance'],
    ['Personal status', 'أحوال شخصية', 'Family', 'First Instance'],
    ['Civil appeal', 'استئناف مدني', 'Civil', 'Appeal'],
    ['Criminal defence', 'دفاع جزائي', 'Criminal', 'First Instance'],
    ['Rental dispute', 'نزاع إيجاري', 'Civil', 'First Instance'],
  ].map(([nameEn, nameAr, caseCategory, stage]) => ({ nameEn, nameAr, caseCategory, stageId: degree(stage), country: 'United Arab Emirates', isActive: true }));

/** The firm's automation: when each task is created (trigger), how many days from the event's date it is due, for the case's lawyer. */
export const automatedTasks = [
  ['Prepare the hearing file', 'تجهيز ملف الجلسة', 'Reminder', 'hearing_scheduled', -2],
  ['Notify the client of the hearing date', 'إبلاغ العميل بموعد الجلسة', 'Notification', 'hearing_scheduled', -7],
  ['File the appeal before the deadline', 'تقديم الاستئناف قبل انتهاء المهلة', 'Deadline Trigger', 'deadline_opened', -3],
  ['Request the missing documents from the client', 'طلب المستندات الناقصة من العميل', 'Document Request', 'case_opened', 3],
  ['Update the case status after the ruling', 'تحديث حالة القضية بعد الحكم', 'Status Update', 'final_ruling', 1],
].map(([taskTextEn, taskTextAr, taskType, trigger, offsetDays]) => ({ taskTextEn, taskTextAr, taskType, trigger, offsetDays, assignTo: 'case_lawyer', isActive: true }));

export const departments = [
  ['Litigation', 'التقاضي'],
  ['Corporate & Commercial', 'الشركات والتجاري'],
  ['Family & Personal Status', 'الأسرة والأحوال الشخصية'],
  ['Employment', 'العمل والعمال'],
].map(([titleEn, titleAr]) => ({ titleEn, titleAr, isActive: true }));

export const courtDistricts = (court: (n: string) => number) => [
  { nameEn: 'Deira', nameAr: 'ديرة', courtId: court('Dubai Courts - Court of First Instance'), isActive: true },
  { nameEn: 'Bur Dubai', nameAr: 'بر دبي', courtId: court('Dubai Courts - Court of First Instance'), isActive: true },
  { nameEn: 'Al Khalidiyah', nameAr: 'الخالدية', courtId: court('Abu Dhabi Court of First Instance'), isActive: true },
];

/** Dates relative to the day the seed runs, so the portal always has hearings ahead. */
export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
