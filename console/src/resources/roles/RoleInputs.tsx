import { BooleanInput } from 'react-admin';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { requiredField } from '../../components/forms/validation';
import { PermissionsMatrixInput } from './PermissionsMatrixInput';

export const RoleInputs = () => (
  <>
    <BilingualInputs source="name" validate={requiredField} autoFocus />
    <BilingualInputs source="description" multiline />
    <BooleanInput source="isActive" defaultValue />
    <PermissionsMatrixInput />
  </>
);
