import { PasswordInput, useRecordContext } from 'react-admin';
import { requiredField } from './validation';
import { componentWording, useBilingual } from './wording';

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
      validate={creating ? requiredField : undefined}
      helperText={creating ? pick(componentWording.passwordRule) : `${pick(componentWording.keepPassword)}. ${pick(componentWording.passwordRule)}`}
      autoComplete="new-password"
    />
  );
};
