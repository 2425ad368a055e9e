import { Box, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { getSessionUser } from '../../auth/session';
import { reportsFor } from './catalog';
import { useReportsWording } from './i18n';
import { ReportLookupsProvider } from './lookups';
import { ReportTile } from './ReportTile';

/** /lawyer/reports: the report tiles the user may run (the nine, billing's). */
export const ReportsPage = () => {
  const w = useReportsWording();
  return (
    <Box>
      <Title title={w.title} />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {w.title}
        </Typography>
        <Typography color="text.secondary">{w.subtitle}</Typography>
      </Box>
      <ReportLookupsProvider>
        <Grid container spacing={2}>
          {reportsFor(getSessionUser()).map((report) => (
            <Grid key={report.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <ReportTile report={report} />
            </Grid>
          ))}
        </Grid>
      </ReportLookupsProvider>
    </Box>
  );
};
