import { Suspense, createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { CustomRoutes, Resource, memoryStore, type AuthProvider, type I18nProvider } from 'react-admin';
import { directionOf, useLanguage } from './i18n/language';
import { useDisplayPrefs } from './i18n/displayPrefs';
import { NotFound } from './pages/NotFound';
import { LatestNotification } from './layout/LatestNotification';
import type { AppDataProvider } from './providers/dataProvider';
import type { ResourceDefinition } from './resources/types';
import { ltrCache, rtlCache } from './theme/emotionCache';
import { createAppTheme, useReducedMotion } from './theme/theme';
import { caseRoutes } from './lawyer/cases/routes';
import { lawyerInvoiceRoutes } from './lawyer/invoices/routes';
import { minutesRoutes } from './lawyer/minutes/routes';
import { lazyScreen } from './lazyScreen';
import { AdminDashboard, AppLayoutScreen, LawyerDashboard } from './firstScreens';
import { PortalAdmin } from './PortalAdmin';

// every screen in its own chunk, loaded when first shown
const CreateFilePage = lazyScreen(() => import('./lawyer/files/CreateFilePage'), 'CreateFilePage');
const EditFilePage = lazyScreen(() => import('./lawyer/files/EditFilePage'), 'EditFilePage');
const FileDetailPage = lazyScreen(() => import('./lawyer/files/FileDetailPage'), 'FileDetailPage');
const CalendarPage = lazyScreen(() => import('./lawyer/calendar/CalendarPage'), 'CalendarPage');
const ReportsPage = lazyScreen(() => import('./lawyer/reports/ReportsPage'), 'ReportsPage');
const FinalRulingsPage = lazyScreen(() => import('./lawyer/finalRulings/FinalRulingsPage'), 'FinalRulingsPage');
const MyTasksPage = lazyScreen(() => import('./lawyer/myTasks/MyTasksPage'), 'MyTasksPage');
const MyTimePage = lazyScreen(() => import('./lawyer/time/MyTimePage'), 'MyTimePage');
// the top bar timer's working part, from the same chunk as My time (the frame lists no chunks of its own)
const TimerControls = lazyScreen(() => import('./lawyer/time/MyTimePage'), 'TimerControls');
const AuditLogList = lazyScreen(() => import('./audit/AuditLogList'), 'AuditLogList');
const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage');
// the frame around the signed-in screens (menus, notifications) is not part of the login page either
const AppLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>
    <AppLayoutScreen timerControls={TimerControls}>{children}</AppLayoutScreen>
  </Suspense>
);

export interface AppProps {
  dataProvider: AppDataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  resources: ResourceDefinition[];
  /** the session is over: the login screen, outside the portal, takes over */
  onSignedOut: () => void;
}

// Spec section 7: queries do not refetch on focus and are not retried; nor are mutations.
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });

// One toast at a time, each shown 5 s (spec section 9); a new one replaces the one shown at once.
const AppNotification = () => <LatestNotification autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />;

/** Composition root: providers come in as props, screens are wired here. */
export const App = ({ dataProvider, authProvider, i18nProvider, resources, onSignedOut }: AppProps) => {
  const language = useLanguage();
  const displayPrefs = useDisplayPrefs();
  const direction = directionOf(language);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createAppTheme(direction, reducedMotion), [direction, reducedMotion]);
  // A new provider per language re-renders every translation in place; react-admin's own locale
  // switch remounts the whole page instead, losing what was typed (see LanguageToggle).
  const i18n = useMemo<I18nProvider>(
    () => ({ ...i18nProvider, translate: (key, options) => i18nProvider.translate(key, options) }),
    // digits follow the user's choice (profile): every translated text renders again with them
    [i18nProvider, language, displayPrefs],
  );
  // one of each per sign-in: the portal is mounted after a sign-in, at the URL it left the user at
  const [{ store, queryClient, router }] = useState(() => ({ store: memoryStore(), queryClient: newQueryClient(), router: createBrowserRouter([{ path: '*', element: <AdminOfRouter /> }]) }));

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <AdminProps.Provider value={{ dataProvider, authProvider, i18nProvider, i18n, resources, store, queryClient, theme, onSignedOut }}>
      {/* The spec's URLs are real paths (deep links), not react-admin's default hash routes.
          No transitions: react-admin's redirect to /login re-renders the guarded routes with
          urgent updates that keep interrupting a transition, looping for seconds.
          A data router, so that forms can ask before unsaved changes are left (useBlocker). */}
      <RouterProvider router={router} useTransitions={false} />
      </AdminProps.Provider>
    </CacheProvider>
  );
};

/** Admin's props, handed through the router (created once) to the element of its one route. */
const AdminProps = createContext<AdminAppProps | null>(null);
function AdminOfRouter() {
  const props = useContext(AdminProps);
  return props ? <AdminApp {...props} /> : null;
}

interface AdminAppProps extends AppProps {
  i18n: I18nProvider;
  store: ReturnType<typeof memoryStore>;
  queryClient: QueryClient;
  theme: ReturnType<typeof createAppTheme>;
}

/** react-admin's login route (a sign-out, a refused session): hands over to the login screen */
function SignedOut() {
  const onSignedOut = useContext(AdminProps)?.onSignedOut;
  useEffect(() => onSignedOut?.(), [onSignedOut]);
  return null;
}

const AdminApp = ({ dataProvider, authProvider, i18n, resources, store, queryClient, theme }: AdminAppProps) => (
        <PortalAdmin
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18n}
          queryClient={queryClient}
          store={store}
          theme={theme}
          layout={AppLayout}
          loginPage={SignedOut}
          dashboard={AdminDashboard}
          catchAll={NotFound}
          notification={AppNotification}
          title="Law Firm Portal"
          requireAuth
          disableTelemetry
        >
          {resources.map((r) => (
            <Resource key={r.name} name={r.name} list={r.list} show={r.show} recordRepresentation={r.recordRepresentation} />
          ))}
          <CustomRoutes>
            <Route path="/dashboard" element={<AdminDashboard />} />
            <Route path="/lawyer/dashboard" element={<LawyerDashboard />} />
            <Route path="/lawyer/calendar" element={<CalendarPage />} />
            <Route path="/lawyer/reports" element={<ReportsPage />} />
            <Route path="/lawyer/files/:id" element={<FileDetailPage />} />
            <Route path="/lawyer/create-file" element={<CreateFilePage />} />
            <Route path="/lawyer/edit-file/:id" element={<EditFilePage />} />
            {caseRoutes}
            {minutesRoutes}
            <Route path="/lawyer/final-rulings" element={<FinalRulingsPage />} />
            <Route path="/lawyer/my-tasks" element={<MyTasksPage />} />
            <Route path="/lawyer/time" element={<MyTimePage />} />
            {lawyerInvoiceRoutes}
            <Route path="/management/audit-log" element={<AuditLogList />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/lawyer/profile" element={<ProfilePage />} />
          </CustomRoutes>
        </PortalAdmin>
);
