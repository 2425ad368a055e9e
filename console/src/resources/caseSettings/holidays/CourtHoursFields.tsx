import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, FormLabel, TextField, Typography } from '@mui/material';
import { minutesOfClockTime, clockTimeOf } from '@lawfirm/contracts/clockTime.ts';
import type { CourtHours } from '@lawfirm/contracts/hearingWarnings.ts';
import { API_URL, httpClient } from '../../../api/http';
import { serverFieldErrors } from '../../../components/forms/serverFieldErrors';
import { useBilingual } from '../../../components/messages/wording';
import { errorDetail, useToast } from '../../../components/messages/useToast';
import { holidayWording } from './wording';

const w = holidayWording.courtHours;
const PATH = '/case-settings/court-hours';
const ends = ['opens', 'closes'] as const;
type End = (typeof ends)[number];

/**
 * The hours courts sit, under the weekend days: a hearing set outside them is asked about before
 * it is saved. Two time fields (24-hour in the field, as the browser writes it), saved together
 * with PUT /api/case-settings/court-hours; the server's refusal is shown on its field. Read-only
 * for roles without edit.
 */
export const CourtHoursFields = ({ saved, canEdit }: { /** undefined until read */ saved: CourtHours | undefined; canEdit: boolean }) => {
  const pick = useBilingual();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<Record<End, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<End, string>>>({});
  const [saving, setSaving] = useState(false);
  // taken again when the saved hours change (not when the weekend's save reads the same ones again)
  useEffect(() => {
    if (saved) setHours({ opens: clockTimeOf(saved.opens) ?? '', closes: clockTimeOf(saved.closes) ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved?.opens, saved?.closes]);

  const shown = hours ?? { opens: '', closes: '' };
  const changed = !!saved && hours !== null && ends.some((end) => minutesOfClockTime(hours[end]) !== minutesOfClockTime(saved[end]));
  const edit = (end: End, value: string) => {
    setHours({ ...shown, [end]: value });
    setErrors((prev) => ({ ...prev, [end]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setSaving(true);
    try {
      await httpClient(`${API_URL}${PATH}`, { method: 'PUT', body: JSON.stringify(shown) });
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['working-week'] });
      toast({ type: 'success', title: 'app.msg.common.success', message: pick(w.saved) });
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      setErrors(Object.fromEntries(ends.filter((end) => typeof fields[end] === 'string').map((end) => [end, fields[end] as string])));
      toast({ type: 'error', title: 'app.msg.common.error', message: pick(w.saveFailed), detail: errorDetail(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={save} noValidate aria-labelledby="court-hours-label" sx={{ mt: 2 }}>
      <FormLabel id="court-hours-label" component="legend" disabled={!canEdit}>
        {pick(w.title)}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {pick(w.hint)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        {ends.map((end) => (
          <TextField
            key={end}
            name={end}
            type="time"
            label={pick(w[end])}
            value={shown[end]}
            onChange={(e) => edit(end, e.target.value)}
            error={!!errors[end]}
            helperText={errors[end]}
            disabled={!canEdit || hours === null || saving}
            size="small"
            sx={{ width: 180 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', step: 300 } }}
          />
        ))}
        {canEdit && (
          <Button type="submit" variant="contained" disabled={!changed || saving}>
            {pick(w.save)}
          </Button>
        )}
      </Box>
    </Box>
  );
};
