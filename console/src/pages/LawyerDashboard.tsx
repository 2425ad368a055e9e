import { Box, Grid, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { getSessionUser } from '../auth/session';
import { formatDay, localDay } from '../components/display/days';
import { usePhrase } from '../components/messages/wordingHook';
import { useLanguage } from '../i18n/language';
import { CaseReportExport } from '../lawyer/dashboard/CaseReportExport';
import { DashboardStats } from '../lawyer/dashboard/DashboardStats';
import { useDashboardWording } from '../lawyer/dashboard/i18n';
import { NewsCard } from '../lawyer/dashboard/NewsCard';
import { NextWeekCard } from '../lawyer/dashboard/NextWeekCard';
import { QuickActionsCard } from '../lawyer/dashboard/QuickActionsCard';
import { TodayCasesCard } from '../lawyer/dashboard/TodayCasesCard';
import { UpcomingDeadlinesCard } from '../lawyer/deadlines/UpcomingDeadlinesCard';

/**
 * /lawyer/dashboard (lawyer-portal.md section 2): stats; today's cases, the upcoming court
 * deadlines and the next 7 days of the calendar; quick actions, the case-report export and the firm's news beside them.
 */
export const LawyerDashboard = () => {
  const w = useDashboardWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const user = getSessionUser();
  const name = (language === 'ar' ? user?.fullNameAr : user?.fullNameEn) || user?.username || '';

  return (
    <Box>
      <Title title={w.title} />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {phrase(w.welcome, { name })}
        </Typography>
        <Typography color="text.secondary">
          {formatDay(localDay(), language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })} · {w.overview}
        </Typography>
      </Box>
      <DashboardStats />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <TodayCasesCard />
            <UpcomingDeadlinesCard />
            <NextWeekCard />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <QuickActionsCard />
            <CaseReportExport />
            <NewsCard />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};
