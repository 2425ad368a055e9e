import { isDay, formatDay, type Day } from '../days';
import { useLanguage, type Language } from '../../i18n/language';
import { getDisplayPrefs, useDisplayPrefs } from '../../i18n/displayPrefs';

/** The Umm al-Qura (Saudi, used by UAE courts beside the Gregorian date) day of a calendar day: "14 Jumada II 1448 AH" / "١٤ جمادى الآخرة ١٤٤٨ هـ". */
export function hijriDay(day: Day, language: Language): string {
  if (!isDay(day)) return '';
  const locale = language === 'ar' ? `ar-AE-u-ca-islamic-umalqura${getDisplayPrefs().digits === 'arab' ? '-nu-arab' : ''}` : 'en-US-u-ca-islamic-umalqura';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Whether Hijri dates show beside court dates: always in Arabic, in English when the user asked for them. */
export const useShowsHijri = (): boolean => {
  const language = useLanguage();
  const { hijri } = useDisplayPrefs();
  return language === 'ar' || hijri;
};

/**
 * A date a court set (a hearing, a ruling, a deadline, minutes): the Gregorian day in the
 * console's language, with the Umm al-Qura Hijri day beside it where the user reads Hijri dates.
 * The one component for such dates, so every screen shows them alike.
 */
export const CourtDate = ({ day, options }: { day: Day | null | undefined; options?: Intl.DateTimeFormatOptions }) => {
  const language = useLanguage();
  useDisplayPrefs();
  const showsHijri = useShowsHijri();
  if (!day || !isDay(day)) return null;
  return (
    <span className="court-date">
      <bdi>{formatDay(day, language, options)}</bdi>
      {showsHijri && (
        <>
          {' '}
          <bdi data-testid="hijri-date" style={{ opacity: 0.75, fontSize: '0.92em', whiteSpace: 'nowrap' }}>
            ({hijriDay(day, language)})
          </bdi>
        </>
      )}
    </span>
  );
};

/** The same as text, for places that take a string (a label value, a print view). */
export function courtDateText(day: Day, language: Language, showsHijri: boolean, options?: Intl.DateTimeFormatOptions): string {
  if (!isDay(day)) return '';
  const g = formatDay(day, language, options);
  return showsHijri ? `${g} (${hijriDay(day, language)})` : g;
}
