import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRecordContext, useRefresh } from 'react-admin';
import { DeleteConfirm } from '../../components/lists/DeleteConfirm';
import { RowIconButton } from '../../components/lists/RowIconButton';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { FILES, fileKey } from './i18n';

/**
 * Deletes the row's file after a confirmation naming its number. A refusal shows the server's
 * reason (in the current language), else 'Failed to delete file'.
 */
export const FileDeleteButton = () => {
  const record = useRecordContext();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    remove(
      FILES,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast({ type: 'success', title: 'app.msg.common.success', message: fileKey('messages.deleted') });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          toast({ type: 'error', title: 'app.msg.common.error', message: errorDetail(error) || fileKey('messages.deleteFailed') });
        },
      },
    );
  return (
    <>
      <RowIconButton label="ra.action.delete" color="error" recordName={String(record.fileNumber ?? '')} onClick={() => setOpen(true)}>
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <DeleteConfirm
        open={open}
        loading={isPending}
        content={fileKey('deleteConfirm')}
        translateOptions={{ fileNumber: record.fileNumber }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
