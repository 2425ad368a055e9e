import { TextInput } from 'react-admin';
import { requiredField } from '../../components/validation';

export const RegionInputs = () => (
  <>
    <TextInput source="nameEn" validate={requiredField} fullWidth autoFocus />
    <TextInput source="nameAr" validate={requiredField} fullWidth slotProps={{ htmlInput: { dir: 'rtl' } }} />
    <TextInput source="code" validate={requiredField} fullWidth slotProps={{ htmlInput: { maxLength: 20 } }} />
  </>
);
