import { useEffect, useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { DateTimePicker } from '../components/dates/pickers';
import { isValid } from 'date-fns';
import { momentPickerProps } from '../components/dates/DatePickerInput';
import { usePhrase } from '../components/messages/wordingHook';
import { formatDate } from '../i18n/dates';
import { useLanguage } from '../i18n/language';
import { useAuditWording } from './i18n';

/** Why a moment cannot be shown: before the record existed (`since`) or still to come; null when it can. */
export function asOfProblem(moment: string, since: string | null | undefined, now = new Date()): 'beforeRecord' | 'future' | null {
  const t = new Date(moment).getTime();
  if (since && t < new Date(since).getTime()) return 'beforeRecord';
  return t > now.getTime() ? 'future' : null;
}

/** The words for a refused moment, in the page's language. */
export function useAsOfProblemText() {
  const w = useAuditWording();
  const phrase = usePhrase();
  const language = useLanguage();
  return (problem: 'beforeRecord' | 'future', since: string | null | undefined) =>
    problem === 'future' ? w.asOf.future : phrase(w.asOf.beforeRecord, { date: `\u2068${formatDate(since ?? '', language, { dateStyle: 'long', timeStyle: 'medium' })}\u2069` });
}

const toMoment = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * 'View as of' date-time picker, to the second: 'Show' opens the historical view at the chosen moment.
 * A moment before the record existed (`since`, its creation) or after now is refused on the field.
 */
export const AsOfControl = ({ value, onChange, since }: { value: string | null; onChange: (iso: string) => void; since?: string | null }) => {
  const w = useAuditWording();
  const problemText = useAsOfProblemText();
  const [draft, setDraft] = useState<Date | null>(toMoment(value));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDraft(toMoment(value)), [value]);
  const whole = draft !== null && isValid(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!whole) return;
    const refused = asOfProblem(draft.toISOString(), since);
    setProblem(refused ? problemText(refused, since) : null);
    if (!refused) onChange(draft.toISOString());
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ alignItems: 'center', mb: 2 }} data-testid="as-of-control">
      <DateTimePicker
        label={w.asOf.viewAsOf}
        value={draft}
        onChange={(moment) => {
          setDraft(moment);
          setProblem(null);
        }}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        {...momentPickerProps(true)}
        disableFuture
        minDateTime={since ? new Date(since) : undefined}
        slotProps={{ textField: { size: 'small', sx: { width: 300 }, error: !!problem, helperText: problem ?? undefined } }}
      />
      <Button type="submit" variant="outlined" disabled={!whole}>
        {w.asOf.show}
      </Button>
    </Stack>
  );
};
