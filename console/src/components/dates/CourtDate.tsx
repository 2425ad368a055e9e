import { courtDayFor, hijriDayFor } from '@lawfirm/contracts/dayFormat.ts';
import { isDay, formatDay, type Day } from '../display/days';
import { useLanguage, type Language } from '../../i18n/language';
import { getDisplayPrefs, useDisplayPrefs } from '../../i18n/displayPrefs';

/** The Umm al-Qura (Saudi, used by UAE courts beside the Gregorian date) day of a calendar day: "Jumada II 14, 1448 AH" / "١٤ جمادى الآخرة ١٤٤٨ هـ" (contracts' hijriDayFor). */
export const hijriDay = (day: Day, language: Language): string => hijriDayFor(day, language, getDisplayPrefs().digits);

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

/** The same as text, for places that take a string (a label value, a print view): contracts' courtDayFor. */
export const courtDateText = (day: Day, language: Language, showsHijri: boolean, options?: Intl.DateTimeFormatOptions): string =>
  courtDayFor(day, language, { hijri: showsHijri, digits: getDisplayPrefs().digits, options });
