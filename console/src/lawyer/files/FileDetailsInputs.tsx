import type { ReactNode } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { FormSection } from '../../components/forms/FormSection';
import { useLocalized } from '../../components/display/localized';
import { requiredField } from '../../components/forms/validation';
import { fileKey } from './i18n';
import { useDepartments, useFileClients, useOffices } from './useFileLookups';
import { directionChoices, formDirection } from './vocabulary';

/**
 * What create and edit share: subject, direction, client (agreement holders only), department,
 * office and notes. `first` goes before them (the file number).
 */
export const FileDetailsInputs = ({ first }: { first?: ReactNode }) => {
  const localized = useLocalized();
  const clients = useFileClients();
  const departments = useDepartments();
  const offices = useOffices();
  return (
    <FormSection title={fileKey('create.details')}>
      {first}
      <TextInput source="subject" validate={requiredField} fullWidth />
      <SelectInput source="caseDirection" choices={directionChoices} format={formDirection} validate={requiredField} fullWidth />
      <SelectInput
        source="clientId"
        choices={clients.data}
        isPending={clients.isPending}
        optionText={(client) => localized(client, 'fullName')}
        helperText={fileKey('lookups.clientsHint')}
        validate={requiredField}
        fullWidth
      />
      <SelectInput
        source="departmentId"
        choices={departments.data}
        isPending={departments.isPending}
        optionText={(department) => localized(department, 'title')}
        validate={requiredField}
        fullWidth
      />
      <SelectInput source="officeId" choices={offices.data} isPending={offices.isPending} optionText={(office) => localized(office, 'name')} validate={requiredField} fullWidth />
      <TextInput source="notes" multiline minRows={3} fullWidth sx={{ gridColumn: '1 / -1' }} />
    </FormSection>
  );
};
