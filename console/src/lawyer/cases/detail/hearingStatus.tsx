import { RecordContextProvider, useRecordContext } from 'react-admin';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { firmToday } from '../../deadlines/deadlineDays';
import { hearingStatusStyles } from '../vocabulary';

/**
 * The status a hearing reads as: what its minutes made of it (Adjourned, Final ruling, Completed),
 * or, while it has none, Scheduled until its day; once the day has passed, Completed if a minutes
 * file was uploaded, Awaiting minutes otherwise.
 */
export function shownHearingStatus(hearing: Record<string, unknown>, today: string): string {
  const status = String(hearing.status ?? 'Scheduled');
  const day = typeof hearing.hearingDate === 'string' ? hearing.hearingDate.slice(0, 10) : '';
  if (status !== 'Scheduled' || day === '' || day >= today) return status;
  // minutes kept as an uploaded file only: the hearing was held
  return hearing.minutesFile || hearing.minutesFilePath ? 'Completed' : 'AwaitingMinutes';
}

/** The hearing's status badge (shownHearingStatus) for the record in context. */
export const HearingStatusBadge = () => {
  const hearing = useRecordContext();
  if (!hearing) return null;
  return (
    <RecordContextProvider value={{ ...hearing, shownStatus: shownHearingStatus(hearing, firmToday()) }}>
      <StatusBadge source="shownStatus" styles={hearingStatusStyles} />
    </RecordContextProvider>
  );
};
