import type { Bilingual } from '@lawfirm/contracts';
import type { DetailSection } from '../../../components/display/DetailsList';
import { formatDay } from '../format';
import { isDay } from '../../../components/display/days';
import { courtDateText } from '../../../components/dates/CourtDate';
import { getDisplayPrefs } from '../../../i18n/displayPrefs';
import type { CaseRecord } from '../api';
import { casesWording } from '../i18n';

type Named = { nameEn?: string | null; nameAr?: string | null } | null | undefined;

const { fields, detail } = casesWording;
const name = (named: Named): Bilingual => ({ en: named?.nameEn || named?.nameAr || '', ar: named?.nameAr || named?.nameEn || '' });
const day = (value: unknown): Bilingual => ({ en: formatDay(value, 'en'), ar: formatDay(value, 'ar') });
/** a day the case is counted from: with its Umm al-Qura day in Arabic, and in English when the user reads Hijri dates */
const courtDay = (value: unknown): Bilingual =>
  isDay(value) ? { en: courtDateText(value, 'en', getDisplayPrefs().hijri), ar: courtDateText(value, 'ar', true) } : day(value);

/** The overview's dates, location and team, in both languages (DetailsList shows the page's). */
export function caseOverviewSections(record: CaseRecord): DetailSection[] {
  const lawyers: Named[] = record.lawyers ?? [];
  const { file } = record;
  const fileText = file ? [file.fileNumber, file.subject].filter(Boolean).join(' · ') : '';
  return [
    {
      title: detail.identification,
      rows: [
        { label: fields.caseNumber, value: { en: String(record.caseNumber ?? ''), ar: String(record.caseNumber ?? '') } },
        { label: fields.caseYear, value: { en: record.caseYear ? String(record.caseYear) : '', ar: record.caseYear ? String(record.caseYear) : '' } },
        { label: fields.registrationDate, value: courtDay(record.registrationDate) },
        { label: fields.file, value: fileText ? { en: fileText, ar: fileText } : casesWording.edit.noFile },
      ],
    },
    {
      title: detail.dates,
      rows: [
        { label: fields.createdAt, value: day(record.createdAt) },
        { label: fields.startDate, value: courtDay(record.startDate) },
        { label: fields.expectedEndDate, value: courtDay(record.expectedEndDate) },
      ],
    },
    {
      title: detail.location,
      rows: [
        { label: fields.emirate, value: name(record.emirate) },
        { label: fields.court, value: name(record.court) },
        { label: fields.district, value: name(record.district) },
        { label: fields.caseType, value: name({ nameEn: record.caseTypeNameEn, nameAr: record.caseTypeNameAr }) },
      ],
    },
    {
      title: detail.team,
      rows: [
        {
          label: casesWording.wizard.lawyers,
          value: { en: lawyers.map((l) => name(l).en).join(', '), ar: lawyers.map((l) => name(l).ar).join('، ') },
        },
      ],
    },
  ];
}
