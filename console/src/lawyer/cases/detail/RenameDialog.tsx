import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useBilingual } from '../../../components/messages/wording';
import { documentsWording as dw } from './documentsWording';

/** The document's new name, checked before it is sent (the server checks it too). */
export const RenameDialog = ({ name: current, busy, onSave, onClose }: { name: string; busy: boolean; onSave: (name: string) => void; onClose: () => void }) => {
  const pick = useBilingual();
  const [name, setName] = useState(current);
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!blank) onSave(name.trim());
        }}
      >
        <DialogTitle>{pick(dw.renameTitle)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={pick(dw.newName)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={touched && blank}
            helperText={touched && blank ? pick(dw.nameRequired) : ' '}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{pick(dw.cancel)}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {pick(dw.save)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
