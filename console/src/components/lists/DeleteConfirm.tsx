import type { MouseEventHandler } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';

interface DeleteConfirmProps {
  open: boolean;
  loading?: boolean;
  onConfirm: MouseEventHandler;
  onClose: MouseEventHandler;
  /** translation key of the question; defaults to the generic 'cannot be undone' one */
  content?: string;
  /** values of its placeholders, e.g. `{ fileNumber }` */
  translateOptions?: Record<string, unknown>;
}

/** The spec's delete confirmation: 'Confirm Delete' / 'Yes, Delete' / 'Cancel'. */
export const DeleteConfirm = ({ open, loading, onConfirm, onClose, content = 'app.table.confirmDeleteContent', translateOptions }: DeleteConfirmProps) => (
  <Confirm
    isOpen={open}
    loading={loading}
    title="app.table.confirmDeleteTitle"
    content={content}
    translateOptions={translateOptions}
    confirm="app.table.yesDelete"
    cancel="app.msg.common.cancel"
    confirmColor="warning"
    ConfirmIcon={DeleteIcon}
    CancelIcon={CloseIcon}
    onConfirm={onConfirm}
    onClose={onClose}
  />
);
