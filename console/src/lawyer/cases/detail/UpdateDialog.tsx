import { SelectInput, TextInput, required } from 'react-admin';
import { DialogForm } from '../../../components/forms/DialogForm';
import { requiredField } from '../../../components/forms/validation';
import { useCasesWording } from '../i18n';
import { choicesOf, updateTypes } from '../vocabulary';
import type { CaseCommands } from './useCaseCommands';

const textRequired = required('app.msg.validation.updateTextRequired');

/** One of the six update types and its text. */
export const UpdateDialog = ({ commands, onClose }: { commands: CaseCommands; onClose: () => void }) => {
  const w = useCasesWording().updates;
  return (
    <DialogForm
      title={w.add}
      submitLabel={w.save}
      defaultValues={{ updateType: 'Status Change', updateText: '' }}
      onClose={onClose}
      onSubmit={(values) => commands.addUpdate(values)}
    >
      <SelectInput source="updateType" label={w.updateType} choices={choicesOf(updateTypes, w.types)} validate={requiredField} fullWidth />
      <TextInput source="updateText" label={w.updateText} validate={textRequired} multiline minRows={3} fullWidth />
    </DialogForm>
  );
};
