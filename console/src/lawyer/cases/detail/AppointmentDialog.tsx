import { useState } from 'react';
import { RadioButtonGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { getSessionUser } from '../../../auth/session';
import { DialogForm } from '../../../components/forms/DialogForm';
import { InputGrid } from '../../../components/forms/InputGrid';
import { TimeSlotInput } from '../../../components/forms/TimeSlotInput';
import { useCasesWording } from '../i18n';
import { useLawyers } from '../lookups';
import { appointmentTypes, choicesOf } from '../vocabulary';
import type { CaseCommands } from './useCaseCommands';
import { DatePickerInput } from '../../../components/dates/DatePickerInput';

interface AppointmentDialogProps {
  commands: CaseCommands;
  onClose: () => void;
}

const titleRequired = required('app.msg.validation.titleRequired');
const agendaRequired = required('app.msg.validation.agendaRequired');
const dateRequired = required('app.msg.validation.dateRequired');
const timeRequired = required('app.msg.validation.timeRequired');
const lawyerRequired = required('app.msg.validation.lawyerRequired');

/** A meeting (with a participant) or a task (assigned to a lawyer) for the case. */
export const AppointmentDialog = ({ commands, onClose }: AppointmentDialogProps) => {
  const { appointments: w, hearings } = useCasesWording();
  const [defaults] = useState(() => {
    const user = getSessionUser();
    return { type: 'meeting', title: '', description: '', date: '', time: '', participant: '', assignedTo: user?.userType === 'employee' ? Number(user.id) : null };
  });
  const submit = ({ participant, assignedTo, ...values }: Record<string, unknown>) =>
    commands.addAppointment(values.type === 'task' ? { ...values, assignedTo } : { ...values, participant: participant || null });
  return (
    <DialogForm title={w.add} submitLabel={w.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <RadioButtonGroupInput source="type" label={w.type} choices={choicesOf(appointmentTypes, w.types)} row />
      <TextInput source="title" label={w.title} validate={titleRequired} fullWidth />
      <TextInput source="description" label={w.description} validate={agendaRequired} multiline minRows={3} fullWidth />
      <InputGrid>
        <DatePickerInput source="date" label={w.date} validate={dateRequired} fullWidth />
        <TimeSlotInput source="time" label={w.time} validate={timeRequired} manualLabel={hearings.manualTime} />
      </InputGrid>
      <WhoInput />
    </DialogForm>
  );
};

/** Meetings name a participant; tasks are assigned to one of the firm's lawyers. */
const WhoInput = () => {
  const w = useCasesWording().appointments;
  const type = useWatch({ name: 'type' });
  const lawyers = useLawyers();
  return type === 'task' ? (
    <SelectInput source="assignedTo" label={w.assignedTo} choices={lawyers.choices} isPending={lawyers.isPending} validate={lawyerRequired} fullWidth />
  ) : (
    <TextInput source="participant" label={w.participant} fullWidth />
  );
};
