import { generatedWordingFor } from '@lawfirm/contracts/lawyer/automation.ts';
import { useMemo } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalized } from '../../components/display/localized';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { formatTime } from '../../components/forms/timeSlots';
import { useLanguage } from '../../i18n/language';
import { useTodayCases, type TodayCase } from './api';
import { useDashboardWording } from './i18n';

/** A row per hearing of today (a case can have two), with the case's id kept aside for its link. */
type TodayRow = TodayCase & { caseId: number };

/** Today's Cases: the hearings of the lawyer's cases today (GET /api/lawyer/today-cases), with a count. */
export const TodayCasesCard = () => {
  const { todayCases: w } = useDashboardWording();
  const language = useLanguage();
  const localized = useLocalized();
  const { data, isPending, error } = useTodayCases();
  const rows = useMemo<TodayRow[] | undefined>(() => data?.map((c) => ({ ...c, caseId: c.id, id: c.hearingId })), [data]);
  return (
    <RecordListCard<TodayRow> resource="lawyer/today-cases" title={w.title} data={rows} isPending={isPending} error={error} errorText={w.loadFailed} emptyText={w.empty}>
      <RecordListCard.Col
        source="caseNumber"
        label={w.caseNumber}
        render={(r: TodayRow) => (
          <Link component={RouterLink} to={`/lawyer/cases/${r.caseId}`}>
            <bdi>{r.caseNumber}</bdi>
          </Link>
        )}
      />
      <RecordListCard.Col label={w.caseType} render={(r: TodayRow) => localized(r, 'caseType')} />
      <RecordListCard.Col source="nextAction" label={w.nextAction} render={(r: TodayRow) => <bdi>{generatedWordingFor(r, 'nextAction', language)}</bdi>} />
      <RecordListCard.Col source="hearingTime" label={w.time} render={(r: TodayRow) => <bdi>{formatTime(r.hearingTime, language)}</bdi>} />
      <RecordListCard.Col label={w.client} render={(r: TodayRow) => localized(r, 'clientName')} />
      <RecordListCard.Col label={w.court} render={(r: TodayRow) => localized(r, 'courtName')} />
    </RecordListCard>
  );
};
