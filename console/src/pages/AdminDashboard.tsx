import { Box, Button, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
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
import { getSessionUser } from '../auth/session';
import { StatCard } from '../components/StatCard';
import { formatNumber } from '../i18n/dates';
import { asLanguage } from '../i18n/language';
import type { AppDataProvider } from '../providers/dataProvider';

const quickActions = [
  { to: '/management/clients', labelKey: 'app.dashboard.addClient', icon: <PersonAddIcon /> },
  { to: '/management/employees', labelKey: 'app.dashboard.addEmployee', icon: <GroupAddIcon /> },
  { to: '/settings/branches', labelKey: 'app.dashboard.addBranch', icon: <AddBusinessIcon /> },
];

/** Admin dashboard (spec section 2): stats, recent activities, quick actions. */
export const AdminDashboard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = asLanguage(locale);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: stats, isPending } = useQuery({ queryKey: ['stats'], queryFn: () => dataProvider.getStats() });
  const user = getSessionUser();
  const value = (n: number | undefined) =>
    isPending ? translate('app.common.loading') : n === undefined ? '—' : formatNumber(n, language);

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
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title={translate('app.dashboard.totalClients')} value={value(stats?.totalClients)} icon={<PeopleIcon />} change="+12%" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title={translate('app.dashboard.activeEmployees')} value={value(stats?.totalEmployees)} icon={<BadgeIcon />} change="+2" />
        </Grid>
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
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {translate('app.dashboard.noRecentActivities')}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader title={translate('app.dashboard.quickActions')} slotProps={{ title: { variant: 'h6' } }} />
            <CardContent>
              <Stack spacing={1.5}>
                {quickActions.map((action) => (
                  <Button
                    key={action.to}
                    component={Link}
                    to={action.to}
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
