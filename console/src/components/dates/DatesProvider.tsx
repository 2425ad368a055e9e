import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocaleOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { pickerLocaleText } from './pickerWording';

/** The date pickers' calendar, month names, field order and wording follow the console's language. */
export const DatesProvider = ({ children }: { children: ReactNode }) => {
  const language = useLanguage();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocaleOf(language)} localeText={pickerLocaleText(language)}>
      {children}
    </LocalizationProvider>
  );
};
