import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Language } from '../../i18n/language';

/**
 * MUI X ships no Arabic for its pickers: the wording a user meets in them (buttons, titles, the
 * placeholders of a blank field, what a screen reader announces), in both languages. The field's
 * own digits and month names come from date-fns' locale.
 */
const viewNames = {
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'ص/م',
};
const viewName = (view: string) => viewNames[view as keyof typeof viewNames] ?? view;

const arabic: Partial<PickersLocaleText> = {
  ...viewNames,
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'العرض السابق',
  openNextView: 'العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? 'عرض السنوات مفتوح، الانتقال إلى التقويم' : 'التقويم مفتوح، الانتقال إلى عرض السنوات'),
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  clockLabelText: (view, formattedTime) => `اختر ${viewName(view)}. ${formattedTime ? `الوقت المختار ${formattedTime}` : 'لم يُختر وقت'}`,
  hoursClockNumberText: (hours) => `${hours} ساعة`,
  minutesClockNumberText: (minutes) => `${minutes} دقيقة`,
  secondsClockNumberText: (seconds) => `${seconds} ثانية`,
  selectViewText: (view) => `اختر ${viewName(view)}`,
  openDatePickerDialogue: (formattedDate) => (formattedDate ? `اختر التاريخ، التاريخ المختار ${formattedDate}` : 'اختر التاريخ'),
  openTimePickerDialogue: (formattedTime) => (formattedTime ? `اختر الوقت، الوقت المختار ${formattedTime}` : 'اختر الوقت'),
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر الوقت',
  dateTableLabel: 'اختر التاريخ',
  fieldYearPlaceholder: (params) => 'س'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'الشهر' : 'شش'),
  fieldDayPlaceholder: () => 'يي',
  fieldWeekDayPlaceholder: () => 'اليوم',
  fieldHoursPlaceholder: () => 'سس',
  fieldMinutesPlaceholder: () => 'دد',
  fieldSecondsPlaceholder: () => 'ثث',
  fieldMeridiemPlaceholder: () => 'ص/م',
  empty: 'فارغ',
};

/** The pickers' wording in a language (English is MUI X's own). */
export const pickerLocaleText = (language: Language): Partial<PickersLocaleText> | undefined => (language === 'ar' ? arabic : undefined);
