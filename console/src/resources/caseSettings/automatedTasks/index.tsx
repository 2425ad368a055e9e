import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { BilingualInputs } from '../../../components/forms/BilingualInputs';
import { requiredField } from '../../../components/forms/validation';
import type { SettingsModuleParts } from '../types';
import { StatusFilter, TaskTypeFilter } from './filters';
import { AUTOMATED_TASKS } from './i18n';
import { TaskTypeInput } from './TaskTypeInput';
import { ReferenceNameField } from '../../../components/display/ReferenceNameField';
import { TriggerInputs, useDueInWords } from './TriggerInputs';
import { byTypeThenEnglishText, useTaskTypeLabel } from './taskTypes';

const TaskTypeCol = () => {
  const label = useTaskTypeLabel();
  return <DataTable.Col source="taskType" disableSort render={(record) => label(record.taskType)} />;
};

const TriggerCol = () => {
  const translate = useTranslate();
  const key = `resources.${AUTOMATED_TASKS}.triggers`;
  return <DataTable.Col source="trigger" disableSort render={(record) => translate(`${key}.${record.trigger ?? 'none'}`, { _: String(record.trigger) })} />;
};

const DueCol = () => {
  const dueInWords = useDueInWords();
  return <DataTable.Col source="due" disableSort render={(record) => dueInWords(record.trigger, record.offsetDays)} />;
};

const AssigneeCol = () => {
  const translate = useTranslate();
  return (
    <DataTable.Col
      source="assignTo"
      disableSort
      render={(record) =>
        !record.trigger || record.trigger === 'none' ? '' : record.assignTo === 'employee' ? (
          <ReferenceNameField source="assigneeId" reference="employees" name="fullName" />
        ) : (
          translate(`resources.${AUTOMATED_TASKS}.caseLawyer`)
        )
      }
    />
  );
};

/** the task type trimmed; an automatic rule's offset as a number; a named employee only when chosen */
const toRequest = (data: RaRecord) => {
  const automatic = !!data.trigger && data.trigger !== 'none';
  const assignTo = automatic ? (data.assignTo ?? 'case_lawyer') : 'case_lawyer';
  return {
    ...data,
    taskType: String(data.taskType ?? '').trim(),
    trigger: data.trigger ?? 'none',
    offsetDays: automatic ? Number(data.offsetDays ?? 0) : 0,
    assignTo,
    assigneeId: assignTo === 'employee' ? (data.assigneeId ?? null) : null,
  };
};

/** Automated tasks: filters by status and type, a type picked from the list or typed, when each is created and for whom, fixed order. */
export const automatedTasks: SettingsModuleParts = {
  columns: (
    <>
      <TaskTypeCol />
      <DataTable.Col source="taskTextAr" disableSort render={(record) => <bdi dir="rtl" lang="ar">{record.taskTextAr}</bdi>} />
      <DataTable.Col source="taskTextEn" disableSort render={(record) => <bdi dir="ltr" lang="en">{record.taskTextEn}</bdi>} />
      <TriggerCol />
      <DueCol />
      <AssigneeCol />
    </>
  ),
  inputs: (
    <>
      <BilingualInputs source="taskText" validate={requiredField} multiline autoFocus />
      <TaskTypeInput />
      <TriggerInputs />
    </>
  ),
  filters: [<StatusFilter key="isActive" source="isActive" alwaysOn />, <TaskTypeFilter key="taskType" source="taskType" alwaysOn />],
  sort: { field: 'taskType', order: 'ASC' },
  // a row's buttons name its task by its text in the page's language
  rowLabel: 'taskText',
  rowOrder: byTypeThenEnglishText,
  confirmDelete: `resources.${AUTOMATED_TASKS}.deleteConfirm`,
  dialog: { transform: toRequest },
  defaults: { trigger: 'none', offsetDays: 0, assignTo: 'case_lawyer', assigneeId: null },
};
