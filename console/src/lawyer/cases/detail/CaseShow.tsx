import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { AsOfBanner } from '../../../audit/AsOfBanner';
import { AsOfControl, asOfProblem, useAsOfProblemText } from '../../../audit/AsOfControl';
import { HistoricalScope } from '../../../audit/HistoricalScope';
import { HistoryTimeline } from '../../../audit/HistoryTimeline';
import { useAuditWording } from '../../../audit/i18n';
import { useAsOf, useRecordAsOf } from '../../../audit/useAsOf';
import { BackLink } from '../../../components/display/BackLink';
import { CountBadge } from '../../../components/lists/CountBadge';
import { useLanguage } from '../../../i18n/language';
import { CASES, type CaseRecord, type CaseTab } from '../api';
import { caseTitle } from '../format';
import { useCasesWording } from '../i18n';
import { AppointmentsTab } from './AppointmentsTab';
import { CaseHeader } from './CaseHeader';
import { ColleagueCase } from './ColleagueCase';
import { DocumentsTab } from './DocumentsTab';
import { HearingsTab } from './HearingsTab';
import { OverviewTab } from './OverviewTab';
import { UpdatesTab } from './UpdatesTab';

type DetailTab = 'overview' | CaseTab | 'history';
const tabs: DetailTab[] = ['overview', 'hearings', 'appointments', 'documents', 'updates', 'history'];

/**
 * /lawyer/cases/{id}: header and five tabs with counts. Also routed as
 * /lawyer/cases/{id}/hearings/{hearingId}, which opens the Hearings tab on that hearing.
 * `?asOf=<ISO>` shows the case and its tabs as they stood then, read-only; the moment is chosen in
 * the History tab (a banner over every tab says which moment is shown, and goes back to today).
 */
export const CaseShow = ({ tab: initialTab = 'overview' }: { tab?: DetailTab }) => {
  const { id, hearingId } = useParams<{ id: string; hearingId?: string }>();
  const w = useCasesWording();
  const language = useLanguage();
  const audit = useAuditWording();
  const [tab, setTab] = useState<DetailTab>(initialTab);
  const { asOf, setAsOf } = useAsOf();
  // the live case tells when it began: the as-of control refuses moments before it (and after now)
  const live = useGetOne(CASES, { id: id! }, { retry: false });
  const since = live.data?.createdAt as string | undefined;
  const problemText = useAsOfProblemText();
  const outOfRange = asOf ? asOfProblem(asOf, since) : null;
  const { data: record, isPending, error } = useRecordAsOf<CaseRecord>(CASES, id!, outOfRange ? null : asOf);
  const asOfControl = <AsOfControl value={asOf} onChange={setAsOf} since={since} />;
  const back = <BackLink to="/lawyer/cases" label={w.wizard.backToCases} />;
  const backToToday = (
    <Button color="inherit" size="small" onClick={() => setAsOf(null)} sx={{ whiteSpace: 'nowrap' }}>
      {audit.asOf.backToToday}
    </Button>
  );

  if (outOfRange)
    return (
      <>
        {back}
        {asOfControl}
        <Alert severity="warning" action={backToToday} data-testid="as-of-refused">
          {problemText(outOfRange, since)}
        </Alert>
      </>
    );

  if (isPending)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{w.detail.loading}</Typography>
      </Stack>
    );
  if (error || !record)
    return (
      <>
        {back}
        {asOf ? (
          <>
            {asOfControl}
            <Alert severity="error" action={backToToday}>
              {w.detail.loadFailed}
            </Alert>
          </>
        ) : (
          // not one of the caller's cases: whose it is, instead of an error
          <ColleagueCase id={id!} />
        )}
      </>
    );

  const counts: Partial<Record<CaseTab, number>> = record.counts ?? {};
  const panels: Record<DetailTab, ReactNode> = {
    overview: <OverviewTab record={record} />,
    hearings: <HearingsTab caseId={record.id} count={counts.hearings} highlight={hearingId} />,
    appointments: <AppointmentsTab caseId={record.id} count={counts.appointments} />,
    documents: <DocumentsTab caseId={record.id} count={counts.documents} />,
    updates: <UpdatesTab caseId={record.id} count={counts.updates} />,
    // the auditors' 'View as of' with the history it belongs to, not over every case a lawyer opens
    history: (
      <>
        {asOfControl}
        <HistoryTimeline stream={`case-${record.id}`} asOf={asOf} />
      </>
    ),
  };

  return (
    <>
      <Title title={caseTitle(record, language, w)} />
      {back}
      {asOf && <AsOfBanner asOf={asOf} onBack={() => setAsOf(null)} />}
      <HistoricalScope resource={CASES} asOf={asOf}>
        <CaseHeader record={record} />
        <Tabs value={tab} onChange={(_, value: DetailTab) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 500 } }}>
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`case-tab-${name}`}
              aria-controls={`case-panel-${name}`}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{name === 'history' ? audit.history.tab : w.detail.tabs[name]}</span>
                  {name !== 'overview' && name !== 'history' && <CountBadge count={counts[name]} />}
                </Stack>
              }
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`case-panel-${tab}`} aria-labelledby={`case-tab-${tab}`}>
          {panels[tab]}
        </Box>
      </HistoricalScope>
    </>
  );
};
