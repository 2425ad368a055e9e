import { DataTable, useResourceContext } from 'react-admin';
import { useLocalized, useLocalizedSource } from '../display/localized';

interface LocalizedColProps {
  /** the pair's base name: 'name' shows nameEn or nameAr */
  source: string;
  /** translation key of the header; defaults to `resources.<resource>.fields.<source>` */
  label?: string;
}

/** A table column showing one of a bilingual pair of fields, sorted by the shown one. */
export const LocalizedCol = ({ source, label }: LocalizedColProps) => {
  const resource = useResourceContext();
  const localized = useLocalized();
  return (
    <DataTable.Col
      source={useLocalizedSource(source)}
      label={label ?? `resources.${resource}.fields.${source}`}
      render={(record) => localized(record, source)}
    />
  );
};
