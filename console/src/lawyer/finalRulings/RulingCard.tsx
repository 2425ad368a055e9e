import { Link } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { courtDateText, CourtDate, useShowsHijri } from '../../components/dates/CourtDate';
import { useFinalRulingsWording } from './i18n';
import type { FinalRuling, RulingAge } from './types';
import { DeadlineDaysChip, deadlineName, useDeadlineWording } from '../deadlines/DeadlineDays';
import { MarkMetButton } from '../deadlines/MarkMetButton';
import { WaitingForNotification } from '../deadlines/WaitingForNotification';
import { minutesPaths } from '../minutes/paths';
import { useMayWork } from '../../auth/mayWork';

const ageColor: Record<RulingAge, 'success' | 'warning' | 'error'> = { recent: 'success', mid: 'warning', expiring: 'error' };

/** In the language, the name the server gave in English (`clientName`) or Arabic (`clientNameAr`). */
const named = (ruling: FinalRuling, base: 'clientName' | 'subject' | 'courtName', arabic: boolean) =>
  (arabic ? ruling[`${base}Ar`] || ruling[base] : ruling[base] || ruling[`${base}Ar`]) ?? '—';

/**
 * One final ruling: case number, client, subject, court, date, the deadlines it opened (due date
 * and days left; until they are known, how old it is and what a 30-day window leaves), and a link to the case.
 */
export const RulingCard = ({ ruling }: { ruling: FinalRuling }) => {
  const { deadlines } = ruling;
  const w = useFinalRulingsWording();
  const dw = useDeadlineWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const arabic = language === 'ar';
  const hijri = useShowsHijri();
  const mayEditMinutes = useMayWork('minutes', 'edit');
  const waiting = ruling.waitingDeadlines ?? [];
  // the minutes' form, where the day the ruling was notified is added
  const addNotification = mayEditMinutes && ruling.hearingId && ruling.minutesId ? minutesPaths(ruling.caseId, ruling.hearingId).edit(ruling.minutesId) : null;
  const days =
    ruling.status === 'recent' || deadlines?.length
      ? ruling.daysAgo === 0
        ? w.today
        : phrase(w.daysAgo, { smart_count: ruling.daysAgo })
      : phrase(w.daysRemaining, { smart_count: Math.max(ruling.remainingDays, 0) });
  const facts: [string, string][] = [
    [w.client, named(ruling, 'clientName', arabic)],
    [w.subject, named(ruling, 'subject', arabic)],
    [w.court, named(ruling, 'courtName', arabic)],
    [w.rulingDate, courtDateText(ruling.rulingDate, language, hijri)],
  ];
  return (
    <Card variant="outlined" data-testid="final-ruling" data-status={ruling.status} sx={{ display: 'flex', flexDirection: 'column', borderLeft: 4, borderLeftColor: `${ageColor[ruling.status]}.main` }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {w.caseNumber} <bdi>{ruling.caseNumber}</bdi>
          </Typography>
          {ruling.status === 'expiring' && <Chip size="small" color="error" label={w.buckets.expiring} />}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <bdi>{value}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600, color: `${ageColor[ruling.status]}.main` }} data-testid="ruling-days">
          {days}
        </Typography>
        {deadlines && (
          <Box component="section" aria-label={dw.rulings.appealDeadline} sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }} data-testid="ruling-deadlines">
            <Typography variant="body2" color="text.secondary">
              {dw.rulings.appealDeadline}
            </Typography>
            <WaitingForNotification waiting={waiting} editPath={addNotification} />
            {deadlines.length === 0 ? (
              !waiting.length && <Typography variant="body2">{dw.rulings.noDeadline}</Typography>
            ) : (
              deadlines.map((d) => (
                <Stack key={d.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }} data-testid="ruling-deadline">
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      <bdi>{deadlineName(d, language)}</bdi>
                    </Typography>
                    <Typography variant="body2" data-testid="deadline-due">
                      {dw.dueDate}: <CourtDate day={d.dueDate} />
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <DeadlineDaysChip deadline={d} />
                    <MarkMetButton deadline={d} caseNumber={ruling.caseNumber} />
                  </Stack>
                </Stack>
              ))
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={`/lawyer/cases/${ruling.caseId}`} size="small" endIcon={<ArrowForwardIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
          {w.viewCase}
        </Button>
      </CardActions>
    </Card>
  );
};
