import type { ReactNode } from 'react';
import type { Locale } from 'date-fns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocaleOf } from '../../i18n/dateFnsLocale';
import { useLanguage, type Language } from '../../i18n/language';
import { pickerLocaleText } from './pickerWording';

/**
 * The UAE's working week runs Monday to Friday (since 2022), so the calendar's weeks start on
 * Monday in both languages: date-fns starts them on Sunday in en-US and on Saturday in Arabic.
 */
const withMondayFirst = (locale: Locale): Locale => ({ ...locale, options: { ...locale.options, weekStartsOn: 1 } });
const pickerLocales: Record<Language, Locale> = { en: withMondayFirst(dateFnsLocaleOf('en')), ar: withMondayFirst(dateFnsLocaleOf('ar')) };

/** The date pickers' calendar, month names, field order and wording follow the console's language. */
export const DatesProvider = ({ children }: { children: ReactNode }) => {
  const language = useLanguage();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocales[language]} localeText={pickerLocaleText(language)}>
      {children}
    </LocalizationProvider>
  );
};
