import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalized } from '../../components/display/localized';
import { formatTime } from '../../components/forms/timeSlots';
import { useLanguage } from '../../i18n/language';
import { EventKindBadge, EventStatusBadge, YourCaseTag } from './EventBadges';
import { eventTitle } from './eventDetails';
import { kindStyles } from './eventStyles';
import type { CalendarEvent } from './feed';
import { useCalendarWording } from './i18n';

interface EventCardProps {
  event: CalendarEvent;
  onDetails: (event: CalendarEvent) => void;
}

/** One labelled line of a card; nothing when the value is empty. */
const Line = ({ label, children }: { label: string; children: ReactNode }) =>
  children ? (
    <Typography variant="body2" sx={{ display: 'flex', gap: 0.75, minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}:
      </Box>
      <Box component="bdi" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {children}
      </Box>
    </Typography>
  ) : null;

/**
 * A calendar event as a card in its kind's colour (task blue, meeting green, hearing orange).
 * Hearings show case number, time, court and lawyer with View Case; deadlines their case with
 * View Case; tasks and meetings the client and notes; every card opens View Details.
 */
export const EventCard = ({ event, onDetails }: EventCardProps) => {
  const w = useCalendarWording();
  const language = useLanguage();
  const localized = useLocalized();
  const { color } = kindStyles[event.kind];
  return (
    <Card
      variant="outlined"
      data-testid={`event-${event.kind}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderLeft: 4, borderLeftColor: color }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          <EventKindBadge kind={event.kind} />
          <EventStatusBadge status={event.status} />
          {event.kind === 'hearing' && event.hearing.isMine && <YourCaseTag />}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, mb: 0.5 }}>
          <bdi>{eventTitle(event, language)}</bdi>
        </Typography>
        {event.time && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
            <AccessTimeIcon sx={{ fontSize: 16 }} />
            <bdi>{formatTime(event.time, language)}</bdi>
          </Typography>
        )}
        {event.kind === 'deadline' ? (
          <>
            <Line label={w.fields.caseNumber}>{event.deadline.caseNumber}</Line>
            <Line label={w.fields.case}>{localized(event.deadline, 'title')}</Line>
          </>
        ) : event.kind === 'hearing' ? (
          <>
            <Line label={w.fields.caseNumber}>{event.hearing.caseNumber}</Line>
            <Line label={w.fields.court}>{localized(event.hearing, 'courtName')}</Line>
            <Line label={w.fields.lawyer}>{localized(event.hearing, 'lawyerName')}</Line>
          </>
        ) : (
          <>
            <Line label={w.fields.caseNumber}>{event.appointment.caseNumber}</Line>
            <Line label={w.fields.client}>{localized(event.appointment, 'clientName')}</Line>
            <Line label={w.fields.notes}>{language === 'ar' ? event.appointment.notesAr || event.appointment.notes : event.appointment.notes}</Line>
          </>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {(event.kind === 'hearing' || event.kind === 'deadline') && (
          <Button size="small" variant="outlined" component={RouterLink} to={`/lawyer/cases/${event.kind === 'hearing' ? event.hearing.caseId : event.deadline.caseId}`} startIcon={<OpenInNewIcon />}>
            {w.viewCase}
          </Button>
        )}
        <Button size="small" onClick={() => onDetails(event)} startIcon={<InfoOutlinedIcon />} sx={{ color }}>
          {w.viewDetails}
        </Button>
      </CardActions>
    </Card>
  );
};
