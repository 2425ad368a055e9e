import type { Bilingual } from '@lawfirm/contracts';
import { appointmentWordingFor } from '@lawfirm/contracts/lawyer/automation.ts';
import type { RaRecord } from 'react-admin';
import type { DetailRow, DetailSection } from '../../../components/display/DetailsList';
import { formatTime } from '../../../components/forms/timeSlots';
import type { Language } from '../../../i18n/language';
import { formatDay } from '../format';
import type { casesWording } from '../i18n';
import type { Person } from '../lookups';

const same = (text: unknown): Bilingual => ({ en: text ? String(text) : '', ar: text ? String(text) : '' });
const inBoth = (write: (language: Language) => string): Bilingual => ({ en: write('en'), ar: write('ar') });

/** The appointment detail dialog's rows, in both languages (DetailsList picks one). */
export function appointmentDetails(appointment: RaRecord, lawyers: Person[], wording: typeof casesWording.appointments): DetailSection[] {
  const type = appointment.type as keyof typeof wording.types;
  const status = appointment.status as keyof typeof wording.statuses;
  const lawyer = lawyers.find((l) => l.id === appointment.assignedTo);
  const rows: DetailRow[] = [
    { label: wording.type, value: wording.types[type] ?? same(appointment.type) },
    { label: wording.dateTime, value: inBoth((l) => `${formatDay(appointment.date, l)} — ${formatTime(appointment.time, l)}`) },
    { label: wording.description, value: inBoth((l) => appointmentWordingFor(appointment, l).description) },
    type === 'task'
      ? { label: wording.assignedTo, value: { en: lawyer?.fullNameEn ?? '', ar: lawyer?.fullNameAr ?? lawyer?.fullNameEn ?? '' } }
      : { label: wording.participant, value: same(appointment.participant) },
    { label: wording.status, value: wording.statuses[status] ?? same(appointment.status) },
    { label: wording.notes, value: same(appointment.notes) },
  ];
  return [{ title: inBoth((l) => appointmentWordingFor(appointment, l).title), rows }];
}
