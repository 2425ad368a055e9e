import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LinearProgress, RecordContextProvider } from 'react-admin';
import { CountBadge } from '../../components/lists/CountBadge';
import { RowIconButton } from '../../components/lists/RowIconButton';
import { DeleteConfirm } from '../../components/lists/DeleteConfirm';
import { EmptyState } from '../../components/lists/EmptyState';
import { localizedValue } from '../../components/display/localized';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { formatTime } from '../../components/forms/timeSlots';
import { excerpt } from '../../components/display/excerpt';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { fill, formatDay } from '../cases/format';
import { CourtDate, courtDateText, useShowsHijri } from '../../components/dates/CourtDate';
import { hearingStatusStyles } from '../cases/vocabulary';
import { MINUTES, useMinutesHistory } from './api';
import { useMinutesWording } from './i18n';
import { MinutesPageFrame } from './MinutesPageFrame';
import { minutesPaths } from './paths';
import type { Hearing, Minutes } from './types';
import { useMinutesActions } from './useMinutesActions';
import { rulingTypeStyles } from './vocabulary';
import { useMayWork } from '../../auth/mayWork';

/** a hall typed with its own word ('Hall 3', 'القاعة 3') is not prefixed again ('Hall Hall 3') */
const HALL_WORD = /^(hall\b|القاعة|قاعة)/i;

// Spec: the report preview is cut to 40 characters, the notes to 30.
const REPORT_PREVIEW = 40;
const NOTES_PREVIEW = 30;

/** .../view-minutes: the hearing, its minutes count and every saved minutes of it (newest first). */
export const MinutesHistory = () => {
  const { caseId = '', hearingId = '' } = useParams();
  const w = useMinutesWording();
  return (
    <MinutesPageFrame caseId={caseId} hearingId={hearingId} title={w.history.title}>
      {(hearing) => <HistoryBody caseId={caseId} hearing={hearing} />}
    </MinutesPageFrame>
  );
};

