import type { Bilingual } from '../messages.js';
import type { appointmentStatuses, appointmentTypes, caseStatuses, casePriorities, caseUpdateTypes, hearingStatuses } from '../lawyer/cases.js';
import type { caseDirections, fileAttachmentCategories, lawyerRoles } from '../lawyer/files.js';
import type { rulingTypes } from '../lawyer/minutes.js';
import type { consultationStatuses } from '../admin/consultations.js';

/**
 * The words for the portal's stored codes: the console's badges and choices and the
 * server's readable history and exports both say `active` as "Active" / «نشطة» from here.
 */
export const caseStatusWording = {
  draft: { en: 'Draft', ar: 'مسودة' },
  active: { en: 'Active', ar: 'نشطة' },
  open: { en: 'Open', ar: 'مفتوحة' },
  in_progress: { en: 'In Progress', ar: 'قيد التنفيذ' },
  on_hold: { en: 'On Hold', ar: 'معلّقة' },
  closed: { en: 'Closed', ar: 'مغلقة' },
} as const satisfies Record<(typeof caseStatuses)[number], Bilingual>;

export const casePriorityWording = {
  high: { en: 'High', ar: 'عالية' },
  medium: { en: 'Medium', ar: 'متوسطة' },
  low: { en: 'Low', ar: 'منخفضة' },
} as const satisfies Record<(typeof casePriorities)[number], Bilingual>;

export const caseUpdateTypeWording = {
  'Status Change': { en: 'Status Change', ar: 'تغيير الحالة' },
  'Document Added': { en: 'Document Added', ar: 'إضافة مستند' },
  Meeting: { en: 'Meeting', ar: 'اجتماع' },
  Call: { en: 'Call', ar: 'مكالمة' },
  Email: { en: 'Email', ar: 'بريد إلكتروني' },
  Other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<(typeof caseUpdateTypes)[number], Bilingual>;

export const appointmentTypeWording = {
  meeting: { en: 'Meeting', ar: 'اجتماع' },
  task: { en: 'Task', ar: 'مهمة' },
} as const satisfies Record<(typeof appointmentTypes)[number], Bilingual>;

export const appointmentStatusWording = {
  pending: { en: 'Pending', ar: 'قيد الانتظار' },
  scheduled: { en: 'Scheduled', ar: 'مجدول' },
  in_progress: { en: 'In Progress', ar: 'قيد التنفيذ' },
  completed: { en: 'Completed', ar: 'مكتمل' },
  cancelled: { en: 'Cancelled', ar: 'ملغى' },
} as const satisfies Record<(typeof appointmentStatuses)[number], Bilingual>;

export const hearingStatusWording = {
  Scheduled: { en: 'Scheduled', ar: 'مجدولة' },
  Adjourned: { en: 'Adjourned', ar: 'مؤجلة' },
  Postponed: { en: 'Postponed', ar: 'مؤجلة' },
  // set by the hearing's minutes
  Completed: { en: 'Completed', ar: 'منعقدة' },
  FinalRuling: { en: 'Final ruling', ar: 'حكم نهائي' },
  Cancelled: { en: 'Cancelled', ar: 'ملغاة' },
} as const satisfies Record<(typeof hearingStatuses)[number], Bilingual>;

export const caseDirectionWording = {
  withUs: { en: 'With Us', ar: 'معنا' },
  against: { en: 'Against Us', ar: 'ضدنا' },
  consultation: { en: 'Consultation', ar: 'استشارة' },
} as const satisfies Record<(typeof caseDirections)[number], Bilingual>;

export const lawyerRoleWording = {
  responsible: { en: 'Responsible', ar: 'مسؤول' },
  supervisor: { en: 'Supervisor', ar: 'مشرف' },
} as const satisfies Record<(typeof lawyerRoles)[number], Bilingual>;

export const fileAttachmentCategoryWording = {
  contract: { en: 'Contract', ar: 'عقد' },
  evidence: { en: 'Evidence', ar: 'دليل' },
  correspondence: { en: 'Correspondence', ar: 'مراسلات' },
  legal_memo: { en: 'Legal Memo', ar: 'مذكرة قانونية' },
  court_document: { en: 'Court Document', ar: 'مستند محكمة' },
  other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<(typeof fileAttachmentCategories)[number], Bilingual>;

export const rulingTypeWording = {
  no_ruling: { en: 'No Ruling', ar: 'لا يوجد حكم' },
  final: { en: 'Final Ruling', ar: 'حكم نهائي' },
  preliminary: { en: 'Preliminary Ruling', ar: 'حكم تمهيدي' },
} as const satisfies Record<(typeof rulingTypes)[number], Bilingual>;

/** A consultation's status: the console's list and badges, the search results and the history. */
export const consultationStatusWording = {
  scheduled: { en: 'Scheduled', ar: 'مجدولة' },
  completed: { en: 'Completed', ar: 'مكتملة' },
  cancelled: { en: 'Cancelled', ar: 'ملغاة' },
} as const satisfies Record<(typeof consultationStatuses)[number], Bilingual>;

export const yesNoWording = {
  yes: { en: 'Yes', ar: 'نعم' },
  no: { en: 'No', ar: 'لا' },
} as const satisfies Record<string, Bilingual>;
