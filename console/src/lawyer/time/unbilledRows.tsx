import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { getSessionUser } from '../../auth/session';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { RowIconButton, RowNameContext } from '../../components/lists/RowIconButton';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { formatDay } from '../../components/display/days';
import { useLanguage } from '../../i18n/language';
import { useTimeWording } from './i18n';

// What My time's two lists (time entries, expenses) do alike: add a record, and change or delete
// one while no invoice bills it.

/** a list's Add: time and expenses are recorded by the lawyer whose they are (an admin records none) */
export const RecordOwnButton = ({ label, onClick }: { label: string; onClick: () => void }) =>
  getSessionUser()?.userType === 'employee' ? (
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  ) : null;

/** a row's Edit and Delete while no invoice bills it, named by its day and what it is on (its case or matter) as the row shows them */
export const UnbilledRowActions = ({ row, what, onEdit, onDelete }: { row: { date: string; invoiceId: number | null }; what: string; onEdit: () => void; onDelete: () => void }) => {
  const w = useTimeWording();
  const language = useLanguage();
  return (
    <RowNameContext.Provider value={[formatDay(row.date, language), what].join(language === 'ar' ? '، ' : ', ')}>
      {row.invoiceId === null && (
        <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
          <RowIconButton label={w.edit} color="primary" onClick={onEdit}>
            <EditIcon fontSize="small" />
          </RowIconButton>
          <RowIconButton label={w.delete} color="error" onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </RowIconButton>
        </Stack>
      )}
    </RowNameContext.Provider>
  );
};

/** deletes a row once the question is answered yes, and says how it went; `done` closes the question after a success */
export function useConfirmedDelete(remove: (id: number) => Promise<unknown>, words: { deleted: string; deleteFailed: string }, done: () => void) {
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async (id: number) => {
    setDeleting(true);
    try {
      await remove(id);
      toast({ type: 'success', title: 'app.msg.common.success', message: words.deleted });
      done();
    } catch (e) {
      toast({ type: 'error', title: words.deleteFailed, message: errorDetail(e) ?? words.deleteFailed });
    } finally {
      setDeleting(false);
    }
  };
  return { deleting, confirmDelete };
}
