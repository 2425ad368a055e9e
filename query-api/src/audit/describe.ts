import { minutesFieldLabels } from '@lawfirm/contracts';
/** Bilingual words for what auditors read: field labels and event summaries. */
const fieldLabels: Record<string, [string, string]> = {
  // the minutes' fields as the lawyer's form labels them (declared with the minutes in contracts),
  // in the sentence case of the auditor's other labels
  ...Object.fromEntries(Object.entries(minutesFieldLabels).map(([field, { en, ar }]) => [field, [en[0] + en.slice(1).toLowerCase(), ar]])),
  titleEn: ['Title (English)', 'العنوان (بالإنجليزية)'], titleAr: ['Title (Arabic)', 'العنوان (بالعربية)'],
  descriptionEn: ['Description (English)', 'الوصف (بالإنجليزية)'], descriptionAr: ['Description (Arabic)', 'الوصف (بالعربية)'],
  summary: ['Summary', 'الملخص'], status: ['Status', 'الحالة'], priority: ['Priority', 'الأولوية'], startDate: ['Start date', 'تاريخ البدء'],
  expectedEndDate: ['Expected end date', 'تاريخ الانتهاء المتوقع'], caseNumber: ['Case number', 'رقم القضية'], caseTypeId: ['Case type', 'نوع القضية'],
  regionId: ['Emirate', 'الإمارة'], courtId: ['Court', 'المحكمة'], districtId: ['District', 'المنطقة القضائية'], plaintiffs: ['Clients', 'الموكلون'],
  matches: ['Matches overridden', 'التطابقات التي تم تجاوزها'], checkedNames: ['Names checked', 'الأسماء التي تم فحصها'],
  nationalId: ['Emirates ID', 'رقم الهوية'], phone: ['Phone', 'الهاتف'], tradeLicense: ['Trade licence', 'الرخصة التجارية'],
  trn: ['Tax Registration Number (TRN)', 'رقم التسجيل الضريبي'], billingAddress: ['Billing address', 'عنوان الفواتير'], billingEmail: ['Billing e-mail', 'البريد الإلكتروني للفواتير'],
  checkedFor: ['Checked for', 'التحقق من أجل'], names: ['Names checked', 'الأسماء التي تم فحصها'], found: ['Matches found', 'التطابقات الموجودة'],
  restricted: ['Matches the checker could not open', 'تطابقات لا يستطيع من أجرى التحقق فتحها'],
  defendants: ['Opponents', 'الخصوم'], lawyerIds: ['Responsible lawyers', 'المحامون المسؤولون'], hearingDate: ['Hearing date', 'تاريخ الجلسة'],
  hallName: ['Hall', 'القاعة'], whatIsRequested: ['What is requested', 'المطلوب'], whatIsRequestedAr: ['What is requested (Arabic)', 'المطلوب (بالعربية)'],
  onlineLink: ['Online link', 'رابط الجلسة عن بعد'], title: ['Title', 'العنوان'], description: ['Description', 'الوصف'], date: ['Date', 'التاريخ'], time: ['Time', 'الوقت'],
  participant: ['Participant', 'المشارك'], assignedTo: ['Assigned to', 'مسند إلى'], notesAr: ['Notes (Arabic)', 'الملاحظات (بالعربية)'], name: ['Name', 'الاسم'], category: ['Category', 'الفئة'],
  updateType: ['Update type', 'نوع التحديث'], updateText: ['Update', 'التحديث'], rulingDate: ['Ruling date', 'تاريخ الحكم'], rulingText: ['Ruling', 'الحكم'], subject: ['Subject', 'الموضوع'],
  clientId: ['Client', 'العميل'], departmentId: ['Department', 'القسم'], officeId: ['Office', 'المكتب'], caseDirection: ['Direction', 'الاتجاه'], role: ['Role', 'الدور'],
  lawyerId: ['Lawyer', 'المحامي'], from: ['Previous value', 'القيمة السابقة'], to: ['New value', 'القيمة الجديدة'], categoryId: ['Category', 'الفئة'],
  caseYear: ['Case year', 'سنة القضية'], registrationDate: ['Registration date', 'تاريخ القيد'], createdBy: ['Created by', 'أنشأها'], fileNumber: ['File number', 'رقم الملف'],
  fileId: ['File', 'الملف'], attendedLawyer: ['Attending lawyer', 'المحامي الحاضر'], pleadingLawyer: ['Responsible lawyer', 'المحامي المسؤول'], reason: ['Reason', 'السبب'],
  type: ['Type', 'النوع'], previousName: ['Previous name', 'الاسم السابق'], originalName: ['File name', 'اسم الملف'], attachmentId: ['Attachment', 'المرفق'], hearingTimeMinutes: ['Time', 'الوقت'], file: ['File', 'الملف'], documents: ['Documents', 'المستندات'], reasonId: ['Postponement reason', 'سبب التأجيل'],
  userType: ['Account type', 'نوع الحساب'], at: ['Time', 'الوقت'],
  // time entries and expenses (billing)
  minutes: ['Minutes', 'الدقائق'], activity: ['Activity', 'النشاط'], billable: ['Billable', 'قابل للفوترة'], rateFils: ['Hourly rate', 'سعر الساعة'],
  amountFils: ['Amount', 'المبلغ'], expenseType: ['Type of expense', 'نوع المصروف'], invoiceId: ['Invoice', 'الفاتورة'], lines: ['Lines', 'البنود'], receipt: ['Receipt', 'الإيصال'], recordedBy: ['Recorded by', 'سجّله'],
  ruleId: ['Deadline rule', 'قاعدة الموعد'], trigger: ['Opened by', 'يبدأ عند'],
  nameEn: ['Name (English)', 'الاسم (بالإنجليزية)'], nameAr: ['Name (Arabic)', 'الاسم (بالعربية)'], countFrom: ['Counted', 'طريقة الاحتساب'], fromDate: ['Counted from', 'يُحتسب من'],
  days: ['Days', 'عدد الأيام'], dayKind: ['Kind of days', 'نوع الأيام'], dueDate: ['Due date', 'تاريخ الاستحقاق'], previousDueDate: ['Previous due date', 'تاريخ الاستحقاق السابق'],
  remindDaysBefore: ['Reminders (days before)', 'التذكيرات (أيام قبل الموعد)'], note: ['Note', 'ملاحظة'],
  previousDate: ['Previous date', 'التاريخ السابق'], previousRulingDate: ['Previous ruling date', 'تاريخ الحكم السابق'],
  caseCategory: ['Case category', 'فئة القضية'], endDate: ['End date', 'تاريخ الانتهاء'], weekendDays: ['Weekend days', 'أيام عطلة نهاية الأسبوع'], opens: ['Opens at', 'تبدأ في'], closes: ['Closes at', 'تنتهي في'],
  offsetDays: ['Days from the event', 'الأيام من تاريخ الحدث'], assignTo: ['Goes to', 'تُسند إلى'], assigneeId: ['Employee', 'الموظف'],
};

