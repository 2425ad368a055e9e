import { DatePicker as MuiDatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker as MuiDateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { DatesProvider } from './DatesProvider';

// The pickers with their calendar and wording in the console's language. The provider comes with
// them (they load when first used), so a screen without a picker loads neither nor date-fns.

export const DatePicker = ((props: DatePickerProps) => (
  <DatesProvider>
    <MuiDatePicker {...props} />
  </DatesProvider>
)) as typeof MuiDatePicker;

export const DateTimePicker = ((props: DateTimePickerProps) => (
  <DatesProvider>
    <MuiDateTimePicker {...props} />
  </DatesProvider>
)) as typeof MuiDateTimePicker;
