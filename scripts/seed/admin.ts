/** Bilingual UAE demo data for the admin portal. */
export const branches = (region: (code: string) => number) => [
  { nameEn: 'Dubai Head Office', nameAr: 'المكتب الرئيسي - دبي', addressEn: 'Bay Square 11, Business Bay, Dubai', addressAr: 'باي سكوير 11، الخليج التجاري، دبي', phone: '+971 4 555 0100', email: 'dubai@alnoor-law.ae', regionId: region('DXB'), isActive: true },
  { nameEn: 'Abu Dhabi Branch', nameAr: 'فرع أبوظبي', addressEn: 'Al Maryah Island, Abu Dhabi', addressAr: 'جزيرة المارية، أبوظبي', phone: '+971 2 555 0200', email: 'abudhabi@alnoor-law.ae', regionId: region('AUH'), isActive: true },
  { nameEn: 'Sharjah Branch', nameAr: 'فرع الشارقة', addressEn: 'Al Majaz 2, Sharjah', addressAr: 'المجاز 2، الشارقة', phone: '+971 6 555 0300', email: 'sharjah@alnoor-law.ae', regionId: region('SHJ'), isActive: true },
];

export const courts = (region: (code: string) => number) => [
  {
    nameEn: 'Dubai Courts - Court of First Instance', nameAr: 'محاكم دبي - المحكمة الابتدائية', typeEn: 'First Instance', typeAr: 'ابتدائية',
    locationEn: 'Al Garhoud, Dubai', locationAr: 'القرهود، دبي', regionId: region('DXB'), isActive: true,
    additionalLocations: [{ locationEn: 'Al Quoz Labour Court building', locationAr: 'مبنى المحكمة العمالية - القوز' }],
    subBodies: [
      { nameEn: 'Labour Court', nameAr: 'المحكمة العمالية', locationEn: 'Al Quoz', locationAr: 'القوز', specialization: 'Labor' },
      { nameEn: 'Personal Status Court', nameAr: 'محكمة الأحوال الشخصية', locationEn: 'Al Garhoud', locationAr: 'القرهود', specialization: 'Family' },
    ],
  },
  { nameEn: 'Dubai Courts - Court of Appeal', nameAr: 'محاكم دبي - محكمة الاستئناف', typeEn: 'Appeal', typeAr: 'استئناف', locationEn: 'Al Garhoud, Dubai', locationAr: 'القرهود، دبي', regionId: region('DXB'), isActive: true },
  { nameEn: 'Dubai Court of Cassation', nameAr: 'محكمة التمييز - دبي', typeEn: 'Cassation', typeAr: 'تمييز', locationEn: 'Al Garhoud, Dubai', locationAr: 'القرهود، دبي', regionId: region('DXB'), isActive: true },
  { nameEn: 'Abu Dhabi Court of First Instance', nameAr: 'محكمة أبوظبي الابتدائية', typeEn: 'First Instance', typeAr: 'ابتدائية', locationEn: 'Al Khalidiyah, Abu Dhabi', locationAr: 'الخالدية، أبوظبي', regionId: region('AUH'), isActive: true, subBodies: [{ nameEn: 'Commercial Circuit', nameAr: 'الدائرة التجارية', locationEn: 'Al Khalidiyah', locationAr: 'الخالدية', specialization: 'Commercial' }] },
  { nameEn: 'Abu Dhabi Court of Appeal', nameAr: 'محكمة استئناف أبوظبي', typeEn: 'Appeal', typeAr: 'استئناف', locationEn: 'Al Khalidiyah, Abu Dhabi', locationAr: 'الخالدية، أبوظبي', regionId: region('AUH'), isActive: true },
  { nameEn: 'Sharjah Federal Court', nameAr: 'محكمة الشارقة الاتحادية', typeEn: 'Federal First Instance', typeAr: 'اتحادية ابتدائية', locationEn: 'Al Khan, Sharjah', locationAr: 'الخان، الشارقة', regionId: region('SHJ'), isActive: true },
];

