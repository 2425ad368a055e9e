import type { Bilingual } from '../messages.js';

/** Time entries, invoices and credit notes. */
export const billingMessages = {
  'billing.taxInvoice': { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  'billing.taxCreditNote': { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  'billing.reverseCharge': {
    en: 'Reverse charge: the recipient is required to account for the VAT on this supply (Article 48 of Federal Decree-Law No. 8 of 2017)',
    ar: 'احتساب عكسي: يلتزم المتلقي باحتساب ضريبة القيمة المضافة على هذا التوريد (المادة 48 من المرسوم بقانون اتحادي رقم 8 لسنة 2017)',
  },
  'billing.entryBilled': {
    en: 'This time entry is on an invoice and can no longer be changed or deleted',
    ar: 'سجل الوقت هذا مدرج في فاتورة ولم يعد من الممكن تعديله أو حذفه',
  },
  'billing.entryChangedSinceDraft': {
    en: 'A time entry changed while the invoice was being drafted; draft it again',
    ar: 'تم تعديل أحد سجلات الوقت أثناء إعداد مسودة الفاتورة؛ أعد إعداد المسودة',
  },
  'billing.entryNotBillable': { en: 'This time entry is not billable', ar: 'سجل الوقت هذا غير قابل للفوترة' },
  'billing.entryOnAnotherInvoice': { en: 'This time entry is already on another invoice', ar: 'سجل الوقت هذا مدرج بالفعل في فاتورة أخرى' },
  'billing.nothingToBill': { en: 'There is no unbilled time to invoice for this period', ar: 'لا يوجد وقت غير مفوتر لإصدار فاتورة عنه في هذه الفترة' },
  'billing.periodEndsBeforeStart': { en: 'The period must end on or after the day it starts', ar: 'يجب أن تنتهي الفترة في يوم بدايتها أو بعده' },
  'billing.invalidLine': { en: 'This invoice line has an invalid quantity, price or discount', ar: 'سطر الفاتورة هذا يحتوي على كمية أو سعر أو خصم غير صالح' },
  'billing.discountTooLarge': { en: 'The discount cannot be more than the amount billed', ar: 'لا يمكن أن يتجاوز الخصم المبلغ المفوتر' },
  'billing.notDraft': { en: 'Only a draft invoice can be approved', ar: 'لا يمكن اعتماد إلا مسودة الفاتورة' },
  'billing.notApproved': { en: 'The invoice must be approved before it is issued', ar: 'يجب اعتماد الفاتورة قبل إصدارها' },
  'billing.issuedNeverChanged': {
    en: 'An issued invoice cannot be changed or voided; issue a credit note to correct it',
    ar: 'لا يمكن تعديل الفاتورة الصادرة أو إلغاؤها؛ أصدر إشعاراً دائناً لتصحيحها',
  },
  'billing.voided': { en: 'This invoice was voided', ar: 'تم إلغاء هذه الفاتورة' },
  'billing.creditOnlyIssued': { en: 'A credit note can only be issued against an issued invoice', ar: 'لا يمكن إصدار إشعار دائن إلا مقابل فاتورة صادرة' },
  'billing.creditTooLarge': { en: 'A credit note cannot take back more than is left of the line', ar: 'لا يمكن أن يسترد الإشعار الدائن أكثر من المتبقي من السطر' },
  'billing.creditNothing': { en: 'A credit note must take back part of at least one line', ar: 'يجب أن يسترد الإشعار الدائن جزءاً من سطر واحد على الأقل' },
  'billing.tooManyLines': {
    en: 'An invoice holds at most {max} lines; draft this period in parts',
    ar: 'تحتوي الفاتورة على {max} سطراً كحد أقصى؛ قسّم هذه الفترة على أكثر من مسودة',
  },
  'billing.creditUnknownLine': { en: 'The invoice has no such line', ar: 'لا يوجد في الفاتورة سطر كهذا' },
  'billing.invalidTrn': { en: 'A Tax Registration Number (TRN) is 15 digits', ar: 'يتكون رقم التسجيل الضريبي من 15 رقماً' },
  'billing.sellerTrnRequired': { en: 'Set the firm\'s TRN before issuing tax invoices', ar: 'حدد رقم التسجيل الضريبي للمكتب قبل إصدار الفواتير الضريبية' },
  'billing.reverseChargeWithVat': {
    en: 'Under the reverse charge the client accounts for the VAT: the invoice cannot charge it',
    ar: 'في الاحتساب العكسي يحتسب الموكل الضريبة بنفسه: لا يمكن أن تتضمن الفاتورة ضريبة',
  },
  'billing.supplyAfterIssue': { en: 'The date of supply cannot be after the date of issue', ar: 'لا يمكن أن يكون تاريخ التوريد بعد تاريخ الإصدار' },
  'billing.activity.drafting': { en: 'Drafting', ar: 'صياغة' },
  'billing.activity.hearing_attendance': { en: 'Hearing attendance', ar: 'حضور جلسة' },
  'billing.activity.research': { en: 'Research', ar: 'بحث قانوني' },
  'billing.activity.client_meeting': { en: 'Client meeting', ar: 'اجتماع مع الموكل' },
  'billing.activity.correspondence': { en: 'Correspondence', ar: 'مراسلات' },
  'billing.activity.review': { en: 'Review', ar: 'مراجعة' },
  'billing.activity.travel': { en: 'Travel', ar: 'تنقل' },
  'billing.activity.other': { en: 'Other', ar: 'أخرى' },
  'billing.vat.standard': { en: 'Standard rated (5%)', ar: 'خاضع للنسبة الأساسية (5%)' },
  'billing.vat.zero_rated': { en: 'Zero rated (0%)', ar: 'خاضع لنسبة الصفر (0%)' },
  'billing.vat.out_of_scope': { en: 'Out of scope', ar: 'خارج نطاق الضريبة' },
} as const satisfies Record<string, Bilingual>;
