import { SelectInput, TextInput, required, useRecordContext } from 'react-admin';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { InputGrid } from '../../components/forms/InputGrid';
import { ltrText } from '../../components/display/textDirection';
import { categoryChoices, dataTypeChoices } from './choices';

const keyRequired = required('app.msg.validation.keyRequired');
const valueRequired = required('app.msg.validation.valueRequired');
const categoryRequired = required('app.msg.validation.categoryRequired');
const nameRequired = { en: required('app.msg.validation.englishNameIsRequired'), ar: required('app.msg.validation.arabicNameIsRequired') };

export const SystemSettingInputs = () => {
  // the key names the setting in its URL: fixed once created
  const editing = useRecordContext()?.id != null;
  return (
    <>
      <TextInput source="key" validate={keyRequired} disabled={editing} autoFocus={!editing} fullWidth slotProps={ltrText} />
      <BilingualInputs source="name" validate={nameRequired} />
      <BilingualInputs source="description" multiline />
      <InputGrid>
        <SelectInput source="category" choices={categoryChoices} validate={categoryRequired} fullWidth />
        <SelectInput source="dataType" choices={dataTypeChoices} defaultValue="string" validate={required()} fullWidth />
      </InputGrid>
      <TextInput source="value" validate={valueRequired} multiline fullWidth slotProps={ltrText} />
    </>
  );
};
