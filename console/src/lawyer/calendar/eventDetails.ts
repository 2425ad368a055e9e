import type { Bilingual } from '@lawfirm/contracts';
import type { DetailRow, DetailSection } from '../../components/display/DetailsList';
import { formatDay } from '../../components/display/days';
import { localizedValue } from '../../components/display/localized';
import { formatTime } from '../../components/forms/timeSlots';
import type { Language } from '../../i18n/language';
import { calendarWording as w } from './i18n';
import type { CalendarEvent } from './feed';

const inBoth = (text: (language: Language) => string): Bilingual => ({ en: text('en'), ar: text('ar') });
const same = (text: string | null | undefined): Bilingual => ({ en: text ?? '', ar: text ?? '' });
const localized = (record: Record<string, unknown>, base: string) => inBoth((language) => localizedValue(record, base, language));

const when = (event: CalendarEvent) =>
  inBoth((language) => [formatDay(event.day, language, { dateStyle: 'full' }), formatTime(event.time, language)].filter(Boolean).join(' - '));

const status = (event: CalendarEvent): Bilingual => (w.statuses as Record<string, Bilingual>)[event.status] ?? same(event.status);

/** rows whose value is empty in both languages are left out */
const rows = (...list: DetailRow[]) => list.filter((row) => row.value.en || row.value.ar);

/** An event's title in its language: the task or meeting's title, the hearing's case title, the deadline's rule. */
export const eventTitle = (event: CalendarEvent, language: Language): string =>
  event.kind === 'deadline'
    ? localizedValue(event.deadline, 'name', language)
    : event.kind === 'hearing'
    ? localizedValue(event.hearing, 'caseTitle', language) || event.hearing.caseNumber || ''
    : localizedValue(event.appointment, 'title', language);

/** What the View Details dialog lists about an event, in both languages (spec: calendar). */
export function eventDetails(event: CalendarEvent): DetailSection[] {
  const sections: DetailSection[] = [
    { title: w.sections.when, rows: rows({ label: w.fields.dateTime, value: when(event) }, { label: w.fields.status, value: status(event) }) },
  ];
  if (event.kind === 'hearing') {
    const h = event.hearing;
    sections.push(
      { title: w.sections.about, rows: rows({ label: w.fields.caseNumber, value: same(h.caseNumber) }, { label: w.fields.case, value: localized(h, 'caseTitle') }, { label: w.fields.lawyer, value: localized(h, 'lawyerName') }) },
      { title: w.sections.courtInfo, rows: rows({ label: w.fields.court, value: localized(h, 'courtName') }, { label: w.fields.hall, value: same(h.hallName) }) },
    );
  } else if (event.kind === 'deadline') {
    const d = event.deadline;
    sections.push({ title: w.sections.about, rows: rows({ label: w.fields.caseNumber, value: same(d.caseNumber) }, { label: w.fields.case, value: localized(d, 'title') }) });
  } else {
    const a = event.appointment;
    sections.push({
      title: w.sections.about,
      rows: rows(
        { label: w.fields.caseNumber, value: same(a.caseNumber) },
        { label: w.fields.client, value: localized(a, 'clientName') },
        { label: w.fields.description, value: localized(a, 'description') },
        { label: w.fields.participant, value: same(a.participant) },
        { label: w.fields.notes, value: { en: a.notes ?? '', ar: a.notesAr || a.notes || '' } },
      ),
    });
  }
  return sections.filter((section) => section.rows.length > 0);
}
