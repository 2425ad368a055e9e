import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { HearingWarning } from '@lawfirm/contracts/hearingWarnings.ts';
import { formatDay } from '../../components/display/days';
import { formatTime } from '../../components/forms/timeSlots';
import { usePhrase, wordingHook } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { loadHearingCalendar, usePrefetchHearingCalendar, type HearingCalendar } from './hearingCalendar';
import { warningsToConfirm, type HearingMoment } from './unusualHearing';
import { unusualHearingWording } from './wording';

const useWording = wordingHook(unusualHearingWording);

interface Question {
  hearing: HearingMoment;
  warnings: HearingWarning[];
  calendar: HearingCalendar;
  answer: (saveAnyway: boolean) => void;
}

/**
 * Asks before a hearing on the firm's weekend, a public holiday or outside the court hours is
 * saved (the rule is contracts' hearingWarnings, the server's own). `confirm(hearing, saved)`
 * resolves true at once when there is nothing to say, else when the lawyer chooses Save anyway,
 * false on Go back; render `dialog` beside the form.
 */
export function useConfirmUnusualHearing(): { confirm: (hearing: HearingMoment, saved?: HearingMoment) => Promise<boolean>; dialog: ReactNode } {
  usePrefetchHearingCalendar();
  const client = useQueryClient();
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const pending = useRef<Question | null>(null);

  const confirm = useCallback(
    async (hearing: HearingMoment, saved?: HearingMoment) => {
      const calendar = await loadHearingCalendar(client);
      const warnings = calendar ? warningsToConfirm(hearing, saved, calendar, calendar.courtHours) : [];
      if (!warnings.length) return true;
      return new Promise<boolean>((resolve) => {
        const asked: Question = { hearing, warnings, calendar: calendar!, answer: resolve };
        pending.current = asked;
        setQuestion(asked);
        setOpen(true);
      });
    },
    [client],
  );
  const answer = useCallback((saveAnyway: boolean) => {
    // the question stays drawn while the dialog fades out
    setOpen(false);
    pending.current?.answer(saveAnyway);
    pending.current = null;
  }, []);

  const dialog = question && <UnusualHearingDialog open={open} question={question} onAnswer={answer} />;
  return { confirm, dialog };
}

const UnusualHearingDialog = ({ open, question, onAnswer }: { open: boolean; question: Question; onAnswer: (saveAnyway: boolean) => void }) => {
  const w = useWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const titleId = useId();
  const textId = useId();
  const { hearing, warnings, calendar } = question;
  const when = [
    hearing.day ? formatDay(hearing.day, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : null,
    hearing.time ? formatTime(hearing.time, language) : null,
  ].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
  const detail = (warning: HearingWarning): string | undefined => {
    if (warning.code === 'outside_court_hours') {
      return phrase(w.courtHours, { opens: formatTime(calendar.courtHours.opens, language), closes: formatTime(calendar.courtHours.closes, language) });
    }
    if (warning.code === 'holiday' && hearing.day) {
      const holiday = calendar.holidays.find((h) => h.startDate <= hearing.day! && hearing.day! <= h.endDate);
      return holiday ? (language === 'ar' ? holiday.nameAr : holiday.nameEn) || holiday.nameEn : undefined;
    }
    return undefined;
  };
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-describedby={textId} data-testid="unusual-hearing">
      <DialogTitle id={titleId}>{w.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {w.intro} <bdi style={{ fontWeight: 600 }}>{when}</bdi>
        </DialogContentText>
        <List dense>
          {warnings.map((warning) => (
            <ListItem key={warning.code} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <WarningAmberIcon color="warning" />
              </ListItemIcon>
              <ListItemText primary={language === 'ar' ? warning.messageAr : warning.message} secondary={detail(warning)} />
            </ListItem>
          ))}
        </List>
        <DialogContentText>{w.question}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => onAnswer(false)} variant="contained" autoFocus>
          {w.goBack}
        </Button>
        <Button onClick={() => onAnswer(true)} color="warning">
          {w.saveAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
