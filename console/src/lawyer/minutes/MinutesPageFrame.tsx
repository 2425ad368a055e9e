import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { BackLink } from '../../components/display/BackLink';
import { localizedValue } from '../../components/display/localized';
import { useLanguage } from '../../i18n/language';
import { useCaseSummary, useHearingDetails } from './api';
import { HearingNotFound } from './HearingNotFound';
import { useMinutesWording } from './i18n';
import { minutesPaths } from './paths';
import type { Hearing } from './types';

interface MinutesPageFrameProps {
  caseId: string;
  hearingId: string;
  /** the page's heading under the case's title */
  title: string;
  /** where the back link goes and how it is worded; the case page by default */
  back?: { to: string; label: string };
  /** buttons at the end of the header */
  actions?: ReactNode;
  /** the page once the hearing is known */
  children: (hearing: Hearing) => ReactNode;
}

/**
 * What every minutes page shares: the back link, a header with the case's title and type, and
 * 'Hearing not found' when GET /api/hearings/{id}/details fails.
 */
export const MinutesPageFrame = ({ caseId, hearingId, title, back, actions, children }: MinutesPageFrameProps) => {
  const w = useMinutesWording();
  const language = useLanguage();
  const hearing = useHearingDetails(hearingId);
  const { data: caseRecord } = useCaseSummary(caseId);
  const backLink = back ?? { to: minutesPaths(caseId, hearingId).case, label: w.backToCase };

  if (hearing.isPending) return <Loading />;
  if (hearing.isError || !hearing.data) return <HearingNotFound back={backLink} />;

  const caseTitle = localizedValue(caseRecord ?? hearing.data.case, 'title', language);
  const caseType = localizedValue(caseRecord, 'caseTypeName', language);
  const caseNumber = caseRecord?.caseNumber ?? hearing.data.case.caseNumber;
  return (
    <>
      <Title title={title} />
      <BackLink to={backLink.to} label={backLink.label} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" component="p">
                {title}
              </Typography>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
                {caseTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {caseNumber && (
                  <>
                    {w.caseNumber}: <bdi>{caseNumber}</bdi>
                  </>
                )}
                {caseNumber && caseType && ' · '}
                {caseType && (
                  <>
                    {w.caseType}: {caseType}
                  </>
                )}
              </Typography>
            </Box>
            {actions && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                {actions}
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      {children(hearing.data)}
    </>
  );
};
