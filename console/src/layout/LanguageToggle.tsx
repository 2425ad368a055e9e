import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useI18nProvider, useTranslate } from 'react-admin';
import { useLanguage } from '../i18n/language';

/**
 * English / العربية switch; the i18n provider stores the choice and flips the page direction.
 * It goes to the provider, not to react-admin's locale store: a change there remounts the whole
 * page and loses unsaved edits, while a new provider per language (App) re-renders it in place.
 */
export const LanguageToggle = () => {
  const translate = useTranslate();
  const i18nProvider = useI18nProvider();
  const locale = useLanguage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_, value: string | null) => value && void i18nProvider.changeLocale(value)}
      aria-label={translate('app.language.label')}
    >
      <ToggleButton value="en" lang="en" sx={{ px: 1.5, textTransform: 'none' }}>
        English
      </ToggleButton>
      <ToggleButton value="ar" lang="ar" sx={{ px: 1.5, textTransform: 'none' }}>
        العربية
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
