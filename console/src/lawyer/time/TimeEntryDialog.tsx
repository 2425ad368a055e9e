import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, HttpError, NumberInput, SelectInput, TextInput, maxValue, minValue } from 'react-admin';
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
import { MatterInput } from './MatterInput';
import { matterOf, matterRef, type MatterRef } from './matterRef';
import { matterOfEntry } from './matterLabel';
import { useTimeWording } from './i18n';
import { useTimeActivities } from './activities';

/** the dialog's values: the entry's fields and its matter as the picker holds it ('file-3') */
type TimeEntryValues = TimeEntryBody & { matter: MatterRef };

/** the server's refusal of the matter (on caseId, fileId or consultationId) put on the picker */
const onThePicker = (error: unknown): unknown => {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
  if (!(error instanceof HttpError) || !body?.errors) return error;
  const errors = Object.fromEntries(Object.entries(body.errors).map(([field, message]) => [['caseId', 'fileId', 'consultationId'].includes(field) ? 'matter' : field, message]));
  return new HttpError(error.message, error.status, { ...body, errors });
};

const minutesRange = [requiredField, minValue(1), maxValue(24 * 60)];

/** The hourly rate, with the rate the firm's card applies to the matter chosen as its hint (what a blank rate records). */
const RateInput = () => {
  const w = useTimeWording();
  const language = useLanguage();
  const matter: unknown = useWatch({ name: 'matter' });
  const { data } = useApplicableRate(matterOf(matter));
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
  /** a new entry's matter ('file-3') and minutes, from the top bar's timer */
  prefill?: { matter: MatterRef; minutes: number };
  /** a suggestion accepted as a new entry: its proposal fills the form, the lawyer changes what differs */
  suggestion?: TimeSuggestion;
  onClose: () => void;
  /** after a save (the timer forgets its time) */
  onSaved?: () => void;
}

/** Records time on a matter, or changes an unbilled entry (every field but its matter). The server's field errors land on the inputs. */
export const TimeEntryDialog = ({ entry, prefill, suggestion, onClose, onSaved }: TimeEntryDialogProps) => {
  const w = useTimeWording();
  const language = useLanguage();
  const toast = useToast();
  const { save, accept } = useTimeCommands();
  const [defaults] = useState<Partial<TimeEntryValues>>(() =>
    entry
      ? { matter: matterRef(matterOfEntry(entry)), date: entry.date, minutes: entry.minutes, activity: entry.activity, description: entry.description, billable: entry.billable, rate: entry.rate }
      : suggestion
        ? {
            // suggestions are the portal's own, on cases
            matter: matterRef({ kind: 'case', id: suggestion.caseId }),
            date: suggestion.date,
            minutes: suggestion.minutes,
            activity: suggestion.activity,
            description: language === 'ar' ? suggestion.descriptionAr : suggestion.description,
            billable: true,
            rate: '',
          }
        : { matter: prefill?.matter, date: firmToday(), minutes: prefill?.minutes, description: '', billable: true, rate: '' },
  );
  const submit = async ({ matter, ...values }: TimeEntryValues) => {
    const body: TimeEntryBody = { ...values, minutes: Number(values.minutes), rate: String(values.rate ?? '').trim() };
    try {
      if (suggestion) await accept(suggestion.id, body);
      else if (entry) await save(body, { id: entry.id });
      else {
        const picked = matterOf(matter);
        if (!picked) throw new Error(w.saveFailed);
        await save(body, { matter: picked });
      }
    } catch (error) {
      toast({ type: 'error', title: w.saveFailed, message: errorDetail(error) ?? w.saveFailed });
      throw onThePicker(error);
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.saved });
    onSaved?.();
  };
  // the activities offered, and the one the entry names (retired since, it stays its own)
  const choices = useTimeActivities().choices(entry?.activity);
  return (
    <DialogForm<TimeEntryValues> title={entry ? w.dialog.editTitle : suggestion ? w.dialog.acceptTitle : w.dialog.addTitle} submitLabel={w.dialog.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <MatterInput label={w.dialog.matter} disabled={Boolean(entry ?? suggestion)} />
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