/** a catalog record's five facts (added, revised, removed, deactivated, reactivated) in words: the noun in English, in Arabic without and with its article */
const catalogSummaries = (type: string, en: string, arIndefinite: string, arDefinite: string): Record<string, [string, string]> => ({
  [`${type}Added`]: [`${en} added`, `تمت إضافة ${arIndefinite}`],
  [`${type}Revised`]: [`${en} edited`, `تم تعديل ${arDefinite}`],
  [`${type}Removed`]: [`${en} deleted`, `تم حذف ${arDefinite}`],
  [`${type}Deactivated`]: [`${en} deactivated`, `تم تعطيل ${arDefinite}`],
  [`${type}Reactivated`]: [`${en} activated`, `تم تفعيل ${arDefinite}`],
});

const summaries: Record<string, [string, string]> = {
  ...catalogSummaries('AdjournmentReason', 'Postponement reason', 'سبب تأجيل', 'سبب التأجيل'),
  ...catalogSummaries('AutomatedTask', 'Automated task rule', 'قاعدة مهمة آلية', 'قاعدة المهمة الآلية'),
  ...catalogSummaries('CaseDegree', 'Case degree', 'درجة تقاضٍ', 'درجة التقاضي'),
  ...catalogSummaries('CaseType', 'Case type', 'نوع قضية', 'نوع القضية'),
  ...catalogSummaries('CourtDistrict', 'Court district', 'منطقة قضائية', 'المنطقة القضائية'),
  ...catalogSummaries('Department', 'Department', 'قسم', 'القسم'),
  ...catalogSummaries('DocumentCategory', 'Document category', 'فئة مستندات', 'فئة المستندات'),
  ...catalogSummaries('JobTitle', 'Job title', 'مسمى وظيفي', 'المسمى الوظيفي'),
  ...catalogSummaries('TimeActivity', 'Time activity', 'نشاط وقت', 'نشاط الوقت'),
  RegionAdded: ['Emirate added', 'تمت إضافة إمارة'], RegionRevised: ['Emirate edited', 'تم تعديل الإمارة'], RegionRemoved: ['Emirate deleted', 'تم حذف الإمارة'],
  BranchOpened: ['Branch added', 'تمت إضافة فرع'], BranchDetailsRevised: ['Branch details edited', 'تم تعديل بيانات الفرع'], BranchClosed: ['Branch deleted', 'تم حذف الفرع'],
  BranchDeactivated: ['Branch deactivated', 'تم تعطيل الفرع'], BranchReactivated: ['Branch activated', 'تم تفعيل الفرع'], BranchManagerAssigned: ['Branch manager assigned', 'تم تعيين مدير الفرع'],
  CourtRegistered: ['Court added', 'تمت إضافة محكمة'], CourtDetailsRevised: ['Court details edited', 'تم تعديل بيانات المحكمة'], CourtRemoved: ['Court deleted', 'تم حذف المحكمة'],
  CourtDeactivated: ['Court deactivated', 'تم تعطيل المحكمة'], CourtReactivated: ['Court activated', 'تم تفعيل المحكمة'],
  ClientRegistered: ['Client added', 'تمت إضافة عميل'], ClientDetailsRevised: ['Client details edited', 'تم تعديل بيانات العميل'], ClientRemoved: ['Client deleted', 'تم حذف العميل'],
  ClientDeactivated: ['Client deactivated', 'تم تعطيل العميل'], ClientReactivated: ['Client activated', 'تم تفعيل العميل'], ClientStatusChanged: ['Client status changed', 'تم تغيير حالة العميل'],
  ClientKycCompleted: ['Client identity checks completed', 'اكتمل التحقق من هوية العميل'], ClientKycReopened: ['Client identity checks reopened', 'أُعيد فتح التحقق من هوية العميل'],
  ClientLawyerAssigned: ['Lawyer assigned to the client', 'تم تعيين محامٍ للعميل'],
  ConsultationScheduled: ['Consultation added', 'تمت إضافة استشارة'], ConsultationRevised: ['Consultation edited', 'تم تعديل الاستشارة'], ConsultationRescheduled: ['Consultation rescheduled', 'تم تغيير موعد الاستشارة'],
  ConsultationStatusChanged: ['Consultation status changed', 'تم تغيير حالة الاستشارة'], ConsultationRemoved: ['Consultation deleted', 'تم حذف الاستشارة'],
  InitiationAgreementAttached: ['Engagement agreement uploaded', 'تم رفع اتفاقية التوكيل'], InitiationAgreementSigned: ['Engagement agreement signed', 'تم توقيع اتفاقية التوكيل'],
  InitiationAgreementWithdrawn: ['Engagement agreement withdrawn', 'تم سحب اتفاقية التوكيل'],
  EmployeeHired: ['Employee added', 'تمت إضافة موظف'], EmployeeDetailsRevised: ['Employee details edited', 'تم تعديل بيانات الموظف'], EmployeeRemoved: ['Employee deleted', 'تم حذف الموظف'],
  EmployeeDeactivated: ['Employee deactivated', 'تم تعطيل الموظف'], EmployeeReactivated: ['Employee activated', 'تم تفعيل الموظف'], EmployeeRoleChanged: ['Employee role changed', 'تم تغيير دور الموظف'],
  EmployeeSalaryChanged: ['Employee salary changed', 'تم تغيير راتب الموظف'], EmployeeTransferred: ['Employee moved to another branch or department', 'تم نقل الموظف إلى فرع أو قسم آخر'],
  EmployeeDocumentAttached: ['Employee document uploaded', 'تم رفع مستند للموظف'], EmployeePasswordChanged: ['Employee password changed', 'تم تغيير كلمة مرور الموظف'],
  UserRegistered: ['Admin account added', 'تمت إضافة حساب مسؤول'], UserProfileRevised: ['Admin account edited', 'تم تعديل حساب المسؤول'], UserRemoved: ['Admin account deleted', 'تم حذف حساب المسؤول'],
  UserActivated: ['Admin account activated', 'تم تفعيل حساب المسؤول'], UserDeactivated: ['Admin account deactivated', 'تم تعطيل حساب المسؤول'], UserRoleChanged: ['Admin role changed', 'تم تغيير دور المسؤول'],
  UserPasswordChanged: ['Admin password changed', 'تم تغيير كلمة مرور المسؤول'],
  RoleDefined: ['Role added', 'تمت إضافة دور'], RoleRevised: ['Role edited', 'تم تعديل الدور'], RoleRemoved: ['Role deleted', 'تم حذف الدور'], RoleDeactivated: ['Role deactivated', 'تم تعطيل الدور'],
  RoleReactivated: ['Role activated', 'تم تفعيل الدور'], RoleGrantsChanged: ['Role permissions changed', 'تم تغيير صلاحيات الدور'],
  LegalServiceOffered: ['Service added', 'تمت إضافة خدمة'], LegalServiceRevised: ['Service edited', 'تم تعديل الخدمة'], LegalServiceWithdrawn: ['Service deleted', 'تم حذف الخدمة'],
  LegalServiceDeactivated: ['Service deactivated', 'تم تعطيل الخدمة'], LegalServiceReactivated: ['Service activated', 'تم تفعيل الخدمة'], LegalServiceRepriced: ['Service price changed', 'تم تغيير سعر الخدمة'],
  NewsArticleDrafted: ['News article written', 'تمت كتابة خبر'], NewsArticleRevised: ['News article edited', 'تم تعديل الخبر'], NewsArticleRemoved: ['News article deleted', 'تم حذف الخبر'],
  NewsArticlePublished: ['News article published', 'تم نشر الخبر'], NewsArticleUnpublished: ['News article unpublished', 'تم إلغاء نشر الخبر'], NewsImageAttached: ['News image uploaded', 'تم رفع صورة الخبر'],
  SystemSettingDefined: ['Setting added', 'تمت إضافة إعداد'], SystemSettingRevised: ['Setting edited', 'تم تعديل الإعداد'], SystemSettingRemoved: ['Setting deleted', 'تم حذف الإعداد'],
  SystemSettingValueChanged: ['Setting value changed', 'تم تغيير قيمة الإعداد'],
  FirmProfileRevised: ['Firm details edited', 'تم تعديل بيانات المكتب'], FirmLogoChanged: ['Firm logo changed', 'تم تغيير شعار المكتب'],
  UploadReceived: ['File received', 'تم استلام ملف'], UploadClaimed: ['Received file attached to its record', 'تم ربط الملف المستلم بسجله'],
  ConflictOverridden: ['Went ahead despite a possible conflict of interest', 'تمت المتابعة رغم احتمال تعارض المصالح'],
  ConflictChecked: ['Checked for a conflict of interest', 'تم التحقق من تعارض المصالح'],
  CaseOpened: ['Case opened', 'تم فتح القضية'], CaseDetailsRevised: ['Case details revised', 'تم تعديل بيانات القضية'], CaseStatusChanged: ['Case status changed', 'تم تغيير حالة القضية'],
  CaseUpdateLogged: ['Update logged', 'تم تسجيل تحديث'], FinalRulingIssued: ['Final ruling recorded', 'تم تسجيل الحكم النهائي'],
  FinalRulingRevised: ['Final ruling corrected from its minutes', 'تم تصحيح الحكم النهائي من محضره'], FinalRulingWithdrawn: ['Final ruling withdrawn', 'تم سحب الحكم النهائي'], HearingScheduled: ['Hearing scheduled', 'تمت جدولة جلسة'],
  HearingRescheduled: ['Hearing rescheduled', 'تم تغيير موعد الجلسة'], HearingDetailsRevised: ['Hearing details revised', 'تم تعديل بيانات الجلسة'], HearingCancelled: ['Hearing deleted', 'تم حذف الجلسة'],
  HearingAdjourned: ['Hearing adjourned', 'تم تأجيل الجلسة'], HearingOutcomeRecorded: ['Hearing status set from its minutes', 'تم تحديد حالة الجلسة من محضرها'],
  HearingOutcomeWithdrawn: ['Minutes deleted: hearing status restored', 'حُذف المحضر: أُعيدت حالة الجلسة'], HearingDocumentsFiled: ['Hearing documents uploaded', 'تم رفع مستندات الجلسة'], HearingMinutesFileAttached: ['Minutes file uploaded', 'تم رفع ملف المحضر'],
  AppointmentScheduled: ['Meeting or task added', 'تمت إضافة اجتماع أو مهمة'], AppointmentStatusChanged: ['Appointment status changed', 'تم تغيير حالة الموعد'], CaseDocumentFiled: ['Document uploaded', 'تم رفع مستند'],
  HearingMinutesRecorded: ['Minutes recorded', 'تم تسجيل المحضر'], HearingMinutesRevised: ['Minutes revised', 'تم تعديل المحضر'], HearingMinutesRemoved: ['Minutes deleted', 'تم حذف المحضر'],
  MinutesDocumentAttached: ['Minutes document attached', 'تم إرفاق مستند بالمحضر'], FileOpened: ['File opened', 'تم فتح الملف'], FileDetailsRevised: ['File details revised', 'تم تعديل بيانات الملف'],
  UserSignedIn: ['Signed in', 'تم تسجيل الدخول'], UserSignedOut: ['Signed out', 'تم تسجيل الخروج'],
  SignInUnlocked: ['Allowed to sign in again after failed attempts', 'سُمح بتسجيل الدخول مجدداً بعد محاولات فاشلة'],
  UniqueValueReserved: ['Unique value taken by a record', 'حُجزت قيمة فريدة لسجل'], UniqueValueReleased: ['Unique value given up', 'أُفرج عن قيمة فريدة'],
  ReferenceAdded: ['Another record now points here', 'أصبح سجل آخر مرتبطاً بهذا السجل'], ReferenceRemoved: ['Another record no longer points here', 'لم يعد سجل آخر مرتبطاً بهذا السجل'],
  ReferencesClosed: ['Record removed: nothing may point to it', 'حُذف السجل: لا يمكن ربط أي سجل به'], ReferencesReopened: ['Removal taken back', 'تم التراجع عن الحذف'],
  RosterMemberJoined: ['Counted among the active super admins', 'أصبح من المشرفين العامين النشطين'], RosterMemberLeft: ['No longer counted among the active super admins', 'لم يعد من المشرفين العامين النشطين'],
  LawyerAssignedToFile: ['Lawyer assigned', 'تم تعيين محامٍ'], LawyerUnassignedFromFile: ['Lawyer removed', 'تمت إزالة محامٍ'], FileAttachmentAdded: ['Attachment added', 'تمت إضافة مرفق'], FileClosed: ['File deleted', 'تم حذف الملف'],
  CaseDocumentRenamed: ['Document renamed', 'تمت إعادة تسمية المستند'], CaseDocumentRemoved: ['Document deleted', 'تم حذف المستند'],
  HearingDocumentRenamed: ['Hearing document renamed', 'تمت إعادة تسمية مستند الجلسة'], HearingDocumentRemoved: ['Hearing document deleted', 'تم حذف مستند الجلسة'],
  MinutesDocumentRenamed: ['Minutes document renamed', 'تمت إعادة تسمية مستند المحضر'], MinutesDocumentRemoved: ['Minutes document deleted', 'تم حذف مستند المحضر'],
  FileAttachmentRenamed: ['Attachment renamed', 'تمت إعادة تسمية المرفق'], FileAttachmentRemoved: ['Attachment deleted', 'تم حذف المرفق'],
  DeadlineOpened: ['Court deadline opened', 'تم فتح موعد قضائي'], DeadlineMoved: ['Court deadline moved', 'تم نقل الموعد القضائي'],
  DeadlineMet: ['Court deadline met', 'تم إنجاز الموعد القضائي'], DeadlineMissed: ['Court deadline missed', 'فات الموعد القضائي'],
  AppointmentRescheduled: ['Task moved with its hearing', 'تم نقل المهمة مع جلستها'],
  DeadlineWithdrawn: ['Court deadline withdrawn', 'تم سحب الموعد القضائي'], DeadlineReopened: ['Court deadline opened again', 'أُعيد فتح الموعد القضائي'],
  DeadlineRuleAdded: ['Deadline rule added', 'تمت إضافة قاعدة موعد'], DeadlineRuleRevised: ['Deadline rule revised', 'تم تعديل قاعدة الموعد'], DeadlineRuleRemoved: ['Deadline rule deleted', 'تم حذف قاعدة الموعد'],
  DeadlineRuleReactivated: ['Deadline rule activated', 'تم تفعيل قاعدة الموعد'], DeadlineRuleDeactivated: ['Deadline rule deactivated', 'تم تعطيل قاعدة الموعد'],
  HolidayAdded: ['Public holiday added', 'تمت إضافة عطلة رسمية'], HolidayRevised: ['Public holiday revised', 'تم تعديل العطلة الرسمية'], HolidayRemoved: ['Public holiday deleted', 'تم حذف العطلة الرسمية'],
  WorkingWeekSet: ['Weekend days changed', 'تم تغيير أيام عطلة نهاية الأسبوع'],
  CourtHoursSet: ['Court hours changed', 'تم تغيير ساعات عمل المحكمة'],
  PreferencesSet: ['Preferences chosen (language, e-mails, dates)', 'تم اختيار التفضيلات (اللغة، الرسائل، التواريخ)'],
  CalendarFeedRotated: ['New calendar link made (the old one stopped working)', 'تم إنشاء رابط تقويم جديد (توقف الرابط القديم)'],
  NotificationRaised: ['Reminder sent in the portal', 'تم إرسال تذكير في البوابة'], NotificationRead: ['Reminder read', 'تمت قراءة التذكير'],
  ReminderEmailRecorded: ['Reminder e-mail sent (or kept in the outbox)', 'تم إرسال بريد التذكير (أو حفظه في صندوق الصادر)'],
  SequenceNumberTaken: ['Next number of its sequence taken', 'تم أخذ الرقم التالي في التسلسل'], SequenceNumberReleased: ['Number given back to its sequence', 'أُعيد الرقم إلى تسلسله'],
  TimeEntryRecorded: ['Time recorded', 'تم تسجيل الوقت'], TimeEntryChanged: ['Time entry edited', 'تم تعديل سجل الوقت'], TimeEntryDeleted: ['Time entry deleted', 'تم حذف سجل الوقت'],
  TimeEntryBilled: ['Time put on an invoice', 'تم إدراج الوقت في فاتورة'], TimeEntryUnbilled: ['Time taken off a voided invoice', 'أُزيل الوقت من فاتورة ملغاة'],
  ExpenseRecorded: ['Expense recorded', 'تم تسجيل مصروف'], ExpenseChanged: ['Expense edited', 'تم تعديل المصروف'], ExpenseDeleted: ['Expense deleted', 'تم حذف المصروف'],
  ExpenseBilled: ['Expense put on an invoice', 'تم إدراج المصروف في فاتورة'], ExpenseUnbilled: ['Expense taken off a voided invoice', 'أُزيل المصروف من فاتورة ملغاة'],
  ExpenseReceiptAttached: ['Expense receipt uploaded', 'تم رفع إيصال المصروف'],
  HourlyRateSet: ['Hourly rate set', 'تم تحديد سعر الساعة'], HourlyRateRemoved: ['Hourly rate removed', 'تمت إزالة سعر الساعة'],
  ExpenseTreatmentSet: ['VAT treatment of an expense type set', 'تم تحديد المعاملة الضريبية لنوع المصروف'],
  PaymentRecorded: ['Payment received', 'تم استلام دفعة'], PaymentCreditAllocated: ['Client credit put against an invoice', 'تم تخصيص رصيد الموكل لفاتورة'],
  FeeArrangementSet: ['Fee arrangement set', 'تم تحديد ترتيب الأتعاب'], FeeStageReached: ['Fee stage reached', 'تم بلوغ مرحلة من الأتعاب'],
  FeeStagesBilled: ['Fee stages put on an invoice', 'تم إدراج مراحل الأتعاب في فاتورة'], FeeStagesUnbilled: ['Fee stages taken off a voided invoice', 'أُزيلت مراحل الأتعاب من فاتورة ملغاة'],
  RetainerAgreed: ['Retainer agreed', 'تم الاتفاق على دفعة مقدمة'], RetainerEnded: ['Retainer ended', 'تم إنهاء اتفاق الدفعة المقدمة'],
  InvoicePaymentApplied: ['Payment put against the invoice', 'تم تخصيص دفعة للفاتورة'], InvoicePaymentWithdrawn: ['Payment taken off the invoice', 'أُزيلت دفعة من الفاتورة'],
  InvoiceDrafted: ['Invoice drafted', 'تم إعداد مسودة فاتورة'], InvoiceApproved: ['Invoice approved', 'تم اعتماد الفاتورة'], InvoiceIssued: ['Tax invoice issued', 'تم إصدار الفاتورة الضريبية'],
  InvoiceExchangeRateChanged: ['Exchange rate of the invoice changed', 'تم تغيير سعر صرف الفاتورة'],
  InvoiceVoided: ['Invoice voided', 'تم إلغاء الفاتورة'], CreditNoteIssued: ['Tax credit note issued', 'تم إصدار إشعار دائن ضريبي'],
  SuggestionAccepted: ['Suggested time entry accepted', 'تم قبول سجل الوقت المقترح'], SuggestionDismissed: ['Suggested time entry dismissed', 'تم تجاهل سجل الوقت المقترح'],
  SuggestionAcceptanceUndone: ['Acceptance of the suggested time entry taken back', 'تم التراجع عن قبول سجل الوقت المقترح'],
  EInvoiceSubmitted: ['E-invoice handed to the accredited provider', 'تم تسليم الفاتورة الإلكترونية إلى مزوّد الخدمة المعتمد'],
  EInvoiceAccepted: ['E-invoice accepted', 'تم قبول الفاتورة الإلكترونية'], EInvoiceRejected: ['E-invoice rejected', 'تم رفض الفاتورة الإلكترونية'],
  InvoiceEmailRequested: ['Invoice e-mail to the client asked for', 'تم طلب إرسال الفاتورة إلى الموكل بالبريد الإلكتروني'],
  InvoiceEmailSent: ['Invoice e-mailed to the client', 'تم إرسال الفاتورة إلى الموكل بالبريد الإلكتروني'],
};

