import type { MonthTrend, RecentActivity } from '@lawfirm/contracts';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import ApartmentIcon from '@mui/icons-material/Apartment';
import MapIcon from '@mui/icons-material/Map';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../api/http';
import { canAccess } from '../auth/canAccess';
import { getSessionUser } from '../auth/session';
import { StatCard } from '../components/display/StatCard';
import { CREATE_PARAM } from '../components/forms/useDialogState';
import { formatDate, formatNumber } from '../i18n/dates';
import { asLanguage, type Language } from '../i18n/language';
import { moduleOf, resourceOfPath } from '../layout/menu';
import type { AppDataProvider, Stats } from '../providers/dataProvider';

/** the dashboard's quick actions open the list with its blank form */
const quickActions = [
  { path: '/management/clients', labelKey: 'app.dashboard.addClient', icon: <PersonAddIcon /> },
  { path: '/management/employees', labelKey: 'app.dashboard.addEmployee', icon: <GroupAddIcon /> },
  { path: '/settings/branches', labelKey: 'app.dashboard.addBranch', icon: <AddBusinessIcon /> },
];

/** One of the latest activities, worded by the server (GET /api/stats/recent-activities). */
type Activity = RecentActivity;

const fetchActivities = async (): Promise<Activity[]> => (await httpClient(`${API_URL}/stats/recent-activities`)).json as Activity[];

/** Admin dashboard (spec section 2): stats with this month's trend against last month's, recent activities, quick actions. */
export const AdminDashboard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = asLanguage(locale);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: stats, isPending } = useQuery({ queryKey: ['stats'], queryFn: () => dataProvider.getStats() });
  const user = getSessionUser();
  const value = (n: number | null | undefined) =>
    isPending ? translate('app.common.loading') : n === undefined || n === null ? '—' : formatNumber(n, language);
  // shown once the numbers are in, never a figure of its own while they load
  const trend = (t: MonthTrend | null | undefined) =>
    t && {
      change: translate('app.dashboard.trend', { thisMonth: formatNumber(t.thisMonth, language), lastMonth: formatNumber(t.lastMonth, language) }),
      tone: t.thisMonth > t.lastMonth ? ('up' as const) : t.thisMonth < t.lastMonth ? ('down' as const) : ('flat' as const),
    };

  return (
    <Box>
      <Title title="app.dashboard.title" />
      <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1">
        {translate('app.dashboard.welcome', { name: (language === 'ar' ? user?.fullNameAr : user?.fullNameEn) ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.overview')}
      </Typography>

      <Grid container spacing={2} sx={{ mb: 3 }}>
        {/* a counter of a list this admin may not read is not shown (null) */}
        {stats?.totalClients !== null && (
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard title={translate('app.dashboard.totalClients')} value={value(stats?.totalClients)} icon={<PeopleIcon />} {...trend(stats?.trends?.clients)} />
          </Grid>
        )}
        {stats?.totalEmployees !== null && (
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard title={translate('app.dashboard.activeEmployees')} value={value(stats?.totalEmployees)} icon={<BadgeIcon />} {...trend(stats?.trends?.employees)} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={translate('app.dashboard.totalBranches')}
            value={value(stats?.totalBranches)}
            icon={<ApartmentIcon />}
            change={stats ? translate('app.dashboard.acrossRegions', { smart_count: stats.totalRegions }) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={translate('app.dashboard.totalRegions')}
            value={value(stats?.totalRegions)}
            icon={<MapIcon />}
            change={translate('app.dashboard.emirates')}
          />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader title={translate('app.dashboard.recentActivities')} slotProps={{ title: { variant: 'h6' } }} />
            <CardContent>
              <RecentActivities language={language} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader title={translate('app.dashboard.quickActions')} slotProps={{ title: { variant: 'h6' } }} />
            <CardContent>
              <Stack spacing={1.5}>
                {quickActions
                  .filter((action) => canAccess(user, { resource: resourceOfPath(action.path), action: 'create' }, moduleOf))
                  .map((action) => (
                    <Button
                      key={action.path}
                      component={Link}
                      to={`${action.path}?${CREATE_PARAM}=1`}
                      variant="outlined"
                      startIcon={action.icon}
                      sx={{ justifyContent: 'flex-start' }}
                    >
                      {translate(action.labelKey)}
                    </Button>
                  ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};

/** The latest activities the admin may see, newest first: what happened, to which record, who and when; the spec's 'No recent activities' when there are none. */
const RecentActivities = ({ language }: { language: Language }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({ queryKey: ['stats', 'recent-activities'], queryFn: fetchActivities });
  const ar = language === 'ar';
  if (isPending)
    return (
      <Stack role="status" sx={{ py: 4, alignItems: 'center' }}>
        <CircularProgress size={24} aria-label={translate('app.common.loading')} />
      </Stack>
    );
  if (error) return <Alert severity="error">{translate('app.dashboard.activitiesFailed')}</Alert>;
  if (!data.length)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {translate('app.dashboard.noRecentActivities')}
      </Typography>
    );
  return (
    <List dense disablePadding data-testid="recent-activities">
      {data.map((a) => (
        <ListItem key={a.id} disableGutters divider data-testid="recent-activity">
          <ListItemText
            primary={
              <>
                {ar ? a.summaryAr : a.summaryEn}
                {' · '}
                <bdi>{ar ? a.recordAr : a.recordEn}</bdi>
              </>
            }
            secondary={
              <>
                <bdi>{ar ? a.whoAr : a.whoEn}</bdi>
                {' · '}
                <time dateTime={a.time}>{formatDate(a.time, language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
};
