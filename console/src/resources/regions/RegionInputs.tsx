import { TextInput } from 'react-admin';
import { requiredField } from '../../components/forms/validation';
import { englishText, rtlText } from '../../components/display/textDirection';

export const RegionInputs = () => (
  <>
    <TextInput source="nameEn" validate={requiredField} fullWidth autoFocus slotProps={englishText} />
    <TextInput source="nameAr" validate={requiredField} fullWidth slotProps={rtlText} />
    <TextInput source="code" validate={requiredField} fullWidth slotProps={{ htmlInput: { maxLength: 20 } }} />
  </>
);
