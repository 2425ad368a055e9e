import { ReferenceInput, SelectInput, TextInput, required } from 'react-admin';
import { InputGrid } from '../../../components/forms/InputGrid';
import { englishText, rtlText } from '../../../components/display/textDirection';
import { useLocalized } from '../../../components/display/localized';
import { useCasesWording } from '../i18n';

export const basicInfoFields = ['titleEn', 'titleAr', 'caseTypeId', 'descriptionEn', 'descriptionAr', 'summary'];

const titleEnRequired = required('app.msg.validation.titleEnRequired');
const titleArRequired = required('app.msg.validation.titleArRequired');
const caseTypeRequired = required('app.msg.validation.caseTypeRequired');

/** Step 1: titles, case type (active ones, GET /api/case-types), descriptions and summary. */
export const BasicInfoStep = () => {
  const w = useCasesWording();
  const localized = useLocalized();
  return (
    <>
      <InputGrid>
        <TextInput source="titleEn" label={w.fields.titleEn} validate={titleEnRequired} fullWidth slotProps={englishText} />
        <TextInput source="titleAr" label={w.fields.titleAr} validate={titleArRequired} fullWidth slotProps={rtlText} />
      </InputGrid>
      <ReferenceInput source="caseTypeId" reference="case-types" perPage={1000} sort={{ field: 'nameEn', order: 'ASC' }}>
        <SelectInput label={w.fields.caseType} optionText={(record) => localized(record)} validate={caseTypeRequired} fullWidth />
      </ReferenceInput>
      <InputGrid>
        <TextInput source="descriptionEn" label={w.fields.descriptionEn} multiline minRows={3} fullWidth slotProps={englishText} />
        <TextInput source="descriptionAr" label={w.fields.descriptionAr} multiline minRows={3} fullWidth slotProps={rtlText} />
      </InputGrid>
      <TextInput source="summary" label={w.fields.summary} multiline minRows={2} fullWidth />
    </>
  );
};
