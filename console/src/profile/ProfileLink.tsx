import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { getSessionUser } from '../auth/session';
import { useProfileWording } from './wording';

/** The header's way to one's own profile: in the lawyer area for employees, beside the admin screens for admins. */
export const ProfileLink = () => {
  const w = useProfileWording();
  const user = getSessionUser();
  if (!user) return null;
  return (
    <Tooltip title={w.open}>
      <IconButton component={Link} to={user.userType === 'employee' ? '/lawyer/profile' : '/profile'} aria-label={w.open} data-testid="profile-link">
        <AccountCircleIcon />
      </IconButton>
    </Tooltip>
  );
};
