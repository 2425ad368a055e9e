import { Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Box, Drawer, IconButton, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, useLocation } from 'react-router-dom';
import { Error as ErrorPage, Loading, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { employeeMayVisit } from '../auth/canAccess';
import { getSessionUser } from '../auth/session';
import { AdminSidebar } from './AdminSidebar';
import { LanguageToggle } from './LanguageToggle';
import { LawyerSidebar } from './LawyerSidebar';
import { adminMayVisit, isLawyerPath } from './menu';
import { useDocumentTitle } from './useDocumentTitle';
import { NotificationBell } from '../lawyer/notifications/NotificationBell';
import { ProfileLink } from '../profile/ProfileLink';
import { GlobalSearch } from '../search/GlobalSearch';
import { TopBarTimer, type LazyTimerControls } from '../lawyer/time/TopBarTimer';

/**
 * The access guard of spec section 4 and the page frame. react-admin renders it only once the
 * session is checked (loading state, then /login when signed out). Employees are kept in the
 * lawyer area and the screens it links to, admins on the screens their role views; lawyer paths
 * and employees get the lawyer sidebar, everyone else the admin one.
 */
export const AppLayout = ({ children, timerControls }: { children: ReactNode; timerControls?: LazyTimerControls }) => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  // below 900 px the sidebar is a drawer behind the menu button
  const narrow = useMediaQuery('(max-width: 899.95px)', { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  useDocumentTitle();
  // every page opens at its top, and a followed menu link closes the drawer
  useEffect(() => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [pathname]);
  const user = getSessionUser();
  const employee = user?.userType === 'employee';
  if (employee && !employeeMayVisit(pathname)) return <Navigate to="/lawyer/dashboard" replace />;
  // an admin whose role does not view a screen's module (a deep link, a bookmark) starts at the dashboard
  if (user && !employee && !adminMayVisit(user, pathname)) return <Navigate to="/dashboard" replace />;
  const SidebarOfArea = employee || isLawyerPath(pathname) ? LawyerSidebar : AdminSidebar;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {narrow ? (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} data-testid="menu-drawer">
          <SidebarOfArea />
        </Drawer>
      ) : (
        <SidebarOfArea />
      )}
      <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            // a phone's bar holds menu, search, bell, language and profile side by side, and the
            // page's title whole on a line of its own beneath them
            gap: { xs: 0.25, sm: 2 },
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            px: { xs: 1, sm: 3 },
            minHeight: 64,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {narrow && (
            <IconButton edge="start" aria-label={translate('app.layout.openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} sx={{ mr: { xs: 'auto', sm: 0 } }}>
              <MenuIcon />
            </IconButton>
          )}
          <TitlePortal
            variant="h6"
            noWrap
            sx={{ flex: { xs: '1 0 100%', sm: 1 }, order: { xs: 1, sm: 0 }, minWidth: 0, fontWeight: 600, whiteSpace: { xs: 'normal', sm: 'nowrap' }, pb: { xs: 1, sm: 0 } }}
          />
          <GlobalSearch />
          {/* its spinner is a progress bar: named, so a screen reader says what it is */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
          {/* a lawyer's time: admins record none */}
          {employee && timerControls && <TopBarTimer Controls={timerControls} />}
          <NotificationBell />
          <LanguageToggle />
          <ProfileLink />
        </Box>
        <Box sx={{ flex: 1, p: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
          <ErrorBoundary
            onError={(_, info) => setErrorInfo(info)}
            fallbackRender={({ error, resetErrorBoundary }) => (
              <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
            )}
          >
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
};
