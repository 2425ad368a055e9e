import { Alert } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { requiredField } from '../../../components/forms/validation';
import { useWatch } from 'react-hook-form';
import { InputGrid } from '../../../components/forms/InputGrid';
import { useCasesWording } from '../i18n';
import { casePriorities, choicesOf, wizardStatuses } from '../vocabulary';
import { DatePickerInput } from '../../../components/dates/DatePickerInput';

export const detailsFields = ['caseNumber', 'caseYear', 'registrationDate', 'priority', 'status', 'startDate', 'expectedEndDate'];

/** Step 4: number (generated when empty), year, registration date, priority, status; dates unless a draft. */
export const DetailsStep = () => {
  const w = useCasesWording();
  const status = useWatch({ name: 'status' }) as string;
  return (
    <>
      <InputGrid>
        <TextInput source="caseNumber" label={w.fields.caseNumber} helperText={w.wizard.caseNumberHint} fullWidth />
        <NumberInput source="caseYear" label={w.fields.caseYear} step={1} fullWidth />
        <DatePickerInput source="registrationDate" label={w.fields.registrationDate} fullWidth />
        <SelectInput source="priority" label={w.fields.priority} choices={choicesOf(casePriorities, w.priorities)} validate={requiredField} fullWidth />
        <SelectInput source="status" label={w.fields.status} choices={choicesOf(wizardStatuses, w.statuses)} validate={requiredField} fullWidth />
      </InputGrid>
      {status === 'draft' ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {w.wizard.draftHint}
        </Alert>
      ) : (
        <InputGrid>
          <DatePickerInput source="startDate" label={w.fields.startDate} fullWidth />
          <DatePickerInput source="expectedEndDate" label={w.fields.expectedEndDate} fullWidth />
        </InputGrid>
      )}
    </>
  );
};
