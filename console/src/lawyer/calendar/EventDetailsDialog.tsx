import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Link as RouterLink } from 'react-router-dom';
import { useMayWork } from '../../auth/mayWork';
import { getSessionUser } from '../../auth/session';
import { DetailsList } from '../../components/display/DetailsList';
import { useLanguage } from '../../i18n/language';
import { EventKindBadge, EventStatusBadge } from './EventBadges';
import { eventDetails, eventTitle } from './eventDetails';
import type { CalendarEvent, FeedHearing } from './feed';
import { useCalendarWording } from './i18n';
import { MarkMetButton } from '../deadlines/MarkMetButton';
import { minutesPaths } from '../minutes/paths';

const caseIdOf = (event: CalendarEvent) =>
  event.kind === 'hearing' ? event.hearing.caseId : event.kind === 'deadline' ? event.deadline.caseId : event.appointment.caseId;

/**
 * A hearing's minutes from the calendar: View Minutes (its latest) once it has some, Record
 * Minutes before. Only on hearings of the caller's own cases (an admin's, all): the office's other
 * hearings show without their minutes.
 */
const MinutesButton = ({ hearing }: { hearing: FeedHearing }) => {
  const w = useCalendarWording();
  const mayRecord = useMayWork('minutes', 'add');
  const mayView = useMayWork('minutes', 'view');
  if (!hearing.isMine && getSessionUser()?.userType !== 'admin') return null;
  const paths = minutesPaths(hearing.caseId, hearing.id);
  if (hearing.minutesId != null)
    return mayView ? (
      <Button component={RouterLink} to={paths.view(hearing.minutesId)} startIcon={<HistoryEduIcon />}>
        {w.viewMinutes}
      </Button>
    ) : null;
  return mayRecord ? (
    <Button component={RouterLink} to={paths.create} startIcon={<PostAddIcon />}>
      {w.recordMinutes}
    </Button>
  ) : null;
};

/**
 * View Details of a calendar event: date and time, case link, description or agenda,
 * participant, court information of hearings, notes; hearings link to their minutes, tasks to My Tasks.
 */
export const EventDetailsDialog = ({ event, onClose }: { event: CalendarEvent; onClose: () => void }) => {
  const w = useCalendarWording();
  const language = useLanguage();
  const caseId = caseIdOf(event);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="event-details-title">
      <DialogTitle id="event-details-title">
        {w.details[event.kind]}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <EventKindBadge kind={event.kind} />
          <EventStatusBadge status={event.status} />
          <bdi style={{ fontSize: '1rem', fontWeight: 500 }}>{eventTitle(event, language)}</bdi>
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        <DetailsList sections={eventDetails(event)} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {caseId && (
          <Button component={RouterLink} to={`/lawyer/cases/${caseId}`} startIcon={<OpenInNewIcon />}>
            {w.viewCase}
          </Button>
        )}
        {event.kind === 'hearing' && <MinutesButton hearing={event.hearing} />}
        {/* the dialog shows the event as it was opened: it closes once the deadline is met */}
        {event.kind === 'deadline' && <MarkMetButton deadline={event.deadline} onDone={onClose} />}
        {event.kind === 'task' && (
          <Button component={RouterLink} to="/lawyer/my-tasks" startIcon={<AssignmentIcon />}>
            {w.manageTasks}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          {w.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
