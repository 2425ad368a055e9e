import { DataTable } from 'react-admin';
import { useLanguage } from '../../i18n/language';
import { fileKey } from './i18n';

interface NameColProps {
  /** the column's name under `fields`, and the base of the pair `<source>En` / `<source>Ar` */
  source: string;
  /** the pair's fields when they are not `<source>En` / `<source>Ar` */
  en?: string;
  ar?: string;
}

/**
 * A name the server keeps on a file (client, department, office, responsible lawyer) in the current
 * language, falling back to the other one; sorted by the shown one.
 */
export const NameCol = ({ source, en = `${source}En`, ar = `${source}Ar` }: NameColProps) => {
  const [mine, other] = useLanguage() === 'ar' ? [ar, en] : [en, ar];
  return <DataTable.Col source={mine} label={fileKey(`fields.${source}`)} render={(record) => record[mine] || record[other] || ''} />;
};
