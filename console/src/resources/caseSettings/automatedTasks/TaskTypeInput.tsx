import { useEffect, useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { requiredBy } from '../../../components/forms/validation';
import { AUTOMATED_TASKS } from './i18n';
import { isPredefinedTaskType, useTaskTypeChoices } from './taskTypes';

type Mode = 'predefined' | 'custom';

const modeOf = (taskType: unknown): Mode => (taskType && !isPredefinedTaskType(taskType) ? 'custom' : 'predefined');

// A custom type must have something besides spaces; it is saved trimmed (see the dialog's transform).
// Marked required, so the field shows its asterisk.
const taskTypeRequired = requiredBy((value: unknown) => (typeof value === 'string' && value.trim() ? undefined : 'app.msg.validation.taskTypeRequired'));

/**
 * The task type, picked from the predefined list or typed as custom text, by tab. Editing opens
 * the tab the stored type belongs to. Leaving the custom tab drops a type the list does not have.
 */
export const TaskTypeInput = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const choices = useTaskTypeChoices();
  const { getValues, setValue } = useFormContext();
  const [mode, setMode] = useState<Mode>(() => modeOf(record?.taskType));
  useEffect(() => setMode(modeOf(record?.taskType)), [record?.taskType]);

  const switchTo = (next: Mode) => {
    if (next === 'predefined' && !isPredefinedTaskType(getValues('taskType'))) setValue('taskType', '', { shouldDirty: true });
    setMode(next);
  };
  const key = (name: string) => `resources.${AUTOMATED_TASKS}.${name}`;

  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Typography variant="body2" color="text.secondary" id="task-type-label">
        {translate(key('fields.taskType'))}
        <span aria-hidden="true">{'\u2009*'}</span>
      </Typography>
      <Tabs value={mode} onChange={(_, next: Mode) => switchTo(next)} aria-labelledby="task-type-label" sx={{ mb: 1, minHeight: 40 }}>
        <Tab value="predefined" label={translate(key('predefined'))} sx={{ minHeight: 40 }} />
        <Tab value="custom" label={translate(key('custom'))} sx={{ minHeight: 40 }} />
      </Tabs>
      {mode === 'predefined' ? (
        <SelectInput source="taskType" choices={choices} translateChoice={false} validate={taskTypeRequired} fullWidth />
      ) : (
        <TextInput source="taskType" label={key('fields.customTaskType')} validate={taskTypeRequired} fullWidth />
      )}
    </Box>
  );
};
