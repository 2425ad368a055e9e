import { forwardRef } from 'react';
import { styled } from '@mui/material/styles';
import RtlProvider from '@mui/system/RtlProvider';
import { DateField, type DateFieldProps } from '@mui/x-date-pickers/DateField';
import { DateTimeField, type DateTimeFieldProps } from '@mui/x-date-pickers/DateTimeField';
import { DatePicker as MuiDatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker as MuiDateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { PickersTextField, pickersInputBaseClasses } from '@mui/x-date-pickers/PickersTextField';
import { DatesProvider } from './DatesProvider';

// The pickers with their calendar and wording in the console's language. The provider comes with
// them (they load when first used), so a screen without a picker loads neither nor date-fns.

/**
 * A numeric date is typed and read left to right in both languages, as numbers are: 28/11/2026,
 * then the time and ص/م. In a right-to-left page MUI X would reverse a field's space-separated
 * groups (ص/م first, then the time, then the day), so the first part typed would be ص/م; the
 * field is told it is left to right (the calendar it opens stays right to left). In Arabic its
 * parts stay at the field's start, on the right, under the label.
 */
const StartAlignedTextField = styled(PickersTextField)(({ theme }) =>
  theme.direction === 'rtl' ? { [`& .${pickersInputBaseClasses.sectionsContainer}`]: { justifyContent: 'flex-end' } } : {},
);

const LeftToRightDateField = forwardRef<HTMLDivElement, DateFieldProps>((props, ref) => (
  <RtlProvider value={false}>
    <DateField {...props} ref={ref} slots={{ textField: StartAlignedTextField, ...props.slots }} />
  </RtlProvider>
));

const LeftToRightDateTimeField = forwardRef<HTMLDivElement, DateTimeFieldProps>((props, ref) => (
  <RtlProvider value={false}>
    <DateTimeField {...props} ref={ref} slots={{ textField: StartAlignedTextField, ...props.slots }} />
  </RtlProvider>
));

/** A day: day, month, year in Arabic (typed in that order), month first in English. */
export const DatePicker = ((props: DatePickerProps) => (
  <DatesProvider>
    <MuiDatePicker {...props} slots={{ field: LeftToRightDateField, ...props.slots }} />
  </DatesProvider>
)) as typeof MuiDatePicker;

/** A month ("نوفمبر 2026"): a name and a year, which read from the right in Arabic, as MUI X lays them out. */
export const MonthPicker = ((props: DatePickerProps) => (
  <DatesProvider>
    <MuiDatePicker {...props} />
  </DatesProvider>
)) as typeof MuiDatePicker;

export const DateTimePicker = ((props: DateTimePickerProps) => (
  <DatesProvider>
    <MuiDateTimePicker {...props} slots={{ field: LeftToRightDateTimeField, ...props.slots }} />
  </DatesProvider>
)) as typeof MuiDateTimePicker;
