import { Stack } from '@mui/material';
import { SelectInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { CheckboxInput } from '../../components/forms/CheckboxInput';
import { FileUploadInput, acceptedFiles } from '../../components/forms/FileUploadInput';
import { FormSection } from '../../components/forms/FormSection';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { suggestId } from '../../components/forms/suggestId';
import { englishText, ltrText, rtlText } from '../../components/display/textDirection';
import { requiredField, validEmail, validPhone } from '../../components/forms/validation';
import { validTrn } from '../../components/forms/validTrn';
import { CLIENTS } from './i18n';
import { caseTypeChoices, statusChoices } from './vocabulary';

const section = (name: string) => `resources.${CLIENTS}.sections.${name}`;

const storedAgreement = (record: RaRecord) =>
  record.initiationAgreementUrl
    ? { url: record.initiationAgreementUrl as string, filename: record.initiationAgreement?.filename ?? 'agreement' }
    : null;

/** The client dialog's sections (admin-portal.md section 2, Clients). */
export const ClientInputs = () => {
  const translate = useTranslate();
  const checkbox = (source: string, defaultValue: boolean) => (
    <CheckboxInput source={source} label={translate(`resources.${CLIENTS}.fields.${source}`)} defaultValue={defaultValue} />
  );
  return (
    <>
      <FormSection title={section('personal')}>
        <TextInput source="clientId" validate={requiredField} defaultValue={suggestId('CLI')} />
        <TextInput source="nationalId" slotProps={ltrText} />
        <TextInput source="fullNameEn" validate={requiredField} slotProps={englishText} />
        <TextInput source="fullNameAr" validate={requiredField} slotProps={rtlText} />
      </FormSection>
      <FormSection title={section('contact')}>
        <TextInput source="email" type="email" validate={validEmail} slotProps={ltrText} />
        <TextInput source="phone" validate={[requiredField, validPhone]} slotProps={ltrText} />
      </FormSection>
      <FormSection title={section('address')}>
        <TextInput source="addressEn" />
        <TextInput source="addressAr" slotProps={rtlText} />
        <ReferenceSelectInput source="regionId" reference="regions" allowNone />
      </FormSection>
      <FormSection title={section('billing')}>
        <TextInput source="trn" validate={validTrn} slotProps={ltrText} />
        <TextInput source="billingEmail" type="email" validate={validEmail} slotProps={ltrText} />
        <TextInput source="billingAddress" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      </FormSection>
      <FormSection title={section('case')}>
        <SelectInput source="caseType" choices={caseTypeChoices} />
        <ReferenceSelectInput source="assignedLawyerId" reference="employees" name="fullName" allowNone />
        <TextInput source="caseDescription" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      </FormSection>
      <FormSection title={section('status')}>
        <SelectInput source="status" choices={statusChoices} defaultValue="active" validate={requiredField} />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, alignItems: 'center' }}>
          {checkbox('kycCompleted', false)}
          {checkbox('isActive', true)}
        </Stack>
      </FormSection>
      <FormSection title={section('agreement')} columns={1}>
        {checkbox('hasInitiationAgreement', false)}
        <FileUploadInput
          source="agreementFile"
          accept={acceptedFiles.word}
          maxBytes={10 * 1024 * 1024}
          refused="app.msg.validation.agreementFileType"
          stored={storedAgreement}
        />
      </FormSection>
    </>
  );
};
