/** Bilingual words for what auditors read: field labels and event summaries. */
const fieldLabels: Record<string, [string, string]> = {
  titleEn: ['Title (English)', 'العنوان (بالإنجليزية)'], titleAr: ['Title (Arabic)', 'العنوان (بالعربية)'],
  descriptionEn: ['Description (English)', 'الوصف (بالإنجليزية)'], descriptionAr: ['Description (Arabic)', 'الوصف (بالعربية)'],
  summary: ['Summary', 'الملخص'], status: ['Status', 'الحالة'], priority: ['Priority', 'الأولوية'], startDate: ['Start date', 'تاريخ البدء'],
  expectedEndDate: ['Expected end date', 'تاريخ الانتهاء المتوقع'], caseNumber: ['Case number', 'رقم القضية'], caseTypeId: ['Case type', 'نوع القضية'],
  regionId: ['Emirate', 'الإمارة'], courtId: ['Court', 'المحكمة'], districtId: ['District', 'المنطقة القضائية'], plaintiffs: ['Clients', 'الموكلون'],
  defendants: ['Opponents', 'الخصوم'], lawyerIds: ['Responsible lawyers', 'المحامون المسؤولون'], hearingDate: ['Hearing date', 'تاريخ الجلسة'],
  hearingTime: ['Hearing time', 'وقت الجلسة'], hallName: ['Hall', 'القاعة'], rollNumber: ['Roll number', 'رقم الرول'], whatIsRequested: ['What is requested', 'المطلوب'],
  onlineLink: ['Online link', 'رابط الجلسة عن بعد'], title: ['Title', 'العنوان'], description: ['Description', 'الوصف'], date: ['Date', 'التاريخ'], time: ['Time', 'الوقت'],
  participant: ['Participant', 'المشارك'], assignedTo: ['Assigned to', 'مسند إلى'], notes: ['Notes', 'ملاحظات'], name: ['Name', 'الاسم'], category: ['Category', 'الفئة'],
  updateType: ['Update type', 'نوع التحديث'], updateText: ['Update', 'التحديث'], rulingType: ['Ruling type', 'نوع الحكم'], finalDecisionText: ['Final decision', 'الحكم النهائي'],
  finalDecisionDate: ['Final decision date', 'تاريخ الحكم النهائي'], nextHearingDate: ['Next hearing date', 'تاريخ الجلسة القادمة'], hearingReport: ['Hearing report', 'تقرير الجلسة'],
  postponementReasonId: ['Postponement reason', 'سبب التأجيل'], rulingDate: ['Ruling date', 'تاريخ الحكم'], rulingText: ['Ruling', 'الحكم'], subject: ['Subject', 'الموضوع'],
  clientId: ['Client', 'العميل'], departmentId: ['Department', 'القسم'], officeId: ['Office', 'المكتب'], caseDirection: ['Direction', 'الاتجاه'], role: ['Role', 'الدور'],
  lawyerId: ['Lawyer', 'المحامي'], from: ['Previous value', 'القيمة السابقة'], to: ['New value', 'القيمة الجديدة'], categoryId: ['Category', 'الفئة'],
  caseYear: ['Case year', 'سنة القضية'], registrationDate: ['Registration date', 'تاريخ القيد'], createdBy: ['Created by', 'أنشأها'], fileNumber: ['File number', 'رقم الملف'],
  fileId: ['File', 'الملف'], sessionNotes: ['Session notes', 'ملاحظات الجلسة'], hallNumber: ['Hall', 'القاعة'],
  attendedLawyer: ['Attending lawyer', 'المحامي الحاضر'], pleadingLawyer: ['Responsible lawyer', 'المحامي المسؤول'], hasNextHearing: ['Next hearing', 'الجلسة القادمة'],
  nextTime: ['Next hearing time', 'وقت الجلسة القادمة'], nextRollNumber: ['Next roll number', 'رقم الرول القادم'], nextHallNumber: ['Next hall', 'القاعة القادمة'],
  finalDecision: ['Final decision confirmed', 'تأكيد الحكم النهائي'], preliminaryRulingDescription: ['Preliminary ruling', 'الحكم التمهيدي'], preliminaryRulingDate: ['Preliminary ruling date', 'تاريخ الحكم التمهيدي'],
  type: ['Type', 'النوع'], originalName: ['File name', 'اسم الملف'], attachmentId: ['Attachment', 'المرفق'], hearingTimeMinutes: ['Time', 'الوقت'], file: ['File', 'الملف'], documents: ['Documents', 'المستندات'], reasonId: ['Postponement reason', 'سبب التأجيل'],
};

const summaries: Record<string, [string, string]> = {
  CaseOpened: ['Case opened', 'تم فتح القضية'], CaseDetailsRevised: ['Case details revised', 'تم تعديل بيانات القضية'], CaseStatusChanged: ['Case status changed', 'تم تغيير حالة القضية'],
  CaseUpdateLogged: ['Update logged', 'تم تسجيل تحديث'], FinalRulingIssued: ['Final ruling recorded', 'تم تسجيل الحكم النهائي'], HearingScheduled: ['Hearing scheduled', 'تمت جدولة جلسة'],
  HearingRescheduled: ['Hearing rescheduled', 'تم تغيير موعد الجلسة'], HearingDetailsRevised: ['Hearing details revised', 'تم تعديل بيانات الجلسة'], HearingCancelled: ['Hearing deleted', 'تم حذف الجلسة'],
  HearingAdjourned: ['Hearing adjourned', 'تم تأجيل الجلسة'], HearingDocumentsFiled: ['Hearing documents uploaded', 'تم رفع مستندات الجلسة'], HearingMinutesFileAttached: ['Minutes file uploaded', 'تم رفع ملف المحضر'],
  AppointmentScheduled: ['Meeting or task added', 'تمت إضافة اجتماع أو مهمة'], AppointmentStatusChanged: ['Appointment status changed', 'تم تغيير حالة الموعد'], CaseDocumentFiled: ['Document uploaded', 'تم رفع مستند'],
  HearingMinutesRecorded: ['Minutes recorded', 'تم تسجيل المحضر'], HearingMinutesRevised: ['Minutes revised', 'تم تعديل المحضر'], HearingMinutesRemoved: ['Minutes deleted', 'تم حذف المحضر'],
  MinutesDocumentAttached: ['Minutes document attached', 'تم إرفاق مستند بالمحضر'], FileOpened: ['File opened', 'تم فتح الملف'], FileDetailsRevised: ['File details revised', 'تم تعديل بيانات الملف'],
  LawyerAssignedToFile: ['Lawyer assigned', 'تم تعيين محامٍ'], LawyerUnassignedFromFile: ['Lawyer removed', 'تمت إزالة محامٍ'], FileAttachmentAdded: ['Attachment added', 'تمت إضافة مرفق'], FileClosed: ['File deleted', 'تم حذف الملف'],
};

export function fieldLabel(field: string): { labelEn: string; labelAr: string } {
  const [labelEn, labelAr] = fieldLabels[field] ?? [field, field];
  return { labelEn, labelAr };
}

export function summaryOf(type: string): { summaryEn: string; summaryAr: string } {
  const [summaryEn, summaryAr] = summaries[type] ?? [type.replace(/([a-z])([A-Z])/g, '$1 $2'), type];
  return { summaryEn, summaryAr };
}

/** ids are not changes worth showing */
export const idFields = new Set(['caseId', 'hearingId', 'appointmentId', 'documentId', 'minutesId', 'fileId', 'updateId', 'attachmentId', 'notificationId']);
