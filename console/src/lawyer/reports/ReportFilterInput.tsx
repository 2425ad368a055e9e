import { SelectInput, TextInput, type Validator } from 'react-admin';
import { InputGrid } from '../../components/forms/InputGrid';
import type { FilterKind } from './catalog';
import { useReportsWording } from './i18n';
import { isLookupFilter, useReportLookup, type LookupFilter } from './lookups';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { isWhole } from '../../components/dates/pickedValues';

/** The spec's fixed vocabularies, as bilingual choices. */
const vocabularies = {
  hearingStatus: { source: 'status', values: ['pending', 'postponed', 'final'], names: 'hearingStatuses' },
  appointmentStatus: { source: 'status', values: ['pending', 'scheduled', 'completed', 'cancelled'], names: 'appointmentStatuses' },
  taskType: { source: 'taskType', values: ['meeting', 'task', 'hearing', 'deadline', 'consultation'], names: 'taskTypes' },
} as const;

/** One filter of a report tile: a date range, a month, a fixed list or one of the firm's lists. */
export const ReportFilterInput = ({ kind }: { kind: FilterKind }) => {
  if (kind === 'dateRange') return <DateRangeInputs />;
  if (kind === 'month') return <MonthInput />;
  if (isLookupFilter(kind)) return <LookupSelect kind={kind} />;
  return <VocabularySelect kind={kind} />;
};

const DateRangeInputs = () => {
  const w = useReportsWording();
  // (half a 'from' date is its own field's error, not this one's)
  const toAfterFrom: Validator = (to: string, values: { from?: string }) => (to && values.from && isWhole('date', values.from) && to < values.from ? w.filters.toBeforeFrom : undefined);
  return (
    <InputGrid>
      <DatePickerInput source="from" label={w.filters.from} helperText={false} fullWidth />
      <DatePickerInput source="to" label={w.filters.to} validate={toAfterFrom} helperText={false} fullWidth />
    </InputGrid>
  );
};

const MonthInput = () => {
  const w = useReportsWording();
  return <DatePickerInput source="month" kind="month" label={w.filters.month} helperText={false} fullWidth />;
};

const LookupSelect = ({ kind }: { kind: LookupFilter }) => {
  const w = useReportsWording();
  const { choices, isPending } = useReportLookup(kind);
  return (
    <SelectInput
      source={kind}
      label={w.filters[kind]}
      choices={choices}
      isPending={isPending}
      emptyText={w.filters.all}
      translateChoice={false}
      helperText={false}
      fullWidth
    />
  );
};

const VocabularySelect = ({ kind }: { kind: keyof typeof vocabularies }) => {
  const w = useReportsWording();
  const { source, values, names } = vocabularies[kind];
  const labels: Record<string, string> = w[names];
  return (
    <SelectInput
      source={source}
      label={source === 'status' ? w.filters.status : w.filters.taskType}
      choices={values.map((id) => ({ id, name: labels[id] }))}
      emptyText={w.filters.all}
      translateChoice={false}
      helperText={false}
      fullWidth
    />
  );
};
