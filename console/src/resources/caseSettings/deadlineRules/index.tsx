import { DataTable, NumberInput, SelectInput, TextInput, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { choicesOf } from '../../../components/forms/choices';
import { InputGrid } from '../../../components/forms/InputGrid';
import { requiredField } from '../../../components/forms/validation';
import { pairColumns, pairInputs } from '../bilingualPair';
import { categories } from '../modules/caseTypes';
import type { SettingsModuleParts } from '../types';
import { moduleResource } from '../wording';
import { dayListProblem, formatDayList, parseDayList } from './dayList';
import { countFromValues, dayKinds, DEADLINE_RULES_SLUG, deadlineTriggers } from './wording';

export const DEADLINE_RULES = moduleResource(DEADLINE_RULES_SLUG);
const key = (name: string) => `resources.${DEADLINE_RULES}.${name}`;

const triggerChoices = choicesOf(deadlineTriggers, key('triggers'));
const countFromChoices = choicesOf(countFromValues, key('countFrom'));
const dayKindChoices = choicesOf(dayKinds, key('dayKinds'));
const categoryChoices = choicesOf(Object.keys(categories), `resources.${moduleResource('case-types')}.categories`);

const wholeDays: Validator = (value) => {
  const n = Number(value);
  return value === '' || value === null || value === undefined || !Number.isInteger(n) || n < 1 || n > 365 ? key('errors.days') : undefined;
};
const reminders: Validator = (value, values) => {
  const problem = dayListProblem(value, values?.days);
  return problem === 'list' ? key('errors.remindList') : problem === 'range' ? key('errors.remindRange') : undefined;
};

/** the form keeps the offsets as typed ('7, 3, 1'); the API takes numbers */
const toRequest = (data: RaRecord) => ({
  ...data,
  days: Number(data.days),
  caseCategory: data.caseCategory || null,
  remindDaysBefore: parseDayList(data.remindDaysBefore) ?? [],
});

const Words = ({ group, value }: { group: string; value: unknown }) => {
  const translate = useTranslate();
  return <>{value ? translate(key(`${group}.${value}`), { _: String(value) }) : ''}</>;
};

const CategoryCol = () => {
  const translate = useTranslate();
  return (
    <DataTable.Col
      source="caseCategory"
      render={(record) =>
        record.caseCategory ? translate(`resources.${moduleResource('case-types')}.categories.${record.caseCategory}`, { _: record.caseCategory }) : translate(key('allCategories'))
      }
    />
  );
};

const PeriodCol = () => {
  const translate = useTranslate();
  return (
    <DataTable.Col
      source="days"
      label={key('fields.period')}
      render={(record) => translate(key('period'), { days: record.days, kind: translate(key(`dayKinds.${record.dayKind}`), { _: record.dayKind }) })}
    />
  );
};

const RemindersCol = () => {
  const translate = useTranslate();
  return (
    <DataTable.Col
      source="remindDaysBefore"
      disableSort
      render={(record) => (Array.isArray(record.remindDaysBefore) && record.remindDaysBefore.length ? <bdi>{formatDayList(record.remindDaysBefore)}</bdi> : translate(key('remindNone')))}
    />
  );
};

const RemindersInput = () => {
  const translate = useTranslate();
  return (
    <TextInput
      source="remindDaysBefore"
      format={formatDayList}
      parse={(text: string) => text}
      validate={reminders}
      helperText={translate(key('remindHint'))}
      fullWidth
    />
  );
};

/**
 * Deadline rules: which rulings or adjournments open a deadline, for which case category, how many
 * calendar or working days counted from the ruling or its notification, and the reminders before it.
 */
export const deadlineRules: SettingsModuleParts = {
  columns: (
    <>
      {pairColumns('name')}
      <DataTable.Col source="trigger" render={(record) => <Words group="triggers" value={record.trigger} />} />
      <CategoryCol />
      <PeriodCol />
      <DataTable.Col source="countFrom" render={(record) => <Words group="countFrom" value={record.countFrom} />} />
      <RemindersCol />
    </>
  ),
  inputs: (
    <>
      {pairInputs('name')}
      <SelectInput source="trigger" choices={triggerChoices} validate={requiredField} fullWidth />
      <InputGrid>
        {/* the empty choice (every category) is shown in words, not as a blank field */}
        <SelectInput source="caseCategory" choices={categoryChoices} emptyText={key('allCategories')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} fullWidth />
        <SelectInput source="countFrom" choices={countFromChoices} validate={requiredField} fullWidth />
        <NumberInput source="days" min={1} max={365} step={1} validate={[requiredField, wholeDays]} fullWidth />
        <SelectInput source="dayKind" choices={dayKindChoices} validate={requiredField} fullWidth />
      </InputGrid>
      <RemindersInput />
    </>
  ),
  defaults: { trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7, 3, 1] },
  sort: { field: 'nameEn', order: 'ASC' },
  confirmDelete: key('deleteConfirm'),
  dialog: { transform: toRequest },
};
