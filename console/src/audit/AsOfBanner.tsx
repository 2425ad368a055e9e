import { Alert, Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { usePhrase } from '../components/messages/wordingHook';
import { formatDate } from '../i18n/dates';
import { useLanguage } from '../i18n/language';
import { useAuditWording } from './i18n';

/** The notice over a historical view, with the way back to the live record. */
export const AsOfBanner = ({ asOf, onBack }: { asOf: string; onBack: () => void }) => {
  const w = useAuditWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const date = formatDate(asOf, language, { dateStyle: 'long', timeStyle: 'medium' });
  return (
    <Alert
      severity="warning"
      icon={<HistoryIcon />}
      data-testid="as-of-banner"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onBack} sx={{ whiteSpace: 'nowrap' }}>
          {w.asOf.backToToday}
        </Button>
      }
    >
      {phrase(w.asOf.banner, { date: `\u2068${date}\u2069` })}
    </Alert>
  );
};
