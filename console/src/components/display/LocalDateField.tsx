import { useRecordContext } from 'react-admin';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';

const dateOnly: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date in the language's locale (en-US / ar-AE); `time` adds the hour. */
export const LocalDateField = ({ source, time = false, empty = '' }: { source: string; time?: boolean; empty?: string }) => {
  const record = useRecordContext();
  const language = useLanguage();
  const text = formatDate(record?.[source] as string | undefined, language, time ? dateTime : dateOnly);
  return <span>{text || empty}</span>;
};
