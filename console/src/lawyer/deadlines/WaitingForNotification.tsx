import type { WaitingDeadline } from '@lawfirm/contracts';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { deadlineName, useDeadlineWording } from './DeadlineDays';

/** A deadline the minutes wait to open (GET /api/lawyer/final-rulings and /api/hearing-minutes/{id}: `waitingDeadlines`). */
export type { WaitingDeadline } from '@lawfirm/contracts';

/**
 * A ruling whose deadlines count from its notification, while its minutes do not record that date:
 * says the period starts once the ruling is notified, names those deadlines, and takes the lawyer to
 * the minutes' form to add the date (`editPath`, when they may edit the minutes).
 */
export const WaitingForNotification = ({ waiting, editPath }: { waiting: readonly WaitingDeadline[]; editPath: string | null }) => {
  const w = useDeadlineWording().waiting;
  const phrase = usePhrase();
  const language = useLanguage();
  if (!waiting.length) return null;
  const names = waiting.map((d) => deadlineName(d, language)).join(language === 'ar' ? '، ' : ', ');
  return (
    <Alert severity="info" icon={<EventIcon fontSize="inherit" />} data-testid="deadline-waiting" sx={{ mt: 1 }}>
      <AlertTitle sx={{ mb: 0.25 }}>{w.title}</AlertTitle>
      <Box>
        <bdi>{phrase(w.names, { names })}</bdi>
      </Box>
      {editPath && (
        <Button component={Link} to={editPath} size="small" color="inherit" variant="outlined" sx={{ mt: 1 }}>
          {w.action}
        </Button>
      )}
    </Alert>
  );
};
