import { NumberInput, SelectInput, TextInput, minValue, required } from 'react-admin';
import { FormSection } from '../../components/forms/FormSection';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { statusChoices } from './vocabulary';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { requiredField } from '../../components/forms/validation';

const clientRequired = required('app.msg.validation.clientRequired');
const lawyerRequired = required('app.msg.validation.lawyerRequired');
const dateRequired = required('app.msg.validation.scheduledDateRequired');
const atLeast15 = minValue(15, 'app.msg.validation.durationMin15');
const notNegative = minValue(0, 'app.msg.validation.mustBeZeroOrMore');

/** Scheduling a consultation (spec section 5, Consultation). */
export const ConsultationInputs = () => (
  <FormSection>
    <ReferenceSelectInput source="clientId" reference="clients" name="fullName" validate={clientRequired} />
    <ReferenceSelectInput source="lawyerId" reference="employees" name="fullName" validate={lawyerRequired} />
    <ReferenceSelectInput source="serviceId" reference="services" allowNone />
    <DatePickerInput kind="dateTime" source="scheduledDate" validate={dateRequired} />
    <NumberInput source="duration" defaultValue={60} validate={atLeast15} />
    <NumberInput source="consultationFee" defaultValue={0} validate={notNegative} />
    <SelectInput source="status" choices={statusChoices} defaultValue="scheduled" validate={requiredField} />
    <TextInput source="notes" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
  </FormSection>
);

/**
 * The date-time input holds local wall-clock time ('2026-12-01T10:00'); the API gets an instant.
 */
export const toInstant = (data: Record<string, unknown>) => {
  const value = data.scheduledDate;
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
  return { ...data, scheduledDate: date && !Number.isNaN(date.getTime()) ? date.toISOString() : value };
};
