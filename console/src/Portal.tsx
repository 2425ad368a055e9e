import { useState } from 'react';
import { App } from './App';
import { createAuthProvider } from './auth/authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { moduleOf } from './layout/menu';
import { createDataProvider } from './providers/dataProvider';
import { resourceMessages, resourcePaths, resources } from './resources';

/**
 * The signed-in console (react-admin and every screen behind the sign-in), loaded apart from the
 * login screen. Its providers are made per sign-in, in the language chosen at that moment.
 */
export const Portal = ({ onSignedOut }: { onSignedOut: () => void }) => {
  const [providers] = useState(() => ({
    dataProvider: createDataProvider(resourcePaths),
    authProvider: createAuthProvider(moduleOf),
    i18nProvider: createI18nProvider(resourceMessages),
  }));
  return <App {...providers} resources={resources} onSignedOut={onSignedOut} />;
};
