import { TextField } from '@mui/material';
import { BooleanInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { FormSection } from '../../components/forms/FormSection';
import { PasswordField } from '../../components/forms/PasswordField';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { englishText, ltrText, rtlText } from '../../components/display/textDirection';
import { requiredField, validEmail, validPhone } from '../../components/forms/validation';
import { useBilingual } from '../../components/messages/wording';
import { roleBeyondMine } from '../../auth/mayWork';
import { ui } from '../../i18n/ui';
import { ADMINS, adminI18n } from './i18n';

const roleRequired = required('app.msg.validation.roleRequired');
const emailValid = [requiredField, validEmail];

/**
 * The role of the account: a choice among the roles the editor may grant (nobody grants beyond
 * what they hold); a super admin's account shows 'Super Admin', which no form grants or takes away.
 */
const RoleInput = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const pick = useBilingual();
  if (record?.isSuperAdmin)
    return (
      <TextField
        label={translate(`resources.${ADMINS}.fields.roleId`)}
        value={pick(ui.layout.superAdmin)}
        helperText={pick(adminI18n.superAdminRole)}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
        data-testid="super-admin-role"
      />
    );
  return <ReferenceSelectInput source="roleId" reference="roles" validate={roleRequired} disableChoice={roleBeyondMine} />;
};

/** An administrator user: sign-in, names, role (spec section 5, Admin user). */
export const AdminInputs = () => {
  const record = useRecordContext();
  const pick = useBilingual();
  // the bootstrap admin starts with admin@localhost (a domain without a dot): the form asks for a real address
  const emailNeeded = typeof record?.email === 'string' && /@[^@.]+$/.test(record.email);
  return (
    <FormSection>
      <TextInput source="username" validate={requiredField} autoComplete="off" />
      <TextInput source="email" type="email" validate={emailValid} slotProps={ltrText} helperText={emailNeeded ? pick(adminI18n.emailNeeded) : undefined} />
      <TextInput source="fullNameEn" validate={requiredField} slotProps={englishText} />
      <TextInput source="fullNameAr" validate={requiredField} slotProps={rtlText} />
      <PasswordField />
      <TextInput source="phone" validate={validPhone} slotProps={ltrText} />
      <RoleInput />
      <BooleanInput source="isActive" defaultValue />
    </FormSection>
  );
};
