import { createElement, type ComponentProps } from 'react';
import { CssBaseline } from '@mui/material';
import { AccessDenied, AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, Notification, type Admin } from 'react-admin';

type PortalAdminProps = ComponentProps<typeof Admin> & { loginPage: NonNullable<ComponentProps<typeof Admin>['loginPage']> };

/**
 * react-admin's `<Admin>` (its context, then its UI: CssBaseline, the core UI, the notification)
 * with the console's own login route. `<Admin>` defaults its login page to react-admin's, whose
 * form (react-hook-form and react-admin's inputs) every signed-in first load would carry though the
 * console never shows it: its sign-in is the login screen outside react-admin.
 */
export const PortalAdmin = ({
  authProvider, dataProvider, i18nProvider, queryClient, store, theme, notification = Notification, children,
  accessDenied = AccessDenied, authCallbackPage = AuthCallback, authenticationError = AuthenticationError, error = ErrorPage, loading = LoadingPage, ...ui
}: PortalAdminProps) => (
  <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI accessDenied={accessDenied} authCallbackPage={authCallbackPage} authenticationError={authenticationError} error={error} loading={loading} {...ui}>
        {children}
      </CoreAdminUI>
      {createElement(notification)}
    </CssBaseline>
  </AdminContext>
);
