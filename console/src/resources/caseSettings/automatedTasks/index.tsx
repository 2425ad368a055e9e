import { DataTable, type RaRecord } from 'react-admin';
import { BilingualInputs } from '../../../components/BilingualInputs';
import { requiredField } from '../../../components/validation';
import type { SettingsModule } from '../types';
import { StatusFilter, TaskTypeFilter } from './filters';
import { AUTOMATED_TASKS, automatedTaskWording } from './i18n';
import { TaskTypeInput } from './TaskTypeInput';
import { byTypeThenEnglishText, useTaskTypeLabel } from './taskTypes';

const TaskTypeCol = () => {
  const label = useTaskTypeLabel();
  return <DataTable.Col source="taskType" disableSort render={(record) => label(record.taskType)} />;
};

const trimmedTaskType = (data: RaRecord) => ({ ...data, taskType: String(data.taskType ?? '').trim() });

/** Automated tasks: filters by status and type, a type picked from the list or typed, fixed order. */
export const automatedTasks: SettingsModule = {
  slug: 'automated-tasks',
  api: 'automated-tasks',
  wording: automatedTaskWording,
  columns: (
    <>
      <TaskTypeCol />
      <DataTable.Col source="taskTextAr" disableSort render={(record) => <bdi dir="rtl">{record.taskTextAr}</bdi>} />
      <DataTable.Col source="taskTextEn" disableSort render={(record) => <bdi dir="ltr">{record.taskTextEn}</bdi>} />
    </>
  ),
  inputs: (
    <>
      <BilingualInputs source="taskText" validate={requiredField} multiline autoFocus />
      <TaskTypeInput />
    </>
  ),
  filters: [<StatusFilter key="isActive" source="isActive" alwaysOn />, <TaskTypeFilter key="taskType" source="taskType" alwaysOn />],
  sort: { field: 'taskType', order: 'ASC' },
  rowOrder: byTypeThenEnglishText,
  confirmDelete: `resources.${AUTOMATED_TASKS}.deleteConfirm`,
  dialog: { transform: trimmedTaskType },
};