export const services = [
  { nameEn: 'Legal consultation', nameAr: 'استشارة قانونية', descriptionEn: 'One-hour consultation with a senior lawyer', descriptionAr: 'استشارة لمدة ساعة مع محامٍ أول', price: 750, duration: 60, isActive: true },
  { nameEn: 'Contract drafting and review', nameAr: 'صياغة العقود ومراجعتها', descriptionEn: 'Commercial and employment contracts in Arabic and English', descriptionAr: 'العقود التجارية وعقود العمل باللغتين العربية والإنجليزية', price: 3500, duration: 240, isActive: true },
  { nameEn: 'Litigation representation', nameAr: 'التمثيل أمام المحاكم', descriptionEn: 'Representation before UAE courts at all degrees', descriptionAr: 'التمثيل أمام محاكم الدولة بجميع درجاتها', price: 25000, duration: 60, isActive: true },
  { nameEn: 'Debt collection', nameAr: 'تحصيل الديون', descriptionEn: 'Payment orders and execution files', descriptionAr: 'أوامر الأداء وملفات التنفيذ', price: 5000, duration: 90, isActive: true },
  { nameEn: 'Company formation', nameAr: 'تأسيس الشركات', descriptionEn: 'Mainland and free-zone incorporation', descriptionAr: 'تأسيس الشركات في البر الرئيسي والمناطق الحرة', price: 8000, duration: 120, isActive: false },
];

export const systemSettings = [
  { key: 'appeal.deadline.days', value: '30', nameEn: 'Appeal deadline (days from the ruling)', nameAr: 'مهلة الاستئناف (أيام من تاريخ الحكم)', descriptionEn: 'Used by the final rulings screen and the deadline reminders', descriptionAr: 'تستخدم في شاشة الأحكام النهائية وتذكيرات المواعيد', category: 'general', dataType: 'number' },
  { key: 'firm.timezone', value: 'Asia/Dubai', nameEn: 'Firm time zone', nameAr: 'المنطقة الزمنية للمكتب', category: 'localization', dataType: 'string' },
  { key: 'ui.defaultLanguage', value: 'ar', nameEn: 'Default language', nameAr: 'اللغة الافتراضية', category: 'localization', dataType: 'string' },
  { key: 'security.sessionHours', value: '12', nameEn: 'Session length (hours)', nameAr: 'مدة الجلسة (ساعات)', category: 'security', dataType: 'number' },
  { key: 'security.requireKyc', value: 'true', nameEn: 'Require KYC before opening a file', nameAr: 'اشتراط التحقق من هوية العميل قبل فتح الملف', category: 'security', dataType: 'boolean' },
  { key: 'reminders.hearingDaysBefore', value: '[1, 3, 7]', nameEn: 'Hearing reminder days', nameAr: 'أيام التذكير بالجلسات', category: 'general', dataType: 'json' },
];

const all = ['view', 'add', 'edit', 'delete'];
export const roles = [
  { nameEn: 'Managing Partner', nameAr: 'الشريك المدير', descriptionEn: 'Full access to the firm', descriptionAr: 'صلاحيات كاملة على المكتب', permissions: { ...Object.fromEntries(['clients', 'employees', 'branches', 'courts', 'regions', 'settings', 'users', 'roles', 'cases', 'files', 'hearings', 'minutes'].map((m) => [m, all])), reports: ['view'], audit: ['view'], billing: ['view', 'create', 'approve', 'void'] }, isActive: true },
  { nameEn: 'Senior Lawyer', nameAr: 'محامٍ أول', descriptionEn: 'Lawyer with client management', descriptionAr: 'محامٍ مع إدارة العملاء', permissions: { clients: all, courts: ['view'], cases: all, files: all, hearings: all, minutes: all, reports: ['view'] }, isActive: true },
  { nameEn: 'Associate', nameAr: 'محامٍ مشارك', descriptionEn: 'Lawyer', descriptionAr: 'محامٍ', permissions: { clients: ['view'], cases: ['view'], files: ['view'], hearings: ['view'], minutes: ['view'] }, isActive: true },
  { nameEn: 'Office Manager', nameAr: 'مدير المكتب', descriptionEn: 'Runs branches, staff and settings', descriptionAr: 'يدير الفروع والموظفين والإعدادات', permissions: { clients: all, employees: all, branches: all, courts: all, regions: all, settings: all, cases: ['view'], files: ['view'], hearings: ['view'], reports: ['view'], audit: ['view'], billing: ['view'] }, isActive: true },
  { nameEn: 'Receptionist', nameAr: 'موظف الاستقبال', descriptionEn: 'Registers clients and consultations', descriptionAr: 'يسجل العملاء والاستشارات', permissions: { clients: ['view', 'add', 'edit'] }, isActive: true },
];

