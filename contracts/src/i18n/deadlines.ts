import type { Bilingual } from '../messages.js';

/** Wordings of court deadlines, their rules and the firm's working calendar (issue 25). */
export const deadlineMessages = {
  'validation.deadlineTrigger': { en: 'Choose what opens the deadline: a final ruling, a preliminary ruling or an adjournment', ar: 'اختر ما يبدأ به الموعد: حكم نهائي أو حكم تمهيدي أو تأجيل الجلسة' },
  'validation.deadlineCaseCategory': { en: 'Choose one of the case categories, or leave it empty for all cases', ar: 'اختر إحدى فئات القضايا، أو اتركه فارغاً لجميع القضايا' },
  'validation.deadlineDays': { en: 'The number of days must be a whole number from 1 to 365', ar: 'يجب أن يكون عدد الأيام عدداً صحيحاً من 1 إلى 365' },
  'validation.deadlineCountFrom': { en: 'Choose whether the days count from the ruling date or from the notification date', ar: 'اختر ما إذا كانت الأيام تُحسب من تاريخ الحكم أو من تاريخ الإعلان' },
  'validation.deadlineDayKind': { en: 'Choose calendar days or working days', ar: 'اختر أياماً تقويمية أو أيام عمل' },
  'validation.remindDaysBefore': {
    en: 'Reminders are whole numbers of days before the due date, each at least 1 and fewer than the deadline\'s days',
    ar: 'التذكيرات أعداد صحيحة من الأيام قبل تاريخ الاستحقاق، كل منها 1 على الأقل وأقل من عدد أيام الموعد',
  },
  'validation.holidayEndBeforeStart': { en: 'The end date cannot be before the start date', ar: 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء' },
  'validation.holidayTooLong': { en: 'A holiday cannot last more than 60 days', ar: 'لا يمكن أن تزيد العطلة على 60 يوماً' },
  'validation.weekendDays': { en: 'Choose the weekend days from Sunday to Saturday, leaving at least one working day', ar: 'اختر أيام عطلة نهاية الأسبوع من الأحد إلى السبت، مع إبقاء يوم عمل واحد على الأقل' },
  'validation.deadlineStatus': { en: 'A deadline can only be marked as met', ar: 'لا يمكن إلا تحديد الموعد على أنه مُنجز' },
  'validation.courtHoursOrder': { en: 'The court hours must close after they open', ar: 'يجب أن تنتهي ساعات عمل المحكمة بعد بدئها' },
  'validation.notificationBeforeRuling': { en: 'The notification date cannot be before the ruling date', ar: 'لا يمكن أن يكون تاريخ الإعلان قبل تاريخ الحكم' },
  'validation.deadlineStatusFilter': { en: 'The status must be open, met, missed or withdrawn', ar: 'يجب أن تكون الحالة مفتوحاً أو مُنجزاً أو فائتاً أو مسحوباً' },
  'deadlines.alreadyMet': { en: 'This deadline is already marked as met', ar: 'تم تحديد هذا الموعد على أنه مُنجز من قبل' },
  'deadlines.withdrawn': {
    en: 'This deadline was withdrawn: the minutes no longer record its ruling',
    ar: 'تم سحب هذا الموعد: لم يعد المحضر يتضمن الحكم الذي فتحه',
  },
} as const satisfies Record<string, Bilingual>;
