import { Alert, Button, Card, CardContent, CardHeader, LinearProgress, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import AlarmIcon from '@mui/icons-material/Alarm';
import { Link as RouterLink } from 'react-router-dom';
import { CountBadge } from '../../components/lists/CountBadge';
import { courtDateText, useShowsHijri } from '../../components/dates/CourtDate';
import { EmptyState } from '../../components/lists/EmptyState';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { useDeadlines } from './api';
import { caseTitle, DeadlineDaysChip, deadlineName, useDeadlineWording } from './DeadlineDays';
import { MarkMetButton } from './MarkMetButton';

/** How many of the soonest open deadlines the dashboard lists. */
export const UPCOMING_DEADLINES = 5;

/** The lawyer's soonest open deadlines: rule, case, due date and days left, each opening its case and closed as met from here. */
export const UpcomingDeadlinesCard = () => {
  const w = useDeadlineWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const hijri = useShowsHijri();
  const { data, isPending, isError } = useDeadlines({ status: 'open' });
  const open = data ?? [];

  return (
    <Card variant="outlined" component="section" aria-label={w.upcoming.title} data-testid="upcoming-deadlines">
      <CardHeader
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{w.upcoming.title}</span>
            {data && <CountBadge count={open.length} />}
          </Stack>
        }
        avatar={<AlarmIcon color="error" />}
        action={
          <Button component={RouterLink} to="/lawyer/calendar" size="small" variant="outlined">
            {w.upcoming.viewCalendar}
          </Button>
        }
        slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontSize: '1.05rem', fontWeight: 600 } }, action: { sx: { alignSelf: 'center', m: 0 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <LinearProgress />
        ) : isError ? (
          <Alert severity="error">{w.upcoming.loadFailed}</Alert>
        ) : open.length === 0 ? (
          <EmptyState title={w.upcoming.empty} hint={w.upcoming.emptyHint} />
        ) : (
          <List dense disablePadding>
            {open.slice(0, UPCOMING_DEADLINES).map((d) => (
              <ListItem
                key={d.id}
                disablePadding
                data-testid="upcoming-deadline"
                // the days left and the check beside the text, never over it: they go under it when the row is too narrow for both
                sx={{ mb: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', flexWrap: 'wrap' }}
              >
                <ListItemButton component={RouterLink} to={`/lawyer/cases/${d.caseId}`} sx={{ borderRadius: 1, flex: '1 1 12rem', minWidth: 0 }}>
                  <ListItemText
                    primary={<bdi>{deadlineName(d, language)}</bdi>}
                    secondary={
                      <Stack component="span" spacing={0.25}>
                        <span>
                          {w.case} <bdi>{d.caseNumber ?? ''}</bdi>
                          {caseTitle(d, language) ? <> · <bdi>{caseTitle(d, language)}</bdi></> : null}
                        </span>
                        <span data-testid="deadline-due">{phrase(w.due, { date: courtDateText(d.dueDate, language, hijri, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }) })}</span>
                      </Stack>
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
                  />
                </ListItemButton>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: 1, py: 0.5, ms: 'auto' }}>
                  <DeadlineDaysChip deadline={d} />
                  <MarkMetButton deadline={d} />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
