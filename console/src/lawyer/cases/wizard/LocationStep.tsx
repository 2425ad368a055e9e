import type { CourtDistrictDocument } from '@lawfirm/contracts';
import { ReferenceInput, SelectInput, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocalized } from '../../../components/display/localized';
import { useLookup } from '../../../components/forms/useLookup';
import { useCasesWording } from '../i18n';

export const locationFields = ['regionId', 'courtId', 'districtId'];

const emirateRequired = required('app.msg.validation.emirateRequired');
const allRecords = { perPage: 1000, sort: { field: 'nameEn', order: 'ASC' } } as const;

/**
 * Step 2: the emirate (a region), a court of that emirate, and a district of that court when the
 * court has any. Changing the emirate clears the court; changing the court clears the district.
 */
export const LocationStep = () => {
  const w = useCasesWording();
  const localized = useLocalized();
  const { setValue } = useFormContext();
  const [regionId, courtId] = useWatch({ name: ['regionId', 'courtId'] }) as [number | null, number | null];
  const districts = useLookup<CourtDistrictDocument>(`/case-settings/court-districts/by-court/${courtId}`, w.wizard.loadDistrictsFailed, !!courtId);
  const clear = (...fields: string[]) => fields.forEach((field) => setValue(field, null, { shouldDirty: true }));

  return (
    <>
      <ReferenceInput source="regionId" reference="regions" {...allRecords}>
        <SelectInput label={w.fields.emirate} optionText={(record) => localized(record)} validate={emirateRequired} onChange={() => clear('courtId', 'districtId')} fullWidth />
      </ReferenceInput>
      {/* no emirate, no courts to load: a reference input waiting on a query that never runs shows a loading spinner for ever */}
      {regionId ? (
        <ReferenceInput source="courtId" reference="courts" filter={{ regionId }} {...allRecords}>
          <SelectInput label={w.fields.court} optionText={(record) => localized(record)} emptyText={w.wizard.noCourt} onChange={() => clear('districtId')} fullWidth />
        </ReferenceInput>
      ) : (
        <SelectInput source="courtId" label={w.fields.court} choices={[]} emptyText={w.wizard.noCourt} disabled helperText={w.wizard.chooseEmirateFirst} fullWidth />
      )}
      {!!courtId && districts.data.length > 0 && (
        <SelectInput
          source="districtId"
          label={w.fields.district}
          choices={districts.data.map((d) => ({ id: d.id, name: localized(d) }))}
          emptyText={w.wizard.noDistrict}
          fullWidth
        />
      )}
    </>
  );
};
