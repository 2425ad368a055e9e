import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, useLocation } from 'react-router-dom';
import { Error as ErrorPage, Loading, LoadingIndicator, TitlePortal } from 'react-admin';
import { employeeMayVisit } from '../auth/canAccess';
import { getSessionUser } from '../auth/session';
import { AdminSidebar } from './AdminSidebar';
import { LanguageToggle } from './LanguageToggle';
import { LawyerSidebar } from './LawyerSidebar';
import { adminMayVisit, isLawyerPath } from './menu';
import { NotificationBell } from '../lawyer/notifications/NotificationBell';
import { ProfileLink } from '../profile/ProfileLink';

/**
 * The access guard of spec section 4 and the page frame. react-admin renders it only once the
 * session is checked (loading state, then /login when signed out). Employees are kept in the
 * lawyer area and the screens it links to, admins on the screens their role views; lawyer paths
 * and employees get the lawyer sidebar, everyone else the admin one.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  const user = getSessionUser();
  const employee = user?.userType === 'employee';
  if (employee && !employeeMayVisit(pathname)) return <Navigate to="/lawyer/dashboard" replace />;
  // an admin whose role does not view a screen's module (a deep link, a bookmark) starts at the dashboard
  if (user && !employee && !adminMayVisit(user, pathname)) return <Navigate to="/dashboard" replace />;
  const SidebarOfArea = employee || isLawyerPath(pathname) ? LawyerSidebar : AdminSidebar;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SidebarOfArea />
      <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 3,
            minHeight: 64,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TitlePortal variant="h6" sx={{ flex: 1, fontWeight: 600 }} />
          <LoadingIndicator />
          <NotificationBell />
          <LanguageToggle />
          <ProfileLink />
        </Box>
        <Box sx={{ flex: 1, p: 3 }}>
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
