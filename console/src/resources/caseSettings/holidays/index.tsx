import { DataTable, type Validator } from 'react-admin';
import { DatePickerInput } from '../../../components/dates/DatePickerInput';
import { formatDay } from '../../../components/display/days';
import { InputGrid } from '../../../components/forms/InputGrid';
import { requiredField } from '../../../components/forms/validation';
import { useLanguage } from '../../../i18n/language';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';
import { moduleResource } from '../wording';
import { WorkingWeekCard } from './WorkingWeekCard';
import { HOLIDAYS_SLUG } from './wording';

export const HOLIDAYS = moduleResource(HOLIDAYS_SLUG);

const notBeforeStart: Validator = (value, values) =>
  typeof value === 'string' && typeof values?.startDate === 'string' && value < values.startDate ? `resources.${HOLIDAYS}.errors.endBeforeStart` : undefined;

const DayCol = ({ source }: { source: 'startDate' | 'endDate' }) => {
  const language = useLanguage();
  return <DataTable.Col source={source} render={(record) => <bdi>{formatDay(record[source], language, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' })}</bdi>} />;
};

/**
 * Public holidays (entered by an admin once a moon sighting fixes Eid) under the firm's working
 * week: both decide which days deadlines skip or move past.
 */
export const holidays: SettingsModuleParts = {
  header: <WorkingWeekCard resource={HOLIDAYS} />,
  columns: (
    <>
      {pairColumns('name')}
      <DayCol source="startDate" />
      <DayCol source="endDate" />
    </>
  ),
  inputs: (
    <>
      {pairInputs('name')}
      <InputGrid>
        <DatePickerInput source="startDate" validate={requiredField} />
        <DatePickerInput source="endDate" validate={[requiredField, notBeforeStart]} />
      </InputGrid>
    </>
  ),
  withoutActiveFlag: true,
  sort: { field: 'startDate', order: 'ASC' },
  confirmDelete: `resources.${HOLIDAYS}.deleteConfirm`,
};
