import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { BackLink } from '../../../components/BackLink';
import { CountBadge } from '../../../components/CountBadge';
import { useLanguage } from '../../../i18n/language';
import { CASES, type CaseTab } from '../api';
import { caseTitle } from '../format';
import { useCasesWording } from '../i18n';
import { AppointmentsTab } from './AppointmentsTab';
import { CaseHeader } from './CaseHeader';
import { DocumentsTab } from './DocumentsTab';
import { HearingsTab } from './HearingsTab';
import { OverviewTab } from './OverviewTab';
import { UpdatesTab } from './UpdatesTab';

type DetailTab = 'overview' | CaseTab;
const tabs: DetailTab[] = ['overview', 'hearings', 'appointments', 'documents', 'updates'];

/**
 * /lawyer/cases/{id}: header and five tabs with counts. Also routed as
 * /lawyer/cases/{id}/hearings/{hearingId}, which opens the Hearings tab on that hearing.
 */
export const CaseShow = ({ tab: initialTab = 'overview' }: { tab?: DetailTab }) => {
  const { id, hearingId } = useParams<{ id: string; hearingId?: string }>();
  const w = useCasesWording();
  const language = useLanguage();
  const [tab, setTab] = useState<DetailTab>(initialTab);
  const { data: record, isPending, error } = useGetOne(CASES, { id: id! }, { retry: false });
  const back = <BackLink to="/lawyer/cases" label={w.wizard.backToCases} />;

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
        <Alert severity="error">{w.detail.loadFailed}</Alert>
      </>
    );

  const counts = (record.counts ?? {}) as Partial<Record<CaseTab, number>>;
  const panels: Record<DetailTab, ReactNode> = {
    overview: <OverviewTab record={record} />,
    hearings: <HearingsTab caseId={record.id} count={counts.hearings} highlight={hearingId} />,
    appointments: <AppointmentsTab caseId={record.id} count={counts.appointments} />,
    documents: <DocumentsTab caseId={record.id} count={counts.documents} />,
    updates: <UpdatesTab caseId={record.id} count={counts.updates} />,
  };

  return (
    <>
      <Title title={caseTitle(record, language, w)} />
      {back}
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
                <span>{w.detail.tabs[name]}</span>
                {name !== 'overview' && <CountBadge count={counts[name]} />}
              </Stack>
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`case-panel-${tab}`} aria-labelledby={`case-tab-${tab}`}>
        {panels[tab]}
      </Box>
    </>
  );
};
