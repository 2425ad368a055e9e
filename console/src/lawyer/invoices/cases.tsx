import { Fragment } from 'react';
import { useLocalized } from '../../components/display/localized';
import { useLanguage } from '../../i18n/language';
import type { InvoiceCase } from './api';

/** An invoice's cases, each by its number (and its title in the reader's language with `titles`), each in its own direction. */
export const InvoiceCases = ({ ids, cases, titles }: { ids: number[]; cases: Map<number, InvoiceCase> | undefined; titles?: boolean }) => {
  const localized = useLocalized();
  const language = useLanguage();
  return (
    <>
      {ids.map((id, i) => {
        const c = cases?.get(id);
        const name = c ? [c.caseNumber, titles ? localized(c, 'title') : null].filter(Boolean).join(' — ') : `#${id}`;
        return (
          <Fragment key={id}>
            {i > 0 && (language === 'ar' ? '، ' : ', ')}
            <bdi>{name}</bdi>
          </Fragment>
        );
      })}
    </>
  );
};
