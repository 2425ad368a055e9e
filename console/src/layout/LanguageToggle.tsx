import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

/** English / العربية switch; the i18n provider stores the choice and flips the page direction. */
export const LanguageToggle = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_, value: string | null) => value && setLocale(value)}
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
