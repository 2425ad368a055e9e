import { BooleanInput, TextInput } from 'react-admin';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { InputGrid } from '../../components/forms/InputGrid';
import { ltrText } from '../../components/display/textDirection';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { requiredField, validEmail, validPhone } from '../../components/forms/validation';
import { componentWording, useBilingual } from '../../components/messages/wording';

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
