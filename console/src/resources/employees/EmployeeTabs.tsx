import { InputAdornment } from '@mui/material';
import { format } from 'date-fns';
import { BooleanInput, NumberInput, SelectInput, TabbedForm, TextInput, minValue, type RaRecord } from 'react-admin';
import type { EmployeeDocumentKind } from '@lawfirm/contracts';
import { FileUploadInput, acceptedFiles } from '../../components/forms/FileUploadInput';
import { FormSection } from '../../components/forms/FormSection';
import { PasswordField } from '../../components/forms/PasswordField';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { suggestId } from '../../components/forms/suggestId';
import { englishText, ltrText, rtlText } from '../../components/display/textDirection';
import { requiredField, validEmail, validPhone } from '../../components/forms/validation';
import { useLocalized } from '../../components/display/localized';
import { componentWording, useBilingual } from '../../components/messages/wording';
import { countries } from './countries';
import { EMPLOYEES, employeeI18n } from './i18n';
import { JobTitleInput } from './jobTitles';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { roleBeyondMine } from '../../auth/mayWork';

export const documentKinds = ['qualifications', 'residence', 'passport', 'id', 'license'] as const satisfies readonly EmployeeDocumentKind[];

const emailValid = [requiredField, validEmail];
const salaryValid = [requiredField, minValue(0, 'app.msg.validation.mustBeZeroOrMore')];
const tab = (name: keyof typeof employeeI18n.tabs) => `resources.${EMPLOYEES}.tabs.${name}`;

const NationalityInput = () => {
  const localized = useLocalized();
  return <SelectInput source="nationality" choices={countries} optionValue="code" optionText={(c) => localized(c, 'name')} />;
};

const SalaryInput = () => {
  const pick = useBilingual();
  return (
    <NumberInput
      source="currentSalary"
      validate={salaryValid}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{pick(componentWording.aed)}</InputAdornment> } }}
    />
  );
};

const storedDocument = (kind: EmployeeDocumentKind) => (record: RaRecord) => {
  const filename = record.documents?.[kind] as string | null | undefined;
  return filename ? { url: `/api/employees/${record.id}/documents/${kind}`, filename } : null;
};

const today = () => format(new Date(), 'yyyy-MM-dd');

/**
 * The employee dialog's four tabs (basic info, contact, employment, documents), as
 * `<TabbedForm.Tab>` elements for ResourceDialog's tabbed form.
 */
export const employeeTabs = () => [
  <TabbedForm.Tab key="basic" label={tab('basic')}>
    <FormSection>
      <TextInput source="employeeId" validate={requiredField} defaultValue={suggestId('EMP')} />
      <NationalityInput />
      <TextInput source="firstName" validate={requiredField} />
      <TextInput source="lastName" validate={requiredField} />
      <TextInput source="fullNameEn" validate={requiredField} slotProps={englishText} />
      <TextInput source="fullNameAr" validate={requiredField} slotProps={rtlText} />
      <DatePickerInput source="birthdate" validate={requiredField} />
    </FormSection>
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="contact" label={tab('contact')}>
    <FormSection>
      <TextInput source="email" type="email" validate={emailValid} slotProps={ltrText} />
      <TextInput source="phone" validate={[requiredField, validPhone]} slotProps={ltrText} />
      <TextInput source="address" validate={requiredField} multiline sx={{ gridColumn: '1 / -1' }} />
      <PasswordField />
    </FormSection>
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="employment" label={tab('employment')}>
    <FormSection>
      <DatePickerInput source="joiningDate" validate={requiredField} defaultValue={today()} />
      <SalaryInput />
      <ReferenceSelectInput source="regionId" reference="regions" validate={requiredField} />
      <ReferenceSelectInput source="branchId" reference="branches" validate={requiredField} />
      <ReferenceSelectInput source="roleId" reference="roles" validate={requiredField} disableChoice={roleBeyondMine} />
      <JobTitleInput />
      <BooleanInput source="isActive" defaultValue />
    </FormSection>
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="documents" label={tab('documents')}>
    <FormSection>
      {documentKinds.map((kind) => (
        <FileUploadInput
          key={kind}
          source={`documents.${kind}`}
          label={`resources.${EMPLOYEES}.fields.documents.${kind}`}
          accept={acceptedFiles.documents}
          maxBytes={10 * 1024 * 1024}
          refused="app.msg.validation.documentFileType"
          stored={storedDocument(kind)}
        />
      ))}
    </FormSection>
  </TabbedForm.Tab>,
];
