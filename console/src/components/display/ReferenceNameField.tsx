import { Typography } from '@mui/material';
import type { Bilingual } from '@lawfirm/contracts';
import { ReferenceField, useRecordContext } from 'react-admin';
import { useLocalized } from './localized';
import { useBilingual } from '../messages/wording';

interface ReferenceNameFieldProps {
  /** the field holding the other record's id, e.g. 'lawyerId' */
  source: string;
  /** the other record's API path under /api, e.g. 'employees' */
  reference: string;
  /** base name of its bilingual pair: 'name' (nameEn/nameAr) or 'fullName' */
  name?: string;
  /** what an optional reference left empty reads (e.g. 'Not assigned'); without it, 'Unknown' */
  unset?: Bilingual;
}

const LocalizedName = ({ name }: { name: string }) => {
  const record = useRecordContext();
  const localized = useLocalized();
  return <span>{localized(record, name)}</span>;
};

/**
 * The name of a referenced record in the current language, or 'Unknown' when the record no longer
 * exists (spec: unknown lookups display 'Unknown'). An optional reference left empty reads `unset`.
 */
export const ReferenceNameField = ({ source, reference, name = 'name', unset }: ReferenceNameFieldProps) => {
  const record = useRecordContext();
  const pick = useBilingual();
  const value = record?.[source];
  if (unset && (value === null || value === undefined || value === '')) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {pick(unset)}
      </Typography>
    );
  }
  return (
    <ReferenceField source={source} reference={reference} link={false} empty="app.msg.common.unknown">
      <LocalizedName name={name} />
    </ReferenceField>
  );
};