/** Demo lawyers sign in with their email and this password (README). */
export const DEMO_EMPLOYEE_PASSWORD = 'Lawyer#2026';

export const employees = (ref: { region: (c: string) => number; branch: (n: string) => number; role: (n: string) => number }) => [
  ['EMP-240101', 'Ahmed', 'Al Mansouri', 'Ahmed Al Mansouri', 'أحمد المنصوري', 'AE', '1979-03-14', 'ahmed.mansouri@alnoor-law.ae', 'Managing Partner', 'Managing Partner', 'DXB', 'Dubai Head Office', 85000],
  ['EMP-240102', 'Fatima', 'Al Zaabi', 'Fatima Al Zaabi', 'فاطمة الزعابي', 'AE', '1986-07-02', 'fatima.zaabi@alnoor-law.ae', 'Senior Lawyer', 'Senior Lawyer', 'DXB', 'Dubai Head Office', 52000],
  ['EMP-240103', 'Omar', 'Haddad', 'Omar Haddad', 'عمر حداد', 'JO', '1990-11-21', 'omar.haddad@alnoor-law.ae', 'Associate', 'Associate', 'DXB', 'Dubai Head Office', 28000],
  ['EMP-240104', 'Mariam', 'Al Suwaidi', 'Mariam Al Suwaidi', 'مريم السويدي', 'AE', '1988-01-09', 'mariam.suwaidi@alnoor-law.ae', 'Senior Lawyer', 'Senior Lawyer', 'AUH', 'Abu Dhabi Branch', 50000],
  ['EMP-240105', 'Youssef', 'Farouk', 'Youssef Farouk', 'يوسف فاروق', 'EG', '1992-05-30', 'youssef.farouk@alnoor-law.ae', 'Associate', 'Legal Researcher', 'SHJ', 'Sharjah Branch', 21000],
  ['EMP-240106', 'Hessa', 'Al Ketbi', 'Hessa Al Ketbi', 'حصة الكتبي', 'AE', '1994-09-17', 'hessa.ketbi@alnoor-law.ae', 'Office Manager', 'Office Manager', 'DXB', 'Dubai Head Office', 24000],
].map(([employeeId, firstName, lastName, fullNameEn, fullNameAr, nationality, birthdate, email, role, jobTitle, region, branch, salary]) => ({
  employeeId, firstName, lastName, fullNameEn, fullNameAr, nationality, birthdate, email, phone: `+971 50 ${String(employeeId).slice(-3)} 4455`,
  address: region === 'AUH' ? 'Abu Dhabi' : region === 'SHJ' ? 'Sharjah' : 'Dubai', password: DEMO_EMPLOYEE_PASSWORD, joiningDate: '2024-01-15',
  currentSalary: salary, regionId: ref.region(String(region)), branchId: ref.branch(String(branch)), roleId: ref.role(String(role)), jobTitle, isActive: true,
}));

