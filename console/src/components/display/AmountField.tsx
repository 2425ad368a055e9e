import type { Bilingual } from '@lawfirm/contracts';
import { useRecordContext } from 'react-admin';
import { formatNumber } from '../../i18n/dates';
import { useLanguage, type Language } from '../../i18n/language';
import { componentWording } from '../messages/wording';

/**
 * An amount in dirhams in the language's number format: '750 AED' / '750 درهم', and fils as two
 * decimals ('1,500.50 AED', not '1,500.5'; with `fils`, always: '750.00 AED', as invoices show
 * money); '' when not a number. The Arabic one's number is a left-to-right isolate (U+2066 ... U+2069).
 */
export function formatAmount(value: unknown, language: Language, { fils = false }: { fils?: boolean } = {}): string {
  const amount = typeof value === 'number' ? value : value === '' || value == null ? NaN : Number(value);
  if (!Number.isFinite(amount)) return '';
  const digits = formatNumber(amount, language, { minimumFractionDigits: fils || !Number.isInteger(amount) ? 2 : 0, maximumFractionDigits: 2 });
  // in Arabic the number isolated left to right, so a minus stays before its digits (not «100-»)
  // and the unit reads after it, whatever the text around
  return language === 'ar' ? `\u2066${digits}\u2069 ${componentWording.aed.ar}` : `${digits} ${componentWording.aed.en}`;
}

export const amountInBoth = (value: unknown): Bilingual => ({ en: formatAmount(value, 'en'), ar: formatAmount(value, 'ar') });

/** A money field (salary, fee) shown in AED; `fils`: always with two decimals (invoices, payments). */
export const AmountField = ({ source, fils }: { source: string; fils?: boolean }) => {
  const record = useRecordContext();
  return <bdi>{formatAmount(record?.[source], useLanguage(), { fils })}</bdi>;
};
