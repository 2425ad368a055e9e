import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, SelectInput, TextInput, maxValue, minValue } from 'react-admin';
import { DialogForm } from '../../components/forms/DialogForm';
import { InputGrid } from '../../components/forms/InputGrid';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { requiredField } from '../../components/forms/validation';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { firmToday } from '../deadlines/deadlineDays';
import { formatAmount } from '../../components/display/AmountField';
import { useApplicableRate, useTimeCommands, type TimeEntry, type TimeEntryBody, type TimeSuggestion } from './api';
import { CaseInput } from './CaseInput';
import { useTimeWording } from './i18n';
import { useTimeActivities } from './activities';

const minutesRange = [requiredField, minValue(1), maxValue(24 * 60)];

/** The hourly rate, with the rate the firm's card applies to the case chosen as its hint (what a blank rate records). */
const RateInput = () => {
  const w = useTimeWording();
  const language = useLanguage();
  const caseId: unknown = useWatch({ name: 'caseId' });
  const { data } = useApplicableRate(typeof caseId === 'number' ? caseId : null);
  const help = !data
    ? w.dialog.rateHelp
    : data.rate && data.scope
      ? w.dialog.rateApplies.replace('%{rate}', formatAmount(data.rate, language, { fils: true })).replace('%{source}', w.dialog.rateSources[data.scope])
      : w.dialog.noRateApplies;
  return <TextInput source="rate" label={w.dialog.rate} helperText={<span data-testid="applicable-rate">{help}</span>} fullWidth />;
};

export interface TimeEntryDialogProps {
  /** the entry edited; none: a new one */
  entry?: TimeEntry;
  /** a new entry's case and minutes, from the top bar's timer */
  prefill?: { caseId: number; minutes: number };
  /** a suggestion accepted as a new entry: its proposal fills the form, the lawyer changes what differs */
  suggestion?: TimeSuggestion;
  onClose: () => void;
  /** after a save (the timer forgets its time) */
  onSaved?: () => void;
}

/** Records time, or changes an unbilled entry (every field but its case). The server's field errors land on the inputs. */
export const TimeEntryDialog = ({ entry, prefill, suggestion, onClose, onSaved }: TimeEntryDialogProps) => {
  const w = useTimeWording();
  const language = useLanguage();
  const toast = useToast();
  const { save, accept } = useTimeCommands();
  const [defaults] = useState<Partial<TimeEntryBody>>(() =>
    entry
      ? { caseId: entry.caseId, date: entry.date, minutes: entry.minutes, activity: entry.activity, description: entry.description, billable: entry.billable, rate: entry.rate }
      : suggestion
        ? {
            caseId: suggestion.caseId,
            date: suggestion.date,
            minutes: suggestion.minutes,
            activity: suggestion.activity,
            description: language === 'ar' ? suggestion.descriptionAr : suggestion.description,
            billable: true,
            rate: '',
          }
        : { caseId: prefill?.caseId, date: firmToday(), minutes: prefill?.minutes, description: '', billable: true, rate: '' },
  );
  const submit = async (values: TimeEntryBody) => {
    const body = { ...values, minutes: Number(values.minutes), rate: String(values.rate ?? '').trim() };
    try {
      if (suggestion) {
        const { caseId: _case, ...fields } = body;
        await accept(suggestion.id, fields);
      } else await save(body, entry?.id);
    } catch (error) {
      toast({ type: 'error', title: w.saveFailed, message: errorDetail(error) ?? w.saveFailed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.saved });
    onSaved?.();
  };
  // the activities offered, and the one the entry names (retired since, it stays its own)
  const choices = useTimeActivities().choices(entry?.activity);
  return (
    <DialogForm<TimeEntryBody> title={entry ? w.dialog.editTitle : suggestion ? w.dialog.acceptTitle : w.dialog.addTitle} submitLabel={w.dialog.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <CaseInput label={w.dialog.case} disabled={Boolean(entry ?? suggestion)} />
      <InputGrid>
        <DatePickerInput source="date" label={w.dialog.date} validate={requiredField} fullWidth />
        <NumberInput
          source="minutes"
          label={w.dialog.minutes}
          validate={minutesRange}
          min={1}
          max={24 * 60}
          step={1}
          helperText={prefill ? w.dialog.fromTimer.replace('%{minutes}', formatNumber(prefill.minutes, language)) : false}
          fullWidth
        />
      </InputGrid>
      <SelectInput source="activity" label={w.dialog.activity} choices={choices} validate={requiredField} fullWidth />
      <TextInput source="description" label={w.dialog.description} validate={requiredField} multiline minRows={2} fullWidth />
      <InputGrid>
        <RateInput />
        <BooleanInput source="billable" label={w.dialog.billable} />
      </InputGrid>
    </DialogForm>
  );
};
