import type { CaseSummary } from '@lawfirm/contracts';
import { Alert, Box, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, Title } from 'react-admin';
import { getJson } from '../../../api/http';
import { localizedValue } from '../../../components/display/localized';
import { useLanguage } from '../../../i18n/language';
import { fill, formatDay } from '../format';
import { useCasesWording } from '../i18n';


/**
 * A case the lawyer may not open (a colleague's, reached from the office calendar or a client's
 * related cases): whose it is, and what the office calendar already shows of it, read-only.
 * A case nobody can find says so.
 */
export const ColleagueCase = ({ id }: { id: string }) => {
  const w = useCasesWording();
  const language = useLanguage();
  const { data, isPending, error } = useQuery({ queryKey: ['lawyer/cases', id, 'summary'], queryFn: () => getJson<CaseSummary>(`/lawyer/cases/${id}/summary`), retry: false });
  if (isPending) return <CircularProgress size={24} role="status" />;
  if (error || !data || data.mayOpen)
    return <Alert severity="error">{error instanceof HttpError && error.status === 404 ? w.detail.notFound : w.detail.loadFailed}</Alert>;
  const name = (n: CaseSummary['court']) => (language === 'ar' ? n?.nameAr || n?.nameEn : n?.nameEn || n?.nameAr) ?? '';
  const title = localizedValue(data as unknown as Record<string, unknown>, 'title', language);
  const statuses = w.hearings.statuses as Record<string, string>;
  return (
    <>
      <Title title={title || fill(w.list.caseFallback, { id: data.id })} />
      <Alert severity="info" sx={{ mb: 2 }} data-testid="colleague-case">
        <Typography sx={{ fontWeight: 600 }}>{fill(w.detail.colleague.belongsTo, { lawyers: data.lawyers.map(name).join(language === 'ar' ? '، ' : ', ') })}</Typography>
        {w.detail.colleague.hint}
      </Alert>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ mt: 1, flexWrap: 'wrap', color: 'text.secondary' }}>
            <span>
              {w.fields.caseNumber}: <bdi>{data.caseNumber}</bdi>
            </span>
            <span>
              {w.fields.status}: {(w.statuses as Record<string, string>)[data.status] ?? data.status}
            </span>
            {data.court && (
              <span>
                {w.fields.court}: {name(data.court)}
              </span>
            )}
          </Stack>
          <Box component="section" sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {w.detail.tabs.hearings}
            </Typography>
            {data.hearings.length ? (
              <List dense disablePadding>
                {data.hearings.map((h) => (
                  <ListItem key={h.id} disableGutters>
                    <ListItemText
                      primary={fill(w.detail.colleague.hearingAt, { date: formatDay(h.hearingDate, language), time: h.hearingTime })}
                      secondary={[h.hallName && `${w.hearings.hall}: ${h.hallName}`, statuses[h.status] ?? h.status].filter(Boolean).join(' · ')}
                      sx={{ textAlign: 'start' }}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{w.detail.colleague.noHearings}</Typography>
            )}
          </Box>
        </CardContent>
      </Card>
    </>
  );
};
