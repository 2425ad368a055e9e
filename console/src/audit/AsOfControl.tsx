import { useEffect, useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useAuditWording } from './i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone, to the second. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'View as of' date-time picker: 'Show' opens the historical view at the chosen moment. */
export const AsOfControl = ({ value, onChange }: { value: string | null; onChange: (iso: string) => void }) => {
  const w = useAuditWording();
  const [draft, setDraft] = useState(toLocalInput(value));
  useEffect(() => setDraft(toLocalInput(value)), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const moment = new Date(draft);
    if (!Number.isNaN(moment.getTime())) onChange(moment.toISOString());
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center', mb: 2 }} data-testid="as-of-control">
      <TextField
        type="datetime-local"
        size="small"
        label={w.asOf.viewAsOf}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, max: toLocalInput(new Date().toISOString()) } }}
        sx={{ width: 260 }}
      />
      <Button type="submit" variant="outlined" disabled={!draft}>
        {w.asOf.show}
      </Button>
    </Stack>
  );
};
