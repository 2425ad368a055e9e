import { Card, CardContent, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { getSessionUser } from '../auth/session';

/** Placeholder for /lawyer/dashboard: a welcome until the lawyer dashboard issue builds the real one. */
export const LawyerDashboard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = getSessionUser();
  const name = (locale === 'ar' ? user?.fullNameAr : user?.fullNameEn) ?? user?.username ?? '';
  return (
    <Card variant="outlined">
      <Title title="app.dashboard.lawyerTitle" />
      <CardContent>
        <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome', { name })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.lawyerIntro')}</Typography>
      </CardContent>
    </Card>
  );
};
