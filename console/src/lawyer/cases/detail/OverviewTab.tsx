import type { CaseParty as Party } from '@lawfirm/contracts';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { DetailsList } from '../../../components/display/DetailsList';
import { SectionCard } from '../../../components/display/SectionCard';
import { useLocalized } from '../../../components/display/localized';
import { caseOverviewSections } from './caseOverview';
import type { CaseRecord } from '../api';
import { useCasesWording } from '../i18n';


/** Summary and descriptions; important dates and location; the parties on each side. */
export const OverviewTab = ({ record }: { record: CaseRecord }) => {
  const w = useCasesWording();
  const localized = useLocalized();
  const description = localized(record, 'description');
  const plaintiffs: Party[] = record.plaintiffs?.length
    ? record.plaintiffs
    : record.clientName
      ? [{ nameEn: record.clientName, nameAr: record.clientNameAr }]
      : [];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Panel title={w.detail.summary} wide>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }} color={record.summary ? 'text.primary' : 'text.secondary'}>
          {record.summary || w.detail.noSummary}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
            {description}
          </Typography>
        )}
      </Panel>
      <Panel>
        <DetailsList sections={caseOverviewSections(record)} />
      </Panel>
      <Panel title={w.detail.parties}>
        <PartyList title={w.detail.plaintiffs} parties={plaintiffs} empty={w.detail.noParties} />
        <PartyList title={w.detail.defendants} parties={record.defendants ?? []} empty={w.detail.noParties} />
      </Panel>
    </Box>
  );
};

/** A card of the overview; `wide` spans both columns. */
const Panel = ({ title, wide, children }: { title?: string; wide?: boolean; children: ReactNode }) => (
  <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, display: 'flex' }}>
    {title ? (
      <SectionCard title={title}>{children}</SectionCard>
    ) : (
      <Card variant="outlined" sx={{ width: '100%' }}>
        <CardContent>{children}</CardContent>
      </Card>
    )}
  </Box>
);

const PartyList = ({ title, parties, empty }: { title: string; parties: Party[]; empty: string }) => {
  const localized = useLocalized();
  return (
    <Box component="section" sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {parties.length ? (
        <List dense disablePadding>
          {parties.map((party, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={localized(party, 'name') || party.name}
                secondary={[party.role, party.contactInfo].filter(Boolean).join(' · ') || undefined}
                sx={{ textAlign: 'start' }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
};
