import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLanguage, type Language } from '../i18n/language';

/** English / العربية buttons; what a choice changes is the caller's (see LanguageToggle). */
export const LanguageButtons = ({ label, onChange }: { label: string; onChange: (language: Language) => void }) => {
  const locale = useLanguage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_, value: Language | null) => value && onChange(value)}
      aria-label={label}
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
