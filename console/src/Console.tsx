import { Suspense, lazy, startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { homeOf, verifyStoredSession } from './auth/authProvider';
import { getSessionUser, getToken } from './auth/session';
import { directionOf, useLanguage } from './i18n/language';
import { LoginScreen } from './login/LoginScreen';
import { LoginToast, type Toast } from './login/LoginToast';
import { ltrCache, rtlCache } from './theme/emotionCache';
import { createAppTheme, useReducedMotion } from './theme/theme';
import { AdminDashboard, AppLayoutScreen, LawyerDashboard } from './firstScreens';

const loadPortal = () => import('./Portal');
let firstScreenLoaded: Promise<unknown> = Promise.resolve();
const Portal = lazy(async () => {
  const [{ Portal }] = await Promise.all([loadPortal(), firstScreenLoaded]);
  return { default: Portal };
});

/**
 * A signed-in load fetches the portal, its frame and the home dashboard at once while the session
 * is checked, and shows the portal when all are there: the frame and the dashboard then render in
 * one go (lazyScreen renders a preloaded screen without suspending) and their API calls start
 * together instead of each waiting for its chunk in turn.
 */
function preloadPortal() {
  const user = getSessionUser();
  void verifyStoredSession();
  const frame = AppLayoutScreen.preload();
  const dashboard = user ? (user.userType === 'employee' ? LawyerDashboard : AdminDashboard).preload() : undefined;
  const atHome = user && [homeOf(user), '/'].includes(location.pathname);
  firstScreenLoaded = Promise.all([frame, atHome ? dashboard : undefined]).catch(() => undefined);
  void loadPortal();
}

type Screen = 'login' | 'portal';

function firstScreen(): Screen {
  if (location.pathname === '/login') return 'login';
  if (getToken()) {
    preloadPortal();
    return 'portal';
  }
  // signed out: any deep link leads to the login page, which sends the user home after
  history.replaceState(null, '', '/login');
  return 'login';
}

/**
 * The console's root: the login screen (MUI only, so /login loads little) or the portal behind
 * it (react-admin and every screen, loaded on sign-in). The login screen's toast stays up while
 * the portal comes in.
 */
export const Console = () => {
  const direction = directionOf(useLanguage());
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createTheme(createAppTheme(direction, reducedMotion)), [direction, reducedMotion]);
  const [screen, setScreen] = useState<Screen>(firstScreen);
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null);
  const toasts = useRef(0);

  const signedIn = useCallback((home: string) => {
    if (location.pathname !== home) history.pushState(null, '', home);
    preloadPortal();
    // the login screen stays until the portal is loaded, instead of a blank page meanwhile
    startTransition(() => setScreen('portal'));
  }, []);
  const signedOut = useCallback(() => setScreen('login'), []);
  const showToast = useCallback((next: Toast) => setToast({ ...next, id: ++toasts.current }), []);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        {screen === 'login' ? (
          <>
            <CssBaseline />
            <LoginScreen onSignedIn={signedIn} toast={showToast} />
          </>
        ) : (
          <Suspense fallback={null}>
            <Portal onSignedOut={signedOut} />
          </Suspense>
        )}
        <LoginToast toast={toast} onClose={() => setToast(null)} />
      </ThemeProvider>
    </CacheProvider>
  );
};
