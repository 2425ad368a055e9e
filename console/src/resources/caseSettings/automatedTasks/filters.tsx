import { SelectInput, type SelectInputProps } from 'react-admin';
import { CASE_SETTINGS } from '../wording';
import { AUTOMATED_TASKS } from './i18n';
import { useTaskTypeChoices } from './taskTypes';

const statusChoices = [
  { id: 'true', name: `resources.${CASE_SETTINGS}.active` },
  { id: 'false', name: `resources.${CASE_SETTINGS}.inactive` },
];

/** All / Active / Inactive over `isActive` (the filter holds a boolean; the select a string). */
export const StatusFilter = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput
    label={`resources.${AUTOMATED_TASKS}.fields.status`}
    {...props}
    choices={statusChoices}
    emptyText={`resources.${CASE_SETTINGS}.allStatuses`}
    parse={(value: string) => (value === '' ? '' : value === 'true')}
    format={(value: unknown) => (value === true || value === false ? String(value) : '')}
  />
);

/** All types or one of the predefined ones. */
export const TaskTypeFilter = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput {...props} choices={useTaskTypeChoices()} translateChoice={false} emptyText={`resources.${AUTOMATED_TASKS}.allTypes`} />
);