/** the commands behind a case's and a file's events (the "why" of each entry) */
const commands: Record<string, [string, string]> = {
  SignIn: ['Sign in', 'تسجيل الدخول'], SignOut: ['Sign out', 'تسجيل الخروج'], UnlockSignIn: ['Allow sign-in again', 'السماح بتسجيل الدخول مجدداً'],
  OverrideConflict: ['Override conflict check', 'تجاوز فحص تعارض المصالح'], CheckConflicts: ['Check for a conflict of interest', 'التحقق من تعارض المصالح'],
  OpenCase: ['Create case', 'إنشاء قضية'], ReviseCase: ['Edit case', 'تعديل القضية'], LogCaseUpdate: ['Add update', 'إضافة تحديث'],
  ScheduleHearing: ['Add hearing', 'إضافة جلسة'], ReviseHearing: ['Edit hearing', 'تعديل الجلسة'], CancelHearing: ['Delete hearing', 'حذف الجلسة'],
  FileHearingDocuments: ['Upload hearing documents', 'رفع مستندات الجلسة'], AttachMinutesFile: ['Upload minutes file', 'رفع ملف المحضر'],
  ScheduleAppointment: ['Add meeting or task', 'إضافة اجتماع أو مهمة'], ChangeAppointmentStatus: ['Update appointment status', 'تحديث حالة الموعد'],
  UpdateTask: ['Update task', 'تحديث المهمة'], FileCaseDocument: ['Upload document', 'رفع مستند'],
  RecordHearingMinutes: ['Record minutes', 'تسجيل المحضر'], ReviseHearingMinutes: ['Edit minutes', 'تعديل المحضر'], RemoveHearingMinutes: ['Delete minutes', 'حذف المحضر'],
  AttachMinutesDocuments: ['Attach minutes documents', 'إرفاق مستندات بالمحضر'], MinutesConsequences: ['Minutes follow-up (automatic)', 'متابعة المحضر (تلقائياً)'],
  OpenFile: ['Create file', 'إنشاء ملف'], ReviseFile: ['Edit file', 'تعديل الملف'], AddFileAttachments: ['Add attachments', 'إضافة مرفقات'], CloseFile: ['Delete file', 'حذف الملف'],
  RenameDocument: ['Rename document', 'إعادة تسمية مستند'], RemoveDocument: ['Delete document', 'حذف مستند'],
  RecordConstraints: ['Record unique values and links of older records (automatic)', 'تسجيل القيم الفريدة والروابط للسجلات الأقدم (تلقائياً)'],
  ReminderSweep: ['Scheduled reminders (automatic)', 'التذكيرات المجدولة (تلقائياً)'], TaskAssignedReminder: ['New task reminder (automatic)', 'تذكير بمهمة جديدة (تلقائياً)'],
  DeadlineMissedReminder: ['Missed deadline notice (automatic)', 'إشعار بفوات موعد (تلقائياً)'], SendReminderEmail: ['Reminder e-mail (automatic)', 'بريد التذكير (تلقائياً)'],
  HearingTasks: ['Tasks following their hearing (automatic)', 'مهام تتبع جلستها (تلقائياً)'],
  RulingTasks: ['Tasks following their final ruling (automatic)', 'مهام تتبع الحكم النهائي (تلقائياً)'],
  DeadlineTasks: ['Tasks following their court deadline (automatic)', 'مهام تتبع موعدها القضائي (تلقائياً)'],
  DeadlineChangeReminder: ['Withdrawn, reopened or moved deadline notice (automatic)', 'إشعار بسحب موعد أو إعادة فتحه أو نقله (تلقائياً)'],
  MarkNotificationRead: ['Mark reminder read', 'تعليم التذكير كمقروء'], MarkAllNotificationsRead: ['Mark all reminders read', 'تعليم كل التذكيرات كمقروءة'], AppealDeadlineSweep: ['Appeal deadlines (automatic)', 'مواعيد الاستئناف (تلقائياً)'],
  Deadlines: ['Court deadlines (automatic)', 'المواعيد القضائية (تلقائياً)'], MeetDeadline: ['Mark deadline met', 'تحديد الموعد كمُنجز'],
  MissedDeadlineSweep: ['Missed deadlines (automatic)', 'المواعيد الفائتة (تلقائياً)'],
  AddDeadlineRule: ['Add deadline rule', 'إضافة قاعدة موعد'], ReviseDeadlineRule: ['Edit deadline rule', 'تعديل قاعدة الموعد'], RemoveDeadlineRule: ['Delete deadline rule', 'حذف قاعدة الموعد'],
  AddHoliday: ['Add public holiday', 'إضافة عطلة رسمية'], ReviseHoliday: ['Edit public holiday', 'تعديل العطلة الرسمية'], RemoveHoliday: ['Delete public holiday', 'حذف العطلة الرسمية'],
  SetWorkingWeek: ['Set the weekend days', 'تحديد أيام عطلة نهاية الأسبوع'],
  SetCourtHours: ['Set the court hours', 'تحديد ساعات عمل المحكمة'],
  UpdateOwnProfile: ['Edit own profile', 'تعديل الملف الشخصي'], ChangeOwnPassword: ['Change own password', 'تغيير كلمة المرور'],
  SetPreferences: ['Save preferences', 'حفظ التفضيلات'], RotateCalendarFeed: ['New calendar link', 'رابط تقويم جديد'],
};

