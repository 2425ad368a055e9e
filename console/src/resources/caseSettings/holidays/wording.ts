import type { Bilingual } from '@lawfirm/contracts';

// No relative imports here: the browser tests read this catalogue as it is.

export const HOLIDAYS_SLUG = 'holidays';

/** Monday first, as the UAE's week is read since 2022 (the API's names). */
export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

export const holidayNoun = { en: ['Public Holiday', 'Public Holidays'] as [string, string], ar: ['عطلة رسمية', 'العطلة الرسمية', 'العطلات الرسمية'] as [string, string, string] };

export const holidayWording = {
  description: {
    en: "The firm's weekend and public holidays: a deadline ending on one moves to the next working day",
    ar: 'عطلة نهاية الأسبوع والعطلات الرسمية للمكتب: الموعد القضائي الذي ينتهي في أحدها ينتقل إلى يوم العمل التالي',
  },
  empty: { en: 'No public holidays found. Add the first one!', ar: 'لم يتم العثور على عطلات رسمية. أضف أول عطلة!' },
  add: { en: 'Add Public Holiday', ar: 'إضافة عطلة رسمية' },
  messages: {
    created: { en: 'Public holiday created successfully', ar: 'تم إنشاء العطلة الرسمية بنجاح' },
    updated: { en: 'Public holiday updated successfully', ar: 'تم تحديث العطلة الرسمية بنجاح' },
    deleted: { en: 'Public holiday deleted successfully', ar: 'تم حذف العطلة الرسمية بنجاح' },
    createFailed: { en: 'Failed to create public holiday', ar: 'فشل في إنشاء العطلة الرسمية' },
    updateFailed: { en: 'Failed to update public holiday', ar: 'فشل في تحديث العطلة الرسمية' },
    deleteFailed: { en: 'Failed to delete public holiday', ar: 'فشل في حذف العطلة الرسمية' },
  },
  deleteConfirm: {
    en: 'Are you sure you want to delete this public holiday? Open deadlines that moved because of it move back. This action cannot be undone.',
    ar: 'هل أنت متأكد من حذف هذه العطلة الرسمية؟ تعود المواعيد القضائية المفتوحة التي انتقلت بسببها إلى تاريخها. لا يمكن التراجع عن هذا الإجراء.',
  },
  fields: {
    nameEn: { en: 'English Name', ar: 'الاسم بالإنجليزية' },
    nameAr: { en: 'Arabic Name', ar: 'الاسم بالعربية' },
    startDate: { en: 'Start Date', ar: 'تاريخ البداية' },
    endDate: { en: 'End Date', ar: 'تاريخ النهاية' },
  },
  errors: {
    endBeforeStart: { en: 'The end date cannot be before the start date', ar: 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية' },
  },
  workingWeek: {
    title: { en: 'Working Week', ar: 'أسبوع العمل' },
    hint: {
      en: 'Tick the days the firm does not work. Working-day deadlines skip them, and a deadline ending on one moves to the next working day.',
      ar: 'حدّد الأيام التي لا يعمل فيها المكتب. المواعيد المحتسبة بأيام العمل تتخطاها، والموعد الذي ينتهي في أحدها ينتقل إلى يوم العمل التالي.',
    },
    weekendDays: { en: 'Weekend Days', ar: 'أيام عطلة نهاية الأسبوع' },
    save: { en: 'Save Working Week', ar: 'حفظ أسبوع العمل' },
    saved: { en: 'Working week updated successfully', ar: 'تم تحديث أسبوع العمل بنجاح' },
    saveFailed: { en: 'Failed to update the working week', ar: 'فشل في تحديث أسبوع العمل' },
    loadFailed: { en: 'Failed to load the working week', ar: 'فشل في تحميل أسبوع العمل' },
    noWorkingDay: { en: 'At least one day of the week must be a working day', ar: 'يجب أن يبقى يوم واحد على الأقل من أيام الأسبوع يوم عمل' },
    days: {
      monday: { en: 'Monday', ar: 'الاثنين' },
      tuesday: { en: 'Tuesday', ar: 'الثلاثاء' },
      wednesday: { en: 'Wednesday', ar: 'الأربعاء' },
      thursday: { en: 'Thursday', ar: 'الخميس' },
      friday: { en: 'Friday', ar: 'الجمعة' },
      saturday: { en: 'Saturday', ar: 'السبت' },
      sunday: { en: 'Sunday', ar: 'الأحد' },
    },
  },
  courtHours: {
    title: { en: 'Court Hours', ar: 'ساعات عمل المحكمة' },
    hint: {
      en: 'The hours courts sit. A hearing set outside them, on a weekend day or on a public holiday is asked about before it is saved.',
      ar: 'الساعات التي تنعقد فيها المحاكم. يُطلب التأكيد قبل حفظ جلسة خارجها أو في يوم عطلة نهاية الأسبوع أو في عطلة رسمية.',
    },
    opens: { en: 'Opens at', ar: 'وقت البدء' },
    closes: { en: 'Closes at', ar: 'وقت الانتهاء' },
    save: { en: 'Save Court Hours', ar: 'حفظ ساعات عمل المحكمة' },
    saved: { en: 'Court hours updated successfully', ar: 'تم تحديث ساعات عمل المحكمة بنجاح' },
    saveFailed: { en: 'Failed to update the court hours', ar: 'فشل في تحديث ساعات عمل المحكمة' },
  },
} as const satisfies { [key: string]: Bilingual | { [key: string]: Bilingual | { [key: string]: Bilingual } } };
