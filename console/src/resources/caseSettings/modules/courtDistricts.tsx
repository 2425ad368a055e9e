import { DataTable } from 'react-admin';
import { commonFields } from '../../../components/commonFields';
import { ReferenceNameField } from '../../../components/ReferenceNameField';
import { ReferenceSelectInput } from '../../../components/ReferenceSelectInput';
import { requiredField } from '../../../components/validation';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModule } from '../types';
import { settingsWording } from '../wording';

/** react-admin resource of the courts (admin settings), whose records the districts belong to */
const COURTS = 'settings/courts';

export const courtDistricts: SettingsModule = {
  slug: 'court-districts',
  api: 'court-districts',
  wording: settingsWording(
    { en: ['Court District', 'Court Districts'], ar: ['دائرة قضائية', 'الدائرة القضائية', 'الدوائر القضائية'] },
    {
      description: { en: 'Districts of each court, offered when a case picks its court', ar: 'دوائر كل محكمة، تُعرض عند اختيار محكمة القضية' },
      empty: { en: 'No court districts found. Add the first one!', ar: 'لا توجد دوائر قضائية. أضف أول دائرة!' },
      fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr, courtId: { en: 'Court', ar: 'المحكمة' } },
    },
  ),
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
