import { BooleanInput, TextInput, required } from 'react-admin';
import { FormSection } from '../../components/FormSection';
import { PasswordField } from '../../components/PasswordField';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { ltrText, rtlText } from '../../components/textDirection';
import { requiredField, validEmail } from '../../components/validation';
import { roleBeyondMine } from '../../auth/mayWork';

const roleRequired = required('app.msg.validation.roleRequired');
const emailValid = [requiredField, validEmail];

/** An administrator user: sign-in, names, role (spec section 5, Admin user). */
export const AdminInputs = () => (
  <FormSection>
    <TextInput source="username" validate={requiredField} autoComplete="off" />
    <TextInput source="email" type="email" validate={emailValid} slotProps={ltrText} />
    <TextInput source="fullNameEn" validate={requiredField} />
    <TextInput source="fullNameAr" validate={requiredField} slotProps={rtlText} />
    <PasswordField />
    <TextInput source="phone" slotProps={ltrText} />
    <ReferenceSelectInput source="roleId" reference="roles" validate={roleRequired} disableChoice={roleBeyondMine} />
    <BooleanInput source="isActive" defaultValue />
  </FormSection>
);
