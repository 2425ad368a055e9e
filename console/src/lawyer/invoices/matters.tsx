import { Fragment } from 'react';
import { useLanguage } from '../../i18n/language';
import { useMatterLabel } from '../time/matterLabel';
import type { MatterRow } from '../time/MatterInput';

/**
 * An invoice's cases, files and consultations (`refs`: 'case-5', 'file-3'), each named as the time
 * screens name it (its kind, number or day, and with `titles` its title in the reader's language), in its own direction.
 */
export const InvoiceMatters = ({ refs, matters, titles }: { refs: string[]; matters: Map<string, MatterRow> | undefined; titles?: boolean }) => {
  const language = useLanguage();
  const nameOf = useMatterLabel();
  return (
    <>
      {refs.map((ref, i) => {
        const m = matters?.get(ref);
        return (
          <Fragment key={ref}>
            {i > 0 && (language === 'ar' ? '، ' : ', ')}
            <bdi>{m ? nameOf(titles ? m : { ...m, titleEn: null, titleAr: null }) : ''}</bdi>
          </Fragment>
        );
      })}
    </>
  );
};
