import { SelectInput, TextInput } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../api/http';
import { DialogForm } from '../../components/forms/DialogForm';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { requiredField } from '../../components/forms/validation';
import { useMyTasksWording } from './i18n';
import { taskStatuses, type LawyerTask, type TaskStatus } from './types';

export const MY_TASKS_KEY = ['lawyer/my-tasks'];

/** The update dialog: any of the four statuses from any, optional notes (PATCH /api/lawyer/tasks/{id}). */
export const TaskUpdateDialog = ({ task, onClose }: { task: LawyerTask; onClose: () => void }) => {
  const w = useMyTasksWording();
  const toast = useToast();
  const queryClient = useQueryClient();
  const choices = taskStatuses.map((id) => ({ id, name: w.statuses[id] }));
  const submit = async (values: { status: TaskStatus; notes: string | null }) => {
    try {
      await httpClient(`${API_URL}/lawyer/tasks/${task.id}`, { method: 'PATCH', body: JSON.stringify({ status: values.status, notes: values.notes || null }) });
    } catch (error) {
      toast({ type: 'error', title: w.updateFailed, message: errorDetail(error) ?? w.updateFailed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.updated });
    await queryClient.invalidateQueries({ queryKey: MY_TASKS_KEY });
  };
  return (
    <DialogForm title={w.dialog.title} submitLabel={w.dialog.submit} defaultValues={{ status: task.status, notes: task.notes ?? '' }} onClose={onClose} onSubmit={submit}>
      <SelectInput source="status" label={w.dialog.status} choices={choices} validate={requiredField} fullWidth />
      <TextInput source="notes" label={w.dialog.notes} multiline minRows={3} fullWidth />
    </DialogForm>
  );
};
