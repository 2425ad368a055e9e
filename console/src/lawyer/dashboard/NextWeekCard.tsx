import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Link as RouterLink } from 'react-router-dom';
import { CountBadge } from '../../components/lists/CountBadge';
import { formatDay, localDay } from '../../components/display/days';
import { courtDateText, useShowsHijri } from '../../components/dates/CourtDate';
import { EmptyState } from '../../components/lists/EmptyState';
import { formatTime } from '../../components/forms/timeSlots';
import { useLanguage } from '../../i18n/language';
import { YourCaseTag } from '../calendar/EventBadges';
import { EventDetailsDialog } from '../calendar/EventDetailsDialog';
import { eventTitle } from '../calendar/eventDetails';
import { kindStyles } from '../calendar/eventStyles';
import { eventsOf, useCalendarFeed, withinDays, type CalendarEvent, type EventKind } from '../calendar/feed';
import { useDashboardWording } from './i18n';
import { NEXT_WEEK_DAYS, NEXT_WEEK_LIMITS } from './limits';

/** the kinds this card lists (deadlines have their own card) */
type ListedKind = keyof typeof NEXT_WEEK_LIMITS;

const sections: { kind: ListedKind; label: 'myTasks' | 'myMeetings' | 'officeHearings' }[] = [
  { kind: 'task', label: 'myTasks' },
  { kind: 'meeting', label: 'myMeetings' },
  { kind: 'hearing', label: 'officeHearings' },
];

/**
 * The next 7 days of the calendar: my tasks (3), my meetings (3), the office's hearings (4, 'Your
 * Case' on the lawyer's own), each opening the calendar's View Details; View All goes to the calendar.
 */
export const NextWeekCard = () => {
  const { nextWeek: w } = useDashboardWording();
  const { data, error } = useCalendarFeed();
  const [details, setDetails] = useState<CalendarEvent | null>(null);
  const upcoming = withinDays(eventsOf(data), localDay(), NEXT_WEEK_DAYS);
  const ofKind = (kind: ListedKind) => upcoming.filter((e) => e.kind === kind).slice(0, NEXT_WEEK_LIMITS[kind]);

  return (
    <Card variant="outlined" component="section" aria-label={w.title} data-testid="next-week">
      <CardHeader
        title={w.title}
        avatar={<CalendarMonthIcon color="primary" />}
        action={
          <Button component={RouterLink} to="/lawyer/calendar" size="small" variant="outlined">
            {w.viewAll}
          </Button>
        }
        slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontSize: '1.05rem', fontWeight: 600 } }, action: { sx: { alignSelf: 'center', m: 0 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : data && upcoming.length === 0 ? (
          <EmptyState title={w.empty} />
        ) : (
          <Grid container spacing={2}>
            {sections.map(({ kind, label }) => (
              <Grid key={kind} size={{ xs: 12, md: 4 }}>
                <KindList kind={kind} title={w[label]} events={ofKind(kind)} total={upcoming.filter((e) => e.kind === kind).length} onOpen={setDetails} />
              </Grid>
            ))}
          </Grid>
        )}
      </CardContent>
      {details && <EventDetailsDialog event={details} onClose={() => setDetails(null)} />}
    </Card>
  );
};

interface KindListProps {
  kind: EventKind;
  title: string;
  events: CalendarEvent[];
  total: number;
  onOpen: (event: CalendarEvent) => void;
}

const KindList = ({ kind, title, events, total, onOpen }: KindListProps) => {
  const { nextWeek: w } = useDashboardWording();
  const language = useLanguage();
  const hijri = useShowsHijri();
  const { color, tint, icon: Icon } = kindStyles[kind];
  return (
    <Box component="section" aria-label={title} data-testid={`next-week-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Icon sx={{ color }} fontSize="small" />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <CountBadge count={total} />
      </Stack>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {w.none}
        </Typography>
      ) : (
        <List dense disablePadding>
          {events.map((event) => (
            <ListItem key={event.key} disablePadding>
              <ListItemButton
                onClick={() => onOpen(event)}
                sx={{ mb: 0.75, borderRadius: 1, bgcolor: tint, borderLeft: 3, borderLeftColor: color, alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={<bdi>{eventTitle(event, language)}</bdi>}
                  secondary={
                    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <bdi>{[event.kind === 'hearing' ? courtDateText(event.day, language, hijri, { weekday: 'short', month: 'short', day: 'numeric' }) : formatDay(event.day, language, { weekday: 'short', month: 'short', day: 'numeric' }), formatTime(event.time, language)].filter(Boolean).join(' · ')}</bdi>
                      {event.kind === 'hearing' && event.hearing.isMine && <YourCaseTag />}
                    </Stack>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
