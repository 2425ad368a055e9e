import type { ColumnKind } from '@lawfirm/platform/documents';
import type { ColumnDef } from './types.js';

const c = (en: string, ar: string, width: number, kind: ColumnKind = 'text') => ({ en, ar, width, kind });
/** a day a court set (a hearing, a ruling): in Arabic with its Hijri day beside it */
const courtDay = (en: string, ar: string, width: number) => ({ ...c(en, ar, width, 'date'), court: true });

/** Every column a report may show, worded once. */
const catalogue = {
  day: c('Day', 'اليوم', 8),
  date: c('Date', 'التاريخ', 8, 'date'),
  hearingDate: courtDay('Date', 'التاريخ', 8),
  time: c('Time', 'الوقت', 7),
  kind: c('Type', 'النوع', 7),
  caseNumber: c('Case No.', 'رقم القضية', 8),
  caseTitle: c('Case', 'القضية', 18),
  /** a case, a client file or a consultation, in one cell (ReportContext.matterCells), headed as the time screens head it */
  matter: c('Case, file or consultation', 'القضية أو الملف أو الاستشارة', 26),
  client: c('Client', 'العميل', 14),
  court: c('Court', 'المحكمة', 15),
  hall: c('Hall', 'القاعة', 7),
  roll: c('Roll No.', 'رقم الرول', 7),
  subject: c('Subject', 'الموضوع', 18),
  details: c('Details', 'التفاصيل', 18),
  location: c('Where / who', 'المكان / الجهة', 14),
  requested: c('Requested', 'المطلوب', 20),
  status: c('Status', 'الحالة', 8),
  caseType: c('Case type', 'نوع القضية', 11),
  rulingDate: courtDay('Ruling date', 'تاريخ الحكم', 8),
  rulingText: c('Ruling', 'منطوق الحكم', 28),
  assignee: c('Assigned to / with', 'المكلف / المشارك', 12),
  priority: c('Priority', 'الأولوية', 7),
  startDate: c('Start date', 'تاريخ البدء', 8, 'date'),
  lawyers: c('Lawyers', 'المحامون', 13),
  hearingsCount: c('Hearings', 'الجلسات', 6, 'number'),
  nextHearing: courtDay('Next hearing', 'الجلسة القادمة', 8),
  reason: c('Adjournment reason', 'سبب التأجيل', 14),
  documentName: c('Document', 'المستند', 16),
  category: c('Category', 'الفئة', 10),
  fileName: c('File', 'الملف', 16),
  sizeKb: c('Size (KB)', 'الحجم (ك.ب)', 6, 'number'),
  uploadedAt: c('Uploaded', 'تاريخ الرفع', 8, 'date'),
  // billing (amounts in AED with two decimals)
  lawyer: c('Lawyer', 'المحامي', 13),
  hours: c('Hours', 'الساعات', 6),
  timeValue: c('Unbilled time (AED)', 'الوقت غير المفوتر (درهم)', 9, 'amount'),
  expensesValue: c('Unbilled expenses (AED)', 'المصروفات غير المفوترة (درهم)', 9, 'amount'),
  wipTotal: c('Work in progress (AED)', 'الأعمال قيد التنفيذ (درهم)', 9, 'amount'),
  month: c('Month', 'الشهر', 8),
  billed: c('Billed, before VAT (AED)', 'المفوتر قبل الضريبة (درهم)', 10, 'amount'),
  collected: c('Collected (AED)', 'المحصّل (درهم)', 10, 'amount'),
  invoiced: c('Invoiced (AED)', 'قيمة الفواتير (درهم)', 9, 'amount'),
  credited: c('Credit notes (AED)', 'الإشعارات الدائنة (درهم)', 9, 'amount'),
  paid: c('Paid (AED)', 'المدفوع (درهم)', 9, 'amount'),
  outstanding: c('Outstanding (AED)', 'المستحق (درهم)', 9, 'amount'),
  aged0: c('0–30 days', '0–30 يوماً', 8, 'amount'),
  aged31: c('31–60 days', '31–60 يوماً', 8, 'amount'),
  aged61: c('61–90 days', '61–90 يوماً', 8, 'amount'),
  aged90: c('Over 90 days', 'أكثر من 90 يوماً', 8, 'amount'),
  emirate: c('Emirate', 'الإمارة', 12),
  standardNet: c('Standard-rated supplies (AED)', 'التوريدات الخاضعة للنسبة الأساسية (درهم)', 11, 'amount'),
  standardVat: c('VAT at 5% (AED)', 'ضريبة القيمة المضافة 5% (درهم)', 10, 'amount'),
  zeroRated: c('Zero-rated supplies (AED)', 'التوريدات الخاضعة للنسبة الصفرية (درهم)', 11, 'amount'),
  outOfScope: c('Out of scope (AED)', 'خارج نطاق الضريبة (درهم)', 10, 'amount'),
} satisfies Record<string, Omit<ColumnDef, 'key'>>;

export type ColumnKey = keyof typeof catalogue;

export const columns = (...keys: ColumnKey[]): ColumnDef[] => keys.map((key) => ({ key, ...catalogue[key] }));
