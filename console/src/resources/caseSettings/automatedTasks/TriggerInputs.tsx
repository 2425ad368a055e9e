import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, useTranslate, type Validator } from 'react-admin';
import { choicesOf } from '../../../components/forms/choices';
import { InputGrid } from '../../../components/forms/InputGrid';
import { ReferenceSelectInput } from '../../../components/forms/ReferenceSelectInput';
import { requiredField } from '../../../components/forms/validation';
import { AUTOMATED_TASKS } from './i18n';
import { taskAssignees, taskTriggers } from './triggerWording';

const key = (name: string) => `resources.${AUTOMATED_TASKS}.${name}`;
const triggerChoices = choicesOf(taskTriggers, key('triggers'));
const assigneeChoices = choicesOf(taskAssignees, key('assignees'));

const wholeDays: Validator = (value) => {
  const n = Number(value);
  return value === '' || value === null || value === undefined || !Number.isInteger(n) || n < -365 || n > 365 ? key('errors.offsetDays') : undefined;
};
const employeeRequired: Validator = (value) => (value ? undefined : key('errors.assigneeId'));

/** 'Due 2 days before the hearing date' ... in the console's language; '' when the rule is a template. */
export function useDueInWords(): (trigger: unknown, offsetDays: unknown) => string {
  const translate = useTranslate();
  return (trigger, offsetDays) => {
    if (!trigger || trigger === 'none') return translate(key('notAutomatic'));
    const event = translate(key(`eventDates.${trigger}`), { _: String(trigger) });
    const n = Number(offsetDays) || 0;
    if (n === 0) return translate(key('dueOn'), { event });
    return translate(key(n > 0 ? 'dueAfter' : 'dueBefore'), { smart_count: Math.abs(n), event });
  };
}

/**
 * When the task is created, how many days from the event's date it is due (negative: before),
 * and who it goes to; the due date is read back in words under the offset as it is typed.
 */
export const TriggerInputs = () => {
  const translate = useTranslate();
  const dueInWords = useDueInWords();
  const [trigger, offsetDays, assignTo] = useWatch({ name: ['trigger', 'offsetDays', 'assignTo'] });
  const automatic = !!trigger && trigger !== 'none';
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput source="trigger" choices={triggerChoices} validate={requiredField} fullWidth />
      {automatic && (
        <>
          <NumberInput source="offsetDays" step={1} min={-365} max={365} validate={[requiredField, wholeDays]} helperText={translate(key('offsetHint'))} fullWidth />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }} data-testid="due-in-words">
            {translate(key('fields.due'))}: {dueInWords(trigger, offsetDays)}
          </Typography>
          <InputGrid>
            <SelectInput source="assignTo" choices={assigneeChoices} validate={requiredField} fullWidth />
            {assignTo === 'employee' ? <ReferenceSelectInput source="assigneeId" reference="employees" name="fullName" validate={employeeRequired} /> : <span />}
          </InputGrid>
        </>
      )}
    </Box>
  );
};
