import { ReferenceField, useRecordContext } from 'react-admin';
import { useLocalized } from './localized';

interface ReferenceNameFieldProps {
  /** the field holding the other record's id, e.g. 'lawyerId' */
  source: string;
  /** the other record's API path under /api, e.g. 'employees' */
  reference: string;
  /** base name of its bilingual pair: 'name' (nameEn/nameAr) or 'fullName' */
  name?: string;
}

const LocalizedName = ({ name }: { name: string }) => {
  const record = useRecordContext();
  const localized = useLocalized();
  return <span>{localized(record, name)}</span>;
};

/**
 * The name of a referenced record in the current language, or 'Unknown' when the reference is
 * empty or the record no longer exists (spec: unknown lookups display 'Unknown').
 */
export const ReferenceNameField = ({ source, reference, name = 'name' }: ReferenceNameFieldProps) => (
  <ReferenceField source={source} reference={reference} link={false} empty="app.msg.common.unknown">
    <LocalizedName name={name} />
  </ReferenceField>
);
