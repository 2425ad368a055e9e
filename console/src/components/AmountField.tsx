import type { Bilingual } from '@lawfirm/contracts';
import { useRecordContext } from 'react-admin';
import { formatNumber } from '../i18n/dates';
import { useLanguage, type Language } from '../i18n/language';
import { componentWording } from './wording';

/** An amount in dirhams in the language's digits: '750 AED' / '٧٥٠ درهم'; '' when not a number. */
export function formatAmount(value: unknown, language: Language): string {
  const amount = typeof value === 'number' ? value : value === '' || value == null ? NaN : Number(value);
  return Number.isFinite(amount) ? `${formatNumber(amount, language)} ${componentWording.aed[language]}` : '';
}

export const amountInBoth = (value: unknown): Bilingual => ({ en: formatAmount(value, 'en'), ar: formatAmount(value, 'ar') });

/** A money field (salary, fee) shown in AED. */
export const AmountField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <bdi>{formatAmount(record?.[source], useLanguage())}</bdi>;
};
