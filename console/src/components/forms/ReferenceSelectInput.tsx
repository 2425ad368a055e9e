import { ReferenceInput, SelectInput, type RaRecord, type Validator } from 'react-admin';
import { useLocalized } from '../display/localized';
import { componentWording, useBilingual } from '../messages/wording';

interface ReferenceSelectInputProps {
  source: string;
  /** API path under /api of the records to pick from, e.g. 'employees' */
  reference: string;
  /** base name of their bilingual pair: 'name' or 'fullName' */
  name?: string;
  label?: string;
  validate?: Validator | Validator[];
  /** label of an empty choice, sent as null */
  emptyText?: string;
  /** shorthand for an empty choice labelled 'None' */
  allowNone?: boolean;
  defaultValue?: unknown;
  /** choices shown but not selectable (a role granting more than the user holds) */
  disableChoice?: (record: RaRecord) => boolean;
}

const DISABLED = '_choiceDisabled';

/** A select of other records, named in the current language (regions, branches, lawyers...). */
export const ReferenceSelectInput = ({
  source,
  reference,
  name = 'name',
  label,
  validate,
  emptyText,
  allowNone,
  defaultValue,
  disableChoice,
}: ReferenceSelectInputProps) => {
  const localized = useLocalized();
  const pick = useBilingual();
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      perPage={1000}
      sort={{ field: 'id', order: 'ASC' }}
      queryOptions={disableChoice ? { select: (res) => (Array.isArray(res) ? res : { ...res, data: res.data.map((r) => ({ ...r, [DISABLED]: disableChoice(r) })) }) } : undefined}
    >
      <SelectInput
        label={label}
        disableValue={disableChoice ? DISABLED : undefined}
        optionText={(record) => localized(record, name)}
        validate={validate}
        emptyText={allowNone ? pick(componentWording.none) : emptyText}
        defaultValue={defaultValue}
        fullWidth
      />
    </ReferenceInput>
  );
};
