import { TextInput, required, type RaRecord } from 'react-admin';
import { DialogForm } from '../../../components/forms/DialogForm';
import { InputGrid } from '../../../components/forms/InputGrid';
import { TimeSlotInput } from '../../../components/forms/TimeSlotInput';
import { useCasesWording } from '../i18n';
import type { CaseCommands } from './useCaseCommands';
import { DatePickerInput } from '../../../components/dates/DatePickerInput';
import { useConfirmUnusualHearing } from '../../unusualHearing/ConfirmUnusualHearing';

const hearingFields = ['hearingDate', 'hearingTime', 'hallName', 'onlineLink', 'rollNumber', 'whatIsRequested'] as const;

const dateRequired = required('app.msg.validation.dateRequired');
const timeRequired = required('app.msg.validation.timeRequired');
const hallNameRequired = required('app.msg.validation.hallNameRequired');
const rollNumberRequired = required('app.msg.validation.rollNumberRequired');
const descriptionRequired = required('app.msg.validation.descriptionRequired');

interface HearingDialogProps {
  /** the hearing to edit; a new one when absent */
  hearing?: RaRecord;
  commands: CaseCommands;
  onClose: () => void;
}

/**
 * Add or edit a hearing: date, time (slot or typed), hall, optional online link, roll number, what
 * is requested. A day off or a time outside the court hours is asked about before it is sent.
 */
export const HearingDialog = ({ hearing, commands, onClose }: HearingDialogProps) => {
  const w = useCasesWording();
  const unusual = useConfirmUnusualHearing();
  const defaults = Object.fromEntries(hearingFields.map((field) => [field, hearing?.[field] ?? '']));
  const saved = hearing ? { day: hearing.hearingDate, time: hearing.hearingTime } : undefined;
  return (
    <>
      <DialogForm
        title={hearing ? w.hearings.edit : w.hearings.add}
        submitLabel={w.hearings.save}
        defaultValues={defaults}
        onClose={onClose}
        confirm={(values) => unusual.confirm({ day: values.hearingDate, time: values.hearingTime }, saved)}
        onSubmit={(values) => (hearing ? commands.updateHearing(hearing, values) : commands.addHearing(values))}
      >
        <InputGrid>
          <DatePickerInput source="hearingDate" label={w.hearings.hearingDate} validate={dateRequired} fullWidth />
          <TimeSlotInput source="hearingTime" label={w.hearings.hearingTime} validate={timeRequired} manualLabel={w.hearings.manualTime} />
          <TextInput source="hallName" label={w.hearings.hallName} validate={hallNameRequired} fullWidth />
          <TextInput source="rollNumber" label={w.hearings.rollNumber} validate={rollNumberRequired} fullWidth />
        </InputGrid>
        <TextInput source="onlineLink" label={w.hearings.onlineLink} fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextInput source="whatIsRequested" label={w.hearings.whatIsRequested} validate={descriptionRequired} multiline minRows={3} fullWidth />
      </DialogForm>
      {unusual.dialog}
    </>
  );
};