export const clients = (ref: { region: (c: string) => number; lawyer: (email: string) => number }) => [
  ['CLI-100001', 'Emirates Trading LLC', 'الإمارات للتجارة ذ.م.م', 'legal@emiratestrading.ae', '+971 4 321 0001', 'DXB', 'commercial', 'Unpaid invoices from a supplier contract', 'active', true, true, 'fatima.zaabi@alnoor-law.ae'],
  ['CLI-100002', 'Khalid Al Hammadi', 'خالد الحمادي', 'khalid.hammadi@mail.ae', '+971 50 321 0002', 'AUH', 'family', 'Custody and alimony', 'active', true, true, 'mariam.suwaidi@alnoor-law.ae'],
  ['CLI-100003', 'Gulf Horizon Contracting', 'أفق الخليج للمقاولات', 'info@gulfhorizon.ae', '+971 6 321 0003', 'SHJ', 'civil', 'Construction defects claim', 'active', true, true, 'omar.haddad@alnoor-law.ae'],
  ['CLI-100004', 'Sara Abdullah', 'سارة عبدالله', 'sara.abdullah@mail.ae', '+971 55 321 0004', 'DXB', 'labor', 'End-of-service gratuity dispute', 'active', false, true, 'omar.haddad@alnoor-law.ae'],
  ['CLI-100005', 'Al Noor Real Estate', 'النور العقارية', 'contact@noor-re.ae', '+971 4 321 0005', 'DXB', 'real_estate', 'Off-plan purchase rescission', 'completed', true, false, 'fatima.zaabi@alnoor-law.ae'],
  ['CLI-100006', 'Rashid Al Marri', 'راشد المري', 'rashid.marri@mail.ae', '+971 50 321 0006', 'DXB', 'criminal', 'Cheque case defence', 'inactive', false, false, 'ahmed.mansouri@alnoor-law.ae'],
].map(([clientId, fullNameEn, fullNameAr, email, phone, region, caseType, caseDescription, status, kycCompleted, agreement, lawyer]) => ({
  clientId, fullNameEn, fullNameAr, email, phone, regionId: ref.region(String(region)), assignedLawyerId: ref.lawyer(String(lawyer)), caseType, caseDescription,
  status, kycCompleted, hasInitiationAgreement: agreement, isActive: status !== 'inactive',
  addressEn: region === 'AUH' ? 'Abu Dhabi' : region === 'SHJ' ? 'Sharjah' : 'Dubai', addressAr: region === 'AUH' ? 'أبوظبي' : region === 'SHJ' ? 'الشارقة' : 'دبي',
  nationalId: `784-19${String(clientId).slice(-2)}-1234567-1`,
}));

export const news = [
  { titleEn: 'Our Abu Dhabi branch moves to Al Maryah Island', titleAr: 'انتقال فرع أبوظبي إلى جزيرة المارية', contentEn: 'From next month our Abu Dhabi team welcomes clients at its new offices on Al Maryah Island, with parking and a dedicated meeting floor.', contentAr: 'اعتباراً من الشهر المقبل يستقبل فريقنا في أبوظبي العملاء في مكاتبه الجديدة بجزيرة المارية، مع مواقف للسيارات وطابق مخصص للاجتماعات.', authorId: 1, isPublished: true },
  { titleEn: 'New rules on electronic filing at Dubai Courts', titleAr: 'قواعد جديدة للإيداع الإلكتروني في محاكم دبي', contentEn: 'Dubai Courts now require all statements of claim to be filed electronically with translated annexes. Our litigation team has updated its checklists accordingly.', contentAr: 'تشترط محاكم دبي الآن إيداع جميع صحف الدعوى إلكترونياً مع ترجمة المرفقات. وقد حدّث فريق التقاضي لدينا قوائم التحقق وفقاً لذلك.', authorId: 1, isPublished: true },
  { titleEn: 'Ramadan working hours', titleAr: 'ساعات العمل خلال شهر رمضان', contentEn: 'During Ramadan our offices are open from 9:00 to 15:00, Monday to Friday.', contentAr: 'خلال شهر رمضان تفتح مكاتبنا من الساعة 9:00 حتى 15:00 من الاثنين إلى الجمعة.', authorId: 1, isPublished: false },
];

/** A small, valid PDF: the seeded initiation agreements. */
export function agreementPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 18 Tf 72 760 Td (Initiation Agreement - ${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
