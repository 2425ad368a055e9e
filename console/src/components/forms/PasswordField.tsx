import { PasswordInput, useRecordContext, type Validator } from 'react-admin';
import { passwordProblem } from '@lawfirm/contracts/passwords.ts';
import { requiredField } from './validation';
import { componentWording, useBilingual } from '../messages/wording';

// the server's rule, told on the field before the save is sent
export const passwordRule: Validator = (value) => {
  const problem = typeof value === 'string' && value ? passwordProblem(value) : null;
  return problem ? `app.msg.${problem}` : undefined;
};

/**
 * Password with a show/hide toggle: required when the record is created; on edit an empty one
 * keeps the current password (send the form through `omitEmpty('password')`).
 */
export const PasswordField = ({ source = 'password' }: { source?: string }) => {
  const record = useRecordContext();
  const pick = useBilingual();
  const creating = record?.id === undefined;
  return (
    <PasswordInput
      source={source}
      validate={creating ? [requiredField, passwordRule] : passwordRule}
      helperText={creating ? pick(componentWording.passwordRule) : `${pick(componentWording.keepPassword)}. ${pick(componentWording.passwordRule)}`}
      autoComplete="new-password"
    />
  );
};
