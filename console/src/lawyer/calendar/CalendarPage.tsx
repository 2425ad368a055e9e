import { useState } from 'react';
import { Alert, Box, Card, Chip, Grid, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Loading, Title } from 'react-admin';
import { localDay } from '../../components/days';
import { EmptyState } from '../../components/EmptyState';
import { usePhrase } from '../../components/wordingHook';
import { useLanguage } from '../../i18n/language';
import { EventKindBadge } from './EventBadges';
import { EventCard } from './EventCard';
import { EventDetailsDialog } from './EventDetailsDialog';
import { eventsOf, groupByDay, useCalendarFeed, type CalendarEvent, type EventDay } from './feed';
import { useCalendarWording } from './i18n';
import { addDays } from '../../components/days';
import { courtDateText, useShowsHijri } from '../../components/dates/CourtDate';
import { firmToday, useDeadlines } from '../deadlines/api';

/** the calendar's window, as the server's for the rest of the feed: 30 days back, 90 ahead */
const deadlineWindow = () => ({ from: addDays(firmToday(), -30), to: addDays(firmToday(), 90) });

/** /lawyer/calendar: tasks, meetings, court deadlines and the office's hearings grouped by day, days ascending. */
export const CalendarPage = () => {
  const w = useCalendarWording();
  const { data, isPending, error } = useCalendarFeed();
  const [window] = useState(deadlineWindow);
  // a calendar without its deadlines still shows (a failed deadline list leaves them out)
  const { data: deadlines } = useDeadlines(window);
  const [details, setDetails] = useState<CalendarEvent | null>(null);
  const days = groupByDay(eventsOf(data, deadlines));

  return (
    <Box>
      <Title title={w.title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {w.title}
          </Typography>
          <Typography color="text.secondary">{w.subtitle}</Typography>
        </Box>
        <Stack direction="row" spacing={1} aria-hidden>
          <EventKindBadge kind="task" />
          <EventKindBadge kind="meeting" />
          <EventKindBadge kind="hearing" />
          <EventKindBadge kind="deadline" />
        </Stack>
      </Stack>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{w.loadFailed}</Alert>
      ) : days.length === 0 ? (
        <Card variant="outlined">
          <EmptyState title={w.empty} hint={w.emptyHint} icon={<EventBusyIcon fontSize="inherit" />} />
        </Card>
      ) : (
        <Stack spacing={3}>
          {days.map((day) => (
            <DaySection key={day.day} day={day} onDetails={setDetails} />
          ))}
        </Stack>
      )}
      {details && <EventDetailsDialog event={details} onClose={() => setDetails(null)} />}
    </Box>
  );
};

const DaySection = ({ day, onDetails }: { day: EventDay; onDetails: (event: CalendarEvent) => void }) => {
  const w = useCalendarWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const heading = courtDateText(day.day, language, useShowsHijri(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const count = phrase(w.eventCount, { smart_count: day.events.length });
  return (
    <Box component="section" aria-label={heading} data-testid="calendar-day" data-day={day.day}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {heading}
        </Typography>
        {day.day === localDay() && <Chip size="small" color="secondary" label={w.today} />}
        <Chip size="small" color="primary" variant="outlined" label={count} data-testid="event-count" />
      </Stack>
      <Grid container spacing={2}>
        {day.events.map((event) => (
          <Grid key={event.key} size={{ xs: 12, md: 6, xl: 4 }}>
            <EventCard event={event} onDetails={onDetails} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
