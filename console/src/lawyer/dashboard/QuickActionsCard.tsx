import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import WorkIcon from '@mui/icons-material/Work';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PeopleIcon from '@mui/icons-material/People';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardWording } from './i18n';

/** View All Cases, Calendar, View Clients (spec: lawyer dashboard quick actions). */
export const QuickActionsCard = () => {
  const { quickActions: w } = useDashboardWording();
  const actions = [
    { to: '/lawyer/cases', label: w.viewAllCases, icon: <WorkIcon /> },
    { to: '/lawyer/calendar', label: w.calendar, icon: <CalendarMonthIcon /> },
    { to: '/management/clients', label: w.viewClients, icon: <PeopleIcon /> },
  ];
  return (
    <Card variant="outlined" component="section" aria-label={w.title}>
      <CardHeader title={w.title} slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontSize: '1.05rem', fontWeight: 600 } } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.25}>
          {actions.map((action) => (
            <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={action.icon} sx={{ justifyContent: 'flex-start' }}>
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
