import { useI18nProvider, useTranslate } from 'react-admin';
import { LanguageButtons } from './LanguageButtons';

/**
 * English / العربية switch; the i18n provider stores the choice and flips the page direction.
 * It goes to the provider, not to react-admin's locale store: a change there remounts the whole
 * page and loses unsaved edits, while a new provider per language (App) re-renders it in place.
 */
export const LanguageToggle = () => {
  const translate = useTranslate();
  const i18nProvider = useI18nProvider();
  return <LanguageButtons label={translate('app.language.label')} onChange={(language) => void i18nProvider.changeLocale(language)} />;
};
