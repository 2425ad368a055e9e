import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { API_URL, httpClient } from '../../api/http';
import { useMayWork } from '../../auth/mayWork';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import type { Deadline } from './api';
import { deadlineName, useDeadlineWording } from './DeadlineDays';

type Closable = Pick<Deadline, 'id' | 'nameEn' | 'nameAr' | 'status'> & { caseNumber?: string | null };

/**
 * A labelled button ('Mark as Met', with a tick) that closes an open deadline as met, after a confirmation with an optional note
 * (the lawyer's record of what was done). Lists showing deadlines are fetched again afterwards.
 * Hidden on closed deadlines and from admins whose role may not edit cases.
 */
export const MarkMetButton = ({ deadline, caseNumber, onDone }: { deadline: Closable; caseNumber?: string | null; onDone?: () => void }) => {
  const { markMet: w } = useDeadlineWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayClose = useMayWork('cases', 'edit');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  if (deadline.status !== 'open' || !mayClose) return null;

  const confirm = async () => {
    setSaving(true);
    try {
      await httpClient(`${API_URL}/lawyer/deadlines/${deadline.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'met', note: note.trim() || null }) });
      await Promise.all(['lawyer-deadlines', 'lawyer/final-rulings', 'lawyer-calendar'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      toast({ type: 'success', title: 'app.msg.common.success', message: w.done });
      setOpen(false);
      setNote('');
      onDone?.();
    } catch (error) {
      toast({ type: 'error', title: 'app.msg.common.error', message: w.failed, detail: errorDetail(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {/* said in words beside its tick (a tick alone says nothing on a phone, where no tooltip shows) */}
      <Button size="small" color="success" variant="outlined" startIcon={<TaskAltIcon fontSize="small" />} onClick={() => setOpen(true)} data-testid="mark-met" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {w.action}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={`mark-met-${deadline.id}`}>
        <DialogTitle id={`mark-met-${deadline.id}`}>{w.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{phrase(w.question, { name: deadlineName(deadline, language), caseNumber: caseNumber ?? deadline.caseNumber ?? '' })}</DialogContentText>
          <TextField label={w.note} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 2000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            {w.cancel}
          </Button>
          <Button variant="contained" color="success" onClick={confirm} disabled={saving}>
            {w.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
