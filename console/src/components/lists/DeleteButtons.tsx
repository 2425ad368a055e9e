import { useState, type MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  useBulkDeleteController,
  useDeleteController,
  useListContext,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUnselect,
  type RaRecord,
} from 'react-admin';
import { deletedIdsOf } from '../../providers/dataProvider';
import { DeleteConfirm } from './DeleteConfirm';
import { RowIconButton } from './RowIconButton';
import type { CrudMessages } from '../messages/crudMessages';
import { errorDetail, useToast } from '../messages/useToast';

/** Success and failure toasts of a delete, then a list refresh. */
function useDeleteOutcome(messages: CrudMessages, close: () => void) {
  const toast = useToast();
  const refresh = useRefresh();
  return {
    onSuccess: () => {
      close();
      toast({ type: 'success', title: 'app.msg.common.success', message: messages.deleted });
      refresh();
    },
    onError: (error: unknown) => {
      close();
      toast({ type: 'error', title: 'app.msg.common.error', message: messages.deleteFailed, detail: errorDetail(error) });
    },
  };
}

interface DeleteRowButtonProps {
  messages: CrudMessages;
  /** asks the browser's confirm with this text instead of the dialog (the spec's courts screen) */
  confirmText?: (record: RaRecord) => string;
  /** translation key of the dialog's question when it says more than the generic one */
  confirmContent?: string;
}

/** Per-row delete: an icon button opening the spec's confirmation dialog, named by its row's record ('Delete: Dubai'). */
export const DeleteRowButton = ({ messages, confirmText, confirmContent }: DeleteRowButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const unselect = useUnselect(resource);
  const [open, setOpen] = useState(false);
  const { onSuccess, onError } = useDeleteOutcome(messages, () => setOpen(false));
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource,
    mutationMode: 'pessimistic',
    redirect: false,
    mutationOptions: {
      onSuccess: () => {
        if (record) unselect([record.id]);
        onSuccess();
      },
      onError,
    },
  });
  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    if (!confirmText) setOpen(true);
    else if (record && window.confirm(confirmText(record))) handleDelete();
  };
  return (
    <>
      <RowIconButton label="ra.action.delete" color="error" onClick={openConfirm}>
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <DeleteConfirm open={open} loading={isPending} content={confirmContent} onConfirm={handleDelete} onClose={() => setOpen(false)} />
    </>
  );
};

/**
 * Bulk delete of the selected rows, through the same confirmation dialog. When some rows are
 * refused (in use), the deleted ones leave the selection and the list, the refused stay selected.
 */
export const BulkDeleteButton = ({ messages }: { messages: CrudMessages }) => {
  const { onUnselectItems } = useListContext();
  const unselect = useUnselect(useResourceContext());
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const outcome = useDeleteOutcome(messages, () => setOpen(false));
  const onError = (error: unknown) => {
    const deleted = deletedIdsOf(error);
    if (deleted.length) {
      unselect(deleted);
      refresh();
    }
    outcome.onError(error);
  };
  const { isPending, handleDelete } = useBulkDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        onUnselectItems();
        outcome.onSuccess();
      },
      onError,
    },
  });
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} data-testid="bulk-delete">
        <DeleteIcon />
      </Button>
      <DeleteConfirm open={open} loading={isPending} onConfirm={handleDelete} onClose={() => setOpen(false)} />
    </>
  );
};