/** an identifier nobody has worded yet: 'CaseReopened' as 'Case Reopened', and as itself in Arabic */
const spaced = (id: string): [string, string] => [id.replace(/([a-z])([A-Z])/g, '$1 $2'), id];

/** labels a field takes in one kind of record only (`time-entry.userId`: whose time it is) */
const kindFieldLabels: Record<string, [string, string]> = {
  'time-entry.userId': ['Lawyer', 'المحامي'],
};

/** a field's label, for the kind of record (its stream's category) when that kind names it its own way */
export function fieldLabel(field: string, kind?: string): { labelEn: string; labelAr: string } {
  const [labelEn, labelAr] = (kind ? kindFieldLabels[`${kind}.${field}`] : undefined) ?? fieldLabels[field] ?? [field, field];
  return { labelEn, labelAr };
}

/** events whose summary depends on their reason (`type.reason`); without one, the type's own */
const reasonSummaries: Record<string, [string, string]> = {
  'AppointmentRescheduled.ruling_corrected': ['Task moved with its final ruling', 'تم نقل المهمة مع الحكم النهائي'],
  'AppointmentRescheduled.deadline_moved': ['Task moved with its court deadline', 'تم نقل المهمة مع موعدها القضائي'],
};

export function summaryOf(type: string, data?: Record<string, unknown> | null): { summaryEn: string; summaryAr: string } {
  const reason = typeof data?.reason === 'string' ? reasonSummaries[`${type}.${data.reason}`] : undefined;
  const [summaryEn, summaryAr] = reason ?? summaries[type] ?? spaced(type);
  return { summaryEn, summaryAr };
}

