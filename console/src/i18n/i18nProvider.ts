import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { screenMessages as messages } from '@lawfirm/contracts/screenMessages.ts';
import arabicMessages from './ar';
import { pick, type BilingualTree } from './bilingual';
import { asLanguage, getLanguage, setLanguage, type Language } from './language';
import { ui } from './ui';

/**
 * Catalogue layout:
 * - `ra.*`            react-admin's own messages (ra-language-english, ./ar.ts)
 * - `app.msg.<key>`   the catalogue shared with the server (@lawfirm/contracts messages)
 * - `app.<area>.*`    the console's own wording (./ui.ts)
 * - `resources.<name>.*` each resource's labels (resources/<name>/i18n.ts)
 */
export function buildCatalogue(language: Language, resources: Record<string, BilingualTree>): TranslationMessages {
  const raMessages = language === 'ar' ? arabicMessages : englishMessages;
  return {
    ...raMessages,
    app: { msg: pick(messages, language), ...pick(ui, language) },
    resources: pick(resources, language),
  };
}

/** Polyglot provider whose locale changes are written to storage and to `<html dir lang>`. */
export function createI18nProvider(resources: Record<string, BilingualTree>): I18nProvider {
  const catalogues = { en: buildCatalogue('en', resources), ar: buildCatalogue('ar', resources) };
  const polyglot = polyglotI18nProvider((locale) => catalogues[asLanguage(locale)], getLanguage(), [
    { locale: 'en', name: 'English' },
    { locale: 'ar', name: 'العربية' },
  ]);
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setLanguage(asLanguage(locale));
    },
  };
}
