import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { AccountCard } from './AccountCard';
import { CalendarCard } from './CalendarCard';
import { PasswordCard } from './PasswordCard';
import { PreferencesCard } from './PreferencesCard';
import { useProfileWording } from './wording';

/**
 * The signed-in user's own page, in both portals (`/profile`, `/lawyer/profile`): their details,
 * their password, their preferences and the private calendar link for their phone. Each card is a
 * react-admin form of its own (profileForm.tsx).
 */
export const ProfilePage = () => {
  const w = useProfileWording();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }} data-testid="profile-page">
      <Title title={w.title} />
      <AccountCard />
      <PasswordCard />
      <PreferencesCard />
      <CalendarCard />
    </Box>
  );
};
