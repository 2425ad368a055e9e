import { DataTable } from 'react-admin';
import { ReferenceNameField } from '../../../components/display/ReferenceNameField';
import { ReferenceSelectInput } from '../../../components/forms/ReferenceSelectInput';
import { requiredField } from '../../../components/forms/validation';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';

/** react-admin resource of the courts (admin settings), whose records the districts belong to */
const COURTS = 'settings/courts';

export const courtDistricts: SettingsModuleParts = {
  columns: (
    <>
      {pairColumns('name')}
      <DataTable.Col source="courtId">
        <ReferenceNameField source="courtId" reference={COURTS} />
      </DataTable.Col>
    </>
  ),
  inputs: (
    <>
      {pairInputs('name')}
      <ReferenceSelectInput source="courtId" reference={COURTS} validate={requiredField} />
    </>
  ),
  sort: { field: 'nameEn', order: 'ASC' },
};