const HistoryBody = ({ caseId, hearing }: { caseId: string; hearing: Hearing }) => {
  const w = useMinutesWording().history;
  const language = useLanguage();
  const phrase = usePhrase();
  const paths = minutesPaths(caseId, hearing.id);
  const { data, isPending, error, refetch, isFetching } = useMinutesHistory(hearing.id);
  const [deleting, setDeleting] = useState<Minutes | null>(null);
  const actions = useMinutesActions(hearing.id, 'listDeleted', () => {
    setDeleting(null);
    void refetch();
  });
  const count = data?.length ?? 0;
  const mayAdd = useMayWork('minutes', 'add');
  const mayEdit = useMayWork('minutes', 'edit');
  const mayDelete = useMayWork('minutes', 'delete');
  const addButton = mayAdd ? (
    <Button component={Link} to={paths.create} variant="contained" size="small" startIcon={<AddIcon />}>
      {w.add}
    </Button>
  ) : undefined;

  return (
    <Stack spacing={2}>
      <HearingSummary hearing={hearing} count={isPending ? undefined : count} countText={phrase(w.count, { smart_count: count })} />
      {isPending ? (
        <LinearProgress />
      ) : error ? (
        <Alert severity="error">{w.loadFailed}</Alert>
      ) : count === 0 ? (
        <Card variant="outlined">
          <EmptyState
            title={w.empty}
            hint={w.emptyHint}
            action={
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                {mayAdd && (
                  <Button component={Link} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                    {w.createFirst}
                  </Button>
                )}
                <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
                  {w.refresh}
                </Button>
              </Stack>
            }
          />
        </Card>
      ) : (
        <RecordListCard<Minutes> resource={MINUTES} title={w.title} count={count} data={data} isPending={false} errorText={w.loadFailed} emptyText={w.empty} actions={addButton}>
          <RecordListCard.Col source="id" label={w.number} render={(m) => <bdi>#{m.id}</bdi>} />
          <RecordListCard.Col
            label={w.session}
            disableSort
            render={(m) => (
              <Stack sx={{ maxWidth: 280 }}>
                <span>
                  <bdi>{formatTime(m.hearingTime, language)}</bdi>
                  {m.rollNumber && <> · {fill(w.roll, { value: m.rollNumber })}</>}
                  {m.hallNumber && <> · {HALL_WORD.test(m.hallNumber.trim()) ? <bdi>{m.hallNumber}</bdi> : fill(w.hall, { value: m.hallNumber })}</>}
                </span>
                {m.hearingReport && (
                  <Typography variant="caption" color="text.secondary" title={m.hearingReport}>
                    {excerpt(m.hearingReport, REPORT_PREVIEW)}
                  </Typography>
                )}
                {m.notes && (
                  <Typography variant="caption" color="text.secondary" title={m.notes}>
                    {excerpt(m.notes, NOTES_PREVIEW)}
                  </Typography>
                )}
              </Stack>
            )}
          />
          <RecordListCard.Col
            label={w.attendance}
            disableSort
            render={(m) => (
              <Stack>
                <span>{localizedValue(m, 'attendedLawyerName', language) || '—'}</span>
                <Typography variant="caption" color="text.secondary">
                  {localizedValue(m, 'pleadingLawyerName', language)}
                </Typography>
              </Stack>
            )}
          />
          <RecordListCard.Col source="rulingType" label={w.rulingType}>
            <StatusBadge source="rulingType" styles={rulingTypeStyles} />
          </RecordListCard.Col>
          <RecordListCard.Col
            source="nextHearingDate"
            label={w.nextHearing}
            render={(m) =>
              m.hasNextHearing && m.nextHearingDate ? (
                <Stack>
                  <span><CourtDate day={m.nextHearingDate} /></span>
                  <Typography variant="caption" color="text.secondary">
                    <bdi>{formatTime(m.nextTime, language)}</bdi>
                  </Typography>
                </Stack>
              ) : (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {w.none}
                </Box>
              )
            }
          />
          <RecordListCard.Col source="documentCount" label={w.documents} render={(m) => <CountBadge count={m.documentCount ?? 0} />} />
          <RecordListCard.Col source="createdAt" label={w.createdAt} render={(m) => formatDay(m.createdAt, language, true)} />
          <RecordListCard.Col
            label={w.actions}
            disableSort
            align="right"
            render={(m) => (
              // named by the minutes' number, as the row's first column shows it ('View: #12')
              <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
                <RowIconButton label={w.view} recordName={`#${m.id}`} color="primary" to={paths.view(m.id)}>
                  <VisibilityIcon fontSize="small" />
                </RowIconButton>
                {mayEdit && (
                  <RowIconButton label={w.edit} recordName={`#${m.id}`} to={paths.edit(m.id)}>
                    <EditIcon fontSize="small" />
                  </RowIconButton>
                )}
                {mayDelete && (
                  <RowIconButton label={w.delete} recordName={`#${m.id}`} color="error" onClick={() => setDeleting(m as Minutes)}>
                    <DeleteIcon fontSize="small" />
                  </RowIconButton>
                )}
              </Stack>
            )}
          />
        </RecordListCard>
      )}
      <DeleteConfirm open={!!deleting} loading={actions.deleting} onConfirm={() => deleting && actions.remove(deleting)} onClose={() => setDeleting(null)} />
    </Stack>
  );
};



/** The hearing's date, time, hall and status, and how many minutes it has. */
const HearingSummary = ({ hearing, count, countText }: { hearing: Hearing; count: number | undefined; countText: string }) => {
  const w = useMinutesWording();
  const language = useLanguage();
  const hijri = useShowsHijri();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {w.view.hearingInfo}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, alignItems: 'center' }}>
          <Fact label={w.view.hearingDate} value={courtDateText(hearing.hearingDate, language, hijri)} />
          <Fact label={w.form.hearingTime} value={formatTime(hearing.hearingTime, language)} />
          <Fact label={w.view.courtRoom} value={hearing.hallName ?? '—'} />
          <Box>
            <StatusBadgeOf status={hearing.status} />
          </Box>
          <Box sx={{ flex: 1 }} />
          {count !== undefined && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="minutes-count">
              <CountBadge count={count} label={countText} />
              <Typography variant="body2" color="text.secondary">
                {countText}
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body2">
      <bdi>{value}</bdi>
    </Typography>
  </Box>
);


const StatusBadgeOf = ({ status }: { status: string }) => (
  <RecordContextProvider value={{ id: 'hearing', status }}>
    <StatusBadge source="status" styles={hearingStatusStyles} />
  </RecordContextProvider>
);
