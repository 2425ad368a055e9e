import { Typography } from '@mui/material';
import type { Bilingual } from '@lawfirm/contracts';
import { DataTable, useResourceContext, useTranslate } from 'react-admin';
import { useLocalized, useLocalizedSource } from '../display/localized';
import { useBilingual } from '../messages/wording';

interface ReferenceNameColProps {
  /** the row's field holding the other record's id, e.g. 'assignedLawyerId' (also the header's name) */
  source: string;
  /** base of the name pair the server keeps on the row for it (contracts' displayNameReferences), e.g. 'assignedLawyerName' */
  name: string;
  /** translation key of the header; defaults to `resources.<resource>.fields.<source>` */
  label?: string;
  /** what an optional reference left empty reads (e.g. 'Not assigned'); without it, 'Unknown' */
  unset?: Bilingual;
}

/**
 * A column naming the record a row refers to (a client's lawyer) in the current language, sorted by
 * that name: the server keeps the names on the rows, so a list sorts and searches by what it shows.
 * A record no longer there reads 'Unknown' (spec), an optional reference left empty `unset`.
 */
export const ReferenceNameCol = ({ source, name, label, unset }: ReferenceNameColProps) => {
  const resource = useResourceContext();
  const localized = useLocalized();
  const translate = useTranslate();
  const pick = useBilingual();
  return (
    <DataTable.Col
      source={useLocalizedSource(name)}
      label={label ?? `resources.${resource}.fields.${source}`}
      render={(record) => {
        const id = record[source];
        if (unset && (id === null || id === undefined || id === '')) {
          return (
            <Typography component="span" variant="body2" color="text.secondary">
              {pick(unset)}
            </Typography>
          );
        }
        return localized(record, name) || translate('app.msg.common.unknown');
      }}
    />
  );
};
