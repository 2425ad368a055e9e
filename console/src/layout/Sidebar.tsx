import { Box, Button, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link, useLocation } from 'react-router-dom';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { getSessionUser } from '../auth/session';
import { SIDEBAR_WIDTH } from '../theme/theme';
import { FirmBrand } from './FirmBrand';
import type { MenuItem } from './menu';

export interface SidebarSection {
  /** group heading; none for the first, ungrouped items */
  labelKey?: string;
  items: MenuItem[];
}

interface SidebarProps {
  /** 'Admin Portal' / 'Lawyer Portal' under the firm name */
  caption: string;
  /** under the user's name: 'Super Admin' or the role */
  userCaption?: string;
  sections: SidebarSection[];
}

const isCurrent = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`) || (path === '/dashboard' && pathname === '/');

/** The frame both sidebars share: firm brand, signed-in user, navigation, logout. */
export const Sidebar = ({ caption, userCaption, sections }: SidebarProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const logout = useLogout();
  const { pathname } = useLocation();
  const user = getSessionUser();
  const userName = (locale === 'ar' ? user?.fullNameAr : user?.fullNameEn) || user?.username;

  return (
    <Box
      component="aside"
      data-testid="sidebar"
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ px: 2, py: 2.5 }}>
        <FirmBrand caption={caption} />
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }} variant="body2" noWrap data-testid="user-name">
          {userName}
        </Typography>
        {userCaption && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {userCaption}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={translate('app.layout.navigation')} sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {sections.map((section, index) => (
          <List
            key={section.labelKey ?? index}
            dense
            disablePadding
            subheader={
              section.labelKey && (
                <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: 12 }}>
                  {translate(section.labelKey)}
                </ListSubheader>
              )
            }
          >
            {section.items.map((item) => (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.path}
                  selected={isCurrent(pathname, item.path)}
                  aria-current={isCurrent(pathname, item.path) ? 'page' : undefined}
                  sx={{ mx: 1, borderRadius: 1.5, '&.Mui-selected': { color: 'primary.main', fontWeight: 600 } }}
                >
                  <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                    <item.icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={translate(item.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        <Button fullWidth color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ justifyContent: 'flex-start' }}>
          {translate('app.layout.logout')}
        </Button>
      </Box>
    </Box>
  );
};
