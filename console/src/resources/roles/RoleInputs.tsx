import { BooleanInput } from 'react-admin';
import { BilingualInputs } from '../../components/BilingualInputs';
import { requiredField } from '../../components/validation';
import { PermissionsMatrixInput } from './PermissionsMatrixInput';

export const RoleInputs = () => (
  <>
    <BilingualInputs source="name" validate={requiredField} autoFocus />
    <BilingualInputs source="description" multiline />
    <BooleanInput source="isActive" defaultValue />
    <PermissionsMatrixInput />
  </>
);
