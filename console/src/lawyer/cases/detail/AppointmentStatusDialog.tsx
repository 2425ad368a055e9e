import { SelectInput, TextInput, type RaRecord } from 'react-admin';
import { DialogForm } from '../../../components/forms/DialogForm';
import { requiredField } from '../../../components/forms/validation';
import { useCasesWording } from '../i18n';
import { appointmentStatuses, choicesOf } from '../vocabulary';
import type { CaseCommands } from './useCaseCommands';

/** Sets any of the four statuses, with optional notes (PATCH /api/lawyer/appointments/{id}). */
export const AppointmentStatusDialog = ({ appointment, commands, onClose }: { appointment: RaRecord; commands: CaseCommands; onClose: () => void }) => {
  const w = useCasesWording().appointments;
  return (
    <DialogForm
      title={w.editStatus}
      submitLabel={w.saveStatus}
      defaultValues={{ status: appointment.status, notes: appointment.notes ?? '' }}
      onClose={onClose}
      onSubmit={(values) => commands.setAppointmentStatus(appointment, values)}
      maxWidth="xs"
    >
      <SelectInput source="status" label={w.status} choices={choicesOf(appointmentStatuses, w.statuses)} validate={requiredField} fullWidth />
      <TextInput source="notes" label={w.notesOptional} multiline minRows={2} fullWidth />
    </DialogForm>
  );
};
