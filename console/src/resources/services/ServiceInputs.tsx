import { BooleanInput, NumberInput, minValue, required } from 'react-admin';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { InputGrid } from '../../components/forms/InputGrid';

// empty price and duration are sent as null: the server reads them as 0 and 60
const nameRequired = { en: required('app.msg.validation.englishNameRequired'), ar: required('app.msg.validation.arabicNameIsRequired') };
const priceAtLeast0 = minValue(0, 'app.msg.validation.mustBeZeroOrMore');
const durationAtLeast1 = minValue(1, 'app.msg.validation.durationMin1');

export const ServiceInputs = () => (
  <>
    <BilingualInputs source="name" validate={nameRequired} autoFocus />
    <BilingualInputs source="description" multiline />
    <InputGrid>
      <NumberInput source="price" min={0} defaultValue={0} validate={priceAtLeast0} fullWidth />
      <NumberInput source="duration" min={1} defaultValue={60} validate={durationAtLeast1} fullWidth />
    </InputGrid>
    <BooleanInput source="isActive" defaultValue={true} />
  </>
);
