import { BooleanInput, TextInput } from 'react-admin';
import { BilingualInputs } from '../../components/BilingualInputs';
import { InputGrid } from '../../components/InputGrid';
import { ltrText } from '../../components/textDirection';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { requiredField, validEmail, validPhone } from '../../components/validation';
import { componentWording, useBilingual } from '../../components/wording';

export const BranchInputs = () => {
  const pick = useBilingual();
  return (
    <>
      <BilingualInputs source="name" validate={requiredField} autoFocus />
      <BilingualInputs source="address" validate={requiredField} />
      <InputGrid>
        <TextInput source="phone" validate={[requiredField, validPhone]} fullWidth slotProps={ltrText} />
        <TextInput source="email" validate={validEmail} fullWidth slotProps={ltrText} />
      </InputGrid>
      <ReferenceSelectInput source="regionId" reference="settings/regions" validate={requiredField} />
      {/* the empty choice is 'None', sent as null (no manager) */}
      <ReferenceSelectInput source="managerId" reference="employees" name="fullName" emptyText={pick(componentWording.none)} />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
};