/** The command in words; an automated task names its rule. */
export function commandLabel(command: string | null | undefined): { commandEn: string | null; commandAr: string | null } {
  if (!command) return { commandEn: null, commandAr: null };
  const rule = /^AutomatedTask:(.+)$/.exec(command)?.[1];
  if (rule) return { commandEn: `Automated task (rule ${rule})`, commandAr: `مهمة آلية (القاعدة ${rule})` };
  const [commandEn, commandAr] = commands[command] ?? spaced(command);
  return { commandEn, commandAr };
}

/**
 * How an event reads against the record before it. Most revise the record: each field's before is
 * the record's last value. An item is added beside the record (a lawyer assigned, an attachment,
 * an update): nothing was there before, and it does not become the record's value. A removal
 * takes its item away. A transition carries its own before and after (`from`, `to`) of a field.
 */
export type EventReading = { kind: 'revision' } | { kind: 'item' } | { kind: 'removal' } | { kind: 'transition'; field: string };
const readings: Record<string, EventReading> = {
  LawyerAssignedToFile: { kind: 'item' }, FileAttachmentAdded: { kind: 'item' }, CaseUpdateLogged: { kind: 'item' }, HearingDocumentsFiled: { kind: 'item' },
  MinutesDocumentAttached: { kind: 'item' }, UserSignedIn: { kind: 'item' }, UserSignedOut: { kind: 'item' }, SignInUnlocked: { kind: 'item' },
  HearingDocumentRenamed: { kind: 'item' }, MinutesDocumentRenamed: { kind: 'item' }, FileAttachmentRenamed: { kind: 'item' },
  CaseDocumentRemoved: { kind: 'removal' }, HearingDocumentRemoved: { kind: 'removal' }, MinutesDocumentRemoved: { kind: 'removal' }, FileAttachmentRemoved: { kind: 'removal' },
  LawyerUnassignedFromFile: { kind: 'removal' }, CaseStatusChanged: { kind: 'transition', field: 'status' },
  // each override stands alone: its reason and matches are never "changed" from the one before
  ConflictOverridden: { kind: 'item' },
  ConflictChecked: { kind: 'item' },
};
export const readingOf = (type: string): EventReading => readings[type] ?? { kind: 'revision' };

/**
 * a field shown only when the one it names is empty (a document's category text beside its category;
 * the minutes' lawyers' names beside their ids: one line per field, «المحامي الحاضر» once)
 */
export const shadowedBy: Record<string, string> = { category: 'categoryId', attendedLawyer: 'attendedLawyerId', pleadingLawyer: 'pleadingLawyerId' };

/**
 * a field the portal may write in both languages beside it (a task it made: `title` in English,
 * `titleAr` in Arabic): one row, each reader shown their language; what a person typed (the Arabic
 * one null) reads as typed
 */
export const arabicBeside: Record<string, string> = { title: 'titleAr', description: 'descriptionAr', whatIsRequested: 'whatIsRequestedAr', notes: 'notesAr' };

/** ids are not changes worth showing */
export const idFields = new Set(['caseId', 'hearingId', 'appointmentId', 'documentId', 'minutesId', 'fileId', 'consultationId', 'updateId', 'attachmentId', 'notificationId', 'deadlineId', 'openedBy', 'clientRecordId', 'followsHearing', 'followsRuling', 'followsDeadline', 'about', 'standing']);
