import { AutocompleteInput, ReferenceInput, type RaRecord, type SortPayload } from 'react-admin';
import { requiredField } from '../../components/forms/validation';

export interface ReferencePickerProps<R extends RaRecord> {
  source: string;
  /** the list it picks from, searched as typed (`q`) */
  reference: string;
  sort: SortPayload;
  /** how an option is named in the reader's language */
  optionText: (record: R) => string;
  label: string;
  disabled?: boolean;
  onPicked?: (record: R | undefined) => void;
}

/** A required pick from one of the lawyer's lists (the matter time is on, the case an expense is on), searched as typed. */
export function ReferencePicker<R extends RaRecord>({ source, reference, sort, optionText, label, disabled, onPicked }: ReferencePickerProps<R>) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={50} sort={sort}>
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={(q: string) => (q ? { q } : {})}
        validate={requiredField}
        disabled={disabled}
        onChange={(_value: unknown, record: R | '') => onPicked?.(record || undefined)}
        fullWidth
      />
    </ReferenceInput>
  );
}
