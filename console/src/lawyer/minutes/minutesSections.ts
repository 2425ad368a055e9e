import type { Bilingual } from '@lawfirm/contracts';
import type { DetailRow, DetailSection } from '../../components/display/DetailsList';
import { formatFileSize } from '../../components/files/fileSize';
import { formatTime } from '../../components/forms/timeSlots';
import type { Language } from '../../i18n/language';
import { casesWording } from '../cases/i18n';
import { fill, formatDay } from '../cases/format';
import { isDay } from '../../components/display/days';
import { courtDateText } from '../../components/dates/CourtDate';
import { getDisplayPrefs } from '../../i18n/displayPrefs';
import { minutesWording } from './i18n';
import { deadlineWording } from '../deadlines/wording';
import type { Hearing, Minutes, MinutesDocument } from './types';

const w = minutesWording.view;

/** A value worded per language. */
const both = (word: (language: Language) => string): Bilingual => ({ en: word('en'), ar: word('ar') });
/** The same text in both languages (names, numbers, free text). */
const same = (text: string | null | undefined): Bilingual => ({ en: text ?? '', ar: text ?? '' });
/** a date the court set: with its Umm al-Qura day in Arabic, and in English when the user reads Hijri dates */
const courtDay = (value: string | null | undefined, l: Language) => (isDay(value) ? courtDateText(value, l, l === 'ar' || getDisplayPrefs().hijri) : formatDay(value, l));
const day = (value: string | null | undefined) => both((l) => courtDay(value, l));
const instant = (value: string | null | undefined) => both((l) => formatDay(value, l, true));
const dayAndTime = (date: string | null | undefined, time: string | null | undefined) =>
  both((l) => [courtDay(date, l), formatTime(time, l)].filter(Boolean).join(' · '));
const row = (label: Bilingual, value: Bilingual): DetailRow => ({ label, value });
const pairOf = (record: Record<string, unknown>, base: string): Bilingual =>
  both((l) => String(record[`${base}${l === 'ar' ? 'Ar' : 'En'}`] ?? record[`${base}${l === 'ar' ? 'En' : 'Ar'}`] ?? ''));

/** The hearing's status as the case page words it, or as stored. */
const hearingStatus = (status: string): Bilingual => (casesWording.hearings.statuses as Record<string, Bilingual>)[status] ?? same(status);

/** The saved minutes, section by section in both languages: the view's cards and the printed page. */
export function minutesSections(minutes: Minutes, hearing: Hearing): DetailSection[] {
  const ruling: DetailRow[] = [row(w.rulingType, minutesWording.rulingTypes[minutes.rulingType] ?? same(minutes.rulingType))];
  if (minutes.rulingType === 'final') ruling.push(row(w.finalText, same(minutes.finalDecisionText)), row(w.finalDate, day(minutes.finalDecisionDate)));
  if (minutes.rulingType === 'preliminary')
    ruling.push(row(w.preliminaryText, same(minutes.preliminaryRulingDescription)), row(w.preliminaryDate, day(minutes.preliminaryRulingDate)));
  if (minutes.rulingType !== 'no_ruling' && minutes.rulingNotificationDate) ruling.push(row(deadlineWording.minutes.notifiedOn, day(minutes.rulingNotificationDate)));
  ruling.push(row(w.postponementReason, pairOf(minutes, 'postponementReason')));

  const next =
    minutes.hasNextHearing && minutes.nextHearingDate
      ? [row(w.nextDate, dayAndTime(minutes.nextHearingDate, minutes.nextTime)), row(w.rollNumber, same(minutes.nextRollNumber)), row(w.hallNumber, same(minutes.nextHallNumber))]
      : [row(w.nextHearing, w.noNextHearing)];

  return [
    { title: w.hearingInfo, rows: [row(w.hearingDate, day(hearing.hearingDate)), row(w.courtRoom, same(hearing.hallName)), row(w.status, hearingStatus(hearing.status))] },
    {
      title: w.session,
      rows: [row(w.dateTime, dayAndTime(hearing.hearingDate, minutes.hearingTime)), row(w.rollNumber, same(minutes.rollNumber)), row(w.hallNumber, same(minutes.hallNumber))],
    },
    { title: w.attendance, rows: [row(w.attendedLawyer, pairOf(minutes, 'attendedLawyerName')), row(w.pleadingLawyer, pairOf(minutes, 'pleadingLawyerName'))] },
    { title: w.report, rows: [row(w.report, same(minutes.hearingReport))] },
    { title: w.sessionNotes, rows: [row(w.sessionNotes, same(minutes.sessionNotes))] },
    { title: w.ruling, rows: ruling },
    { title: w.nextHearing, rows: next },
    { title: w.notes, rows: [row(w.notes, same(minutes.notes))] },
    { title: w.dates, rows: [row(w.updatedAt, instant(minutes.updatedAt ?? minutes.createdAt)), row(w.createdAt, instant(minutes.createdAt))] },
  ];
}

/** A section that is one free text under its own title (report, notes): shown as a paragraph on screen. */
export const isTextSection = (section: DetailSection): boolean => section.rows.length === 1 && section.rows[0].label === section.title;

/** A minutes document's size in KB with one decimal. */
export const sizeInKb = (bytes: number | null | undefined, language: Language): string =>
  bytes === null || bytes === undefined ? formatFileSize(null, language) : fill(w.kb[language], { size: (bytes / 1024).toFixed(1) });

/** The documents as printed rows: name, then size, category and date. */
export function documentsSection(documents: MinutesDocument[]): DetailSection {
  return {
    title: w.documents,
    rows: documents.length
      ? documents.map((d) => ({
          label: same(d.originalName),
          value: both((l) => [sizeInKb(d.fileSize, l), pairOf(d as unknown as Record<string, unknown>, 'category')[l], formatDay(d.uploadDate ?? d.createdAt, l)].filter(Boolean).join(' · ')),
        }))
      : [row(w.documents, w.noDocuments)],
  };
}
