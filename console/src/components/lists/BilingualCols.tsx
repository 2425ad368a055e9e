import { DataTable } from 'react-admin';
import { useLanguage } from '../../i18n/language';
import { pairInLanguageOrder } from '../display/localized';

/**
 * Both columns of a bilingual pair ('name' -> nameEn and nameAr), the reader's language first:
 * Arabic then English on an Arabic page. Each name reads in its own direction and says its language.
 */
export const BilingualCols = ({ source }: { source: string }) => {
  const language = useLanguage();
  return (
    <>
      {pairInLanguageOrder(source, language).map((field) => (
        <DataTable.Col key={field} source={field} render={(record) => <bdi dir={field.endsWith('Ar') ? 'rtl' : 'ltr'} lang={field.endsWith('Ar') ? 'ar' : 'en'}>{record[field]}</bdi>} />
      ))}
    </>
  );
};
