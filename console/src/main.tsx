// first: before any schema is used
import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAuthProvider } from './auth/authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { applyToDocument, getLanguage } from './i18n/language';
import { moduleOf } from './layout/menu';
import { createDataProvider } from './providers/dataProvider';
import { resourceMessages, resourcePaths, resources } from './resources';

applyToDocument(getLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      dataProvider={createDataProvider(resourcePaths)}
      authProvider={createAuthProvider(moduleOf)}
      i18nProvider={createI18nProvider(resourceMessages)}
      resources={resources}
    />
  </StrictMode>,
);
