import { Suspense, lazy, useMemo, useRef } from 'react';
import { TextField } from '@mui/material';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { getLanguage } from '../../i18n/language';
import { componentWording, useBilingual } from '../wording';
import { INCOMPLETE, fromPicked, isWhole, toPicked, type PickedKind } from './pickedValues';

// the pickers are the heaviest part of a form: their own chunk, loaded with the first form that has one
const DatePicker = lazy(async () => ({ default: (await import('./pickers')).DatePicker }));
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
 * How a day reads in a picker: month first in English (`P`, en-US); in Arabic day, month, year
 * from the right, as the console's Arabic dates (ar-AE) read. MUI X lays a field's parts out left
 * to right (reversing only its space-separated groups in Arabic), so the Arabic day is written year
 * first: the field shows 2026/12/20 with the day at the right.
 */
const dayFormat = () => (getLanguage() === 'ar' ? 'yyyy/MM/dd' : 'P');

/**
 * How a moment reads in a picker: the day, then the time on the 12-hour clock the console shows
 * times in everywhere (date-fns' Arabic would put a 24-hour time first); in Arabic, read from the
 * right: day, time, then ص/م.
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
 * date is refused with a message rather than dropped.
 */
export const DatePickerInput = ({ source, kind = 'date', label, validate, defaultValue, helperText, fullWidth, disabled, resource }: DatePickerInputProps) => {
  const pick = useBilingual();
  const validators = useMemo(() => {
    const whole = (value: unknown) => (isWhole(kind, value) ? undefined : pick(componentWording.incompleteDate));
    return [...(Array.isArray(validate) ? validate : validate ? [validate] : []), whole];
  }, [validate, kind, pick]);
  const { id, field, fieldState, isRequired } = useInput({ source, resource, defaultValue, disabled, validate: validators });
  // the Date last handed up: a half-typed one must come back as it was, or the field would clear it
  const last = useRef<{ stored: unknown; picked: Date | null } | null>(null);
  const value = last.current && last.current.stored === field.value ? last.current.picked : toPicked(kind, field.value);
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
  const Picker = kind === 'dateTime' ? DateTimePicker : DatePicker;
  const title = <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />;
  // while the picker loads: an empty field of the same size and label, so the form does not jump
  const loading = <TextField label={title} disabled fullWidth={fullWidth} variant="filled" size="small" margin="dense" />;
  return (
    <Suspense fallback={loading}>
    <Picker
      value={value}
      onChange={(picked: Date | null) => {
        const stored = fromPicked(kind, picked);
        last.current = { stored, picked };
        field.onChange(stored);
      }}
      {...kindProps(kind)}
      disabled={disabled}
      inputRef={field.ref}
      slotProps={{
        field: { fieldRef },
        textField: {
          id,
          name: field.name,
          className: `ra-input ra-input-${source}`,
          onBlur,
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
