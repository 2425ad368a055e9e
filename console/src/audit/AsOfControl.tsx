import { useEffect, useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { momentPickerProps } from '../components/dates/DatePickerInput';
import { useAuditWording } from './i18n';

const toMoment = (iso: string | null) => (iso ? new Date(iso) : null);

/** 'View as of' date-time picker, to the second: 'Show' opens the historical view at the chosen moment. */
export const AsOfControl = ({ value, onChange }: { value: string | null; onChange: (iso: string) => void }) => {
  const w = useAuditWording();
  const [draft, setDraft] = useState<Date | null>(toMoment(value));
  useEffect(() => setDraft(toMoment(value)), [value]);
  const whole = draft !== null && isValid(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (whole) onChange(draft.toISOString());
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center', mb: 2 }} data-testid="as-of-control">
      <DateTimePicker
        label={w.asOf.viewAsOf}
        value={draft}
        onChange={setDraft}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        {...momentPickerProps(true)}
        disableFuture
        slotProps={{ textField: { size: 'small', sx: { width: 300 } } }}
      />
      <Button type="submit" variant="outlined" disabled={!whole}>
        {w.asOf.show}
      </Button>
    </Stack>
  );
};
