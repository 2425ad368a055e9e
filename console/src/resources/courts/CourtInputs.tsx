import { BooleanInput, SelectInput } from 'react-admin';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { choicesOf } from '../../components/forms/choices';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { RepeatableItems } from '../../components/forms/RepeatableItems';
import { requiredField } from '../../components/forms/validation';
import { specializations } from './i18n';

const specializationChoices = choicesOf(Object.keys(specializations), 'resources.settings/courts.specializations');

export const CourtInputs = () => (
  <>
    <BilingualInputs source="name" validate={requiredField} autoFocus />
    <BilingualInputs source="type" validate={requiredField} />
    <BilingualInputs source="location" validate={requiredField} />
    <RepeatableItems
      source="additionalLocations"
      label="resources.settings/courts.sections.additionalLocations"
      emptyItem={{ locationEn: null, locationAr: null }}
    >
      <BilingualInputs source="location" />
    </RepeatableItems>
    <ReferenceSelectInput source="regionId" reference="settings/regions" validate={requiredField} />
    <BooleanInput source="isActive" defaultValue={true} />
    <RepeatableItems
      source="subBodies"
      label="resources.settings/courts.sections.subBodies"
      emptyItem={{ nameEn: null, nameAr: null, locationEn: null, locationAr: null, specialization: null }}
    >
      <BilingualInputs source="name" />
      <BilingualInputs source="location" />
      <SelectInput source="specialization" choices={specializationChoices} fullWidth />
    </RepeatableItems>
  </>
);
