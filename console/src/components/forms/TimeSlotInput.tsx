import { useMemo, useState } from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { SelectInput, TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLanguage } from '../../i18n/language';
import { formatTime, normalizeTime, slotChoices, timeSlots, validTime } from './timeSlots';

interface TimeSlotInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  /** label of the switch to free text entry ('Enter time manually') */
  manualLabel: string;
}

/**
 * A time picked from the working day's 15-minute slots (stored 24-hour, shown hh:mm AM/PM; slotChoices), or typed once the switch is on (a time
 * the server reads, 12- or 24-hour, checked as typed).
 * A stored time that is not a slot opens in free text, so it is shown as it is.
 */
export const TimeSlotInput = ({ source, label, validate, manualLabel }: TimeSlotInputProps) => {
  const language = useLanguage();
  const value: unknown = useWatch({ name: source });
  const [manual, setManual] = useState(() => typeof value === 'string' && value !== '' && !timeSlots.includes(normalizeTime(value)));
  const choices = useMemo(() => slotChoices(value).map((id) => ({ id, name: formatTime(id, language) })), [language, value]);
  const typed = useMemo(() => [...(validate === undefined ? [] : Array.isArray(validate) ? validate : [validate]), validTime], [validate]);
  return (
    <Box sx={{ width: '100%' }}>
      {manual ? (
        <TextInput source={source} label={label} validate={typed} fullWidth helperText={false} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      ) : (
        <SelectInput
          source={source}
          label={label}
          choices={choices}
          validate={validate}
          format={(v: unknown) => (typeof v === 'string' ? normalizeTime(v) : v)}
          fullWidth
          helperText={false}
        />
      )}
      <FormControlLabel
        sx={{ mt: -0.5, mb: 1 }}
        control={<Switch size="small" checked={manual} onChange={(event) => setManual(event.target.checked)} />}
        label={manualLabel}
        slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
      />
    </Box>
  );
};
