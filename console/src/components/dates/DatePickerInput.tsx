import { Suspense, lazy, useMemo, useRef, useState, type MouseEvent } from 'react';
import { TextField } from '@mui/material';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { getLanguage } from '../../i18n/language';
import { componentWording, useBilingual } from '../messages/wording';
import { INCOMPLETE, dateProblem, fromPicked, pickableDays, toPicked, type PickedKind } from './pickedValues';

// the pickers are the heaviest part of a form: their own chunk, loaded with the first form that has one
const DatePicker = lazy(async () => ({ default: (await import('./pickers')).DatePicker }));
const MonthPicker = lazy(async () => ({ default: (await import('./pickers')).MonthPicker }));
const DateTimePicker = lazy(async () => ({ default: (await import('./pickers')).DateTimePicker }));

export interface DatePickerInputProps {
  source: string;
  /** what is stored: a day (default), a month, or an instant */
  kind?: PickedKind;
  /** already worded; otherwise react-admin's label of the resource's field */
  label?: string;
  validate?: Validator | Validator[];
  defaultValue?: unknown;
  helperText?: string | false;
  fullWidth?: boolean;
  disabled?: boolean;
  resource?: string;
  /** read by react-admin's filter forms */
  alwaysOn?: boolean;
}

/**
 * How a day reads in a picker: month first in English (`P`, en-US: 11/28/2026); in Arabic day,
 * month, year (28/11/2026), as ar-AE writes a numeric date. The field is laid out left to right in
 * both languages (see pickers.tsx), so its parts are typed in the order they are read: clicking an
 * empty Arabic field and typing 28112026 gives the 28th of November 2026.
 */
const dayFormat = () => (getLanguage() === 'ar' ? 'dd/MM/yyyy' : 'P');

/**
 * How a moment reads in a picker: the day, then the time on the 12-hour clock the console shows
 * times in everywhere (date-fns' Arabic would put a 24-hour time first), then AM/PM or ص/م.
 */
export const momentPickerProps = (seconds = false) => ({ format: `${dayFormat()} ${seconds ? 'hh:mm:ss aa' : 'hh:mm aa'}`, ampm: true });

/** what each kind sets on the picker (in the language of the moment: the whole console renders again when it changes) */
const kindProps = (kind: PickedKind) =>
  kind === 'month' ? { views: ['year', 'month'] as ('year' | 'month')[], openTo: 'month' as const } : kind === 'dateTime' ? momentPickerProps() : { format: dayFormat() };

/**
 * react-admin's DateInput and DateTimeInput in the console's language: the browser's own date
 * field follows the browser's locale, so an Arabic console showed mm/dd/yyyy and English month
 * names. This field orders, names and announces its parts in the console's language (MUI X's
 * picker over date-fns' locale) and stores what the API takes (see pickedValues). A half-typed
 * date is refused with a message rather than dropped, and so is a year before 1900 or after 2100
 * (the server's bounds: a year 612 is a typing mistake).
 */
export const DatePickerInput = ({ source, kind = 'date', label, validate, defaultValue, helperText, fullWidth, disabled, resource }: DatePickerInputProps) => {
  const pick = useBilingual();
  const validators = useMemo(() => {
    const whole = (value: unknown) => {
      const problem = dateProblem(kind, value);
      return problem === null ? undefined : pick(problem === 'incomplete' ? componentWording.incompleteDate : componentWording.invalidDate);
    };
    return [...(Array.isArray(validate) ? validate : validate ? [validate] : []), whole];
  }, [validate, kind, pick]);
  const { id, field, fieldState, isRequired } = useInput({ source, resource, defaultValue, disabled, validate: validators });
  // the Date last handed up: a half-typed one, or one in a year refused, must come back as it was,
  // or the field would clear it; kept in state, since typing on (0002, 0028, 0281, 2811) changes
  // the Date while what is stored stays the same, and the field must be drawn again with it
  const [last, setLast] = useState<{ stored: unknown; picked: Date | null } | null>(null);
  const value = last && last.stored === field.value ? last.picked : toPicked(kind, field.value);
  // MUI X hands nothing up while a blank field is typed in part: on leaving it, the parts typed
  // say whether it holds half a date (refused) or was emptied again
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onBlur = () => {
    if (value === null) {
      const typed = fieldRef.current?.getSections().some((section) => section.value !== '') ?? false;
      if (typed && field.value !== INCOMPLETE) field.onChange(INCOMPLETE);
      if (!typed && field.value === INCOMPLETE) field.onChange(null);
    }
    field.onBlur();
  };
  // A click on an empty field starts at its first part (the day in Arabic, the month in English)
  // wherever it lands: until then its parts are hidden under the label, and MUI X would start at
  // whichever hidden part was under the pointer (the year, at the right of an Arabic field).
  // MUI X leaves a mousedown and a click alone once they are prevented: this click is taken over.
  const clickTaken = useRef(false);
  const onMouseDownCapture = (event: MouseEvent<HTMLElement>) => {
    const ref = fieldRef.current;
    clickTaken.current = false;
    if (disabled || event.button !== 0 || !ref || value !== null || (event.target as Element).closest('button')) return;
    if (event.currentTarget.contains(document.activeElement) || ref.getSections().some((section) => section.value !== '')) return;
    event.preventDefault();
    clickTaken.current = true;
    ref.focusField(0);
  };
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (clickTaken.current) event.preventDefault();
    clickTaken.current = false;
  };
  const Picker = kind === 'dateTime' ? DateTimePicker : kind === 'month' ? MonthPicker : DatePicker;
  const title = <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />;
  // while the picker loads: an empty field of the same size and label, so the form does not jump
  const loading = <TextField label={title} disabled fullWidth={fullWidth} variant="filled" size="small" margin="dense" />;
  return (
    <Suspense fallback={loading}>
    <Picker
      value={value}
      onChange={(picked: Date | null) => {
        const stored = fromPicked(kind, picked);
        setLast({ stored, picked });
        field.onChange(stored);
      }}
      {...kindProps(kind)}
      {...pickableDays()}
      disabled={disabled}
      inputRef={field.ref}
      slotProps={{
        field: { fieldRef },
        textField: {
          id,
          name: field.name,
          className: `ra-input ra-input-${source}`,
          onBlur,
          onMouseDownCapture,
          onClickCapture,
          label: title,
          error: fieldState.invalid,
          helperText: helperText === false && !fieldState.invalid ? undefined : <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
          fullWidth,
          variant: 'filled',
          size: 'small',
          margin: 'dense',
        },
      }}
    />
    </Suspense>
  );
};
