import type { Bilingual } from '@lawfirm/contracts';
import type { Language } from '../../i18n/language';

const units: Bilingual[] = [
  { en: 'Bytes', ar: 'بايت' },
  { en: 'KB', ar: 'كيلوبايت' },
  { en: 'MB', ar: 'ميغابايت' },
  { en: 'GB', ar: 'غيغابايت' },
];
const notAvailable: Bilingual = { en: 'N/A', ar: 'غير متوفر' };

/** A size in Bytes / KB / MB / GB (base 1024, up to two decimals); 'N/A' when unknown. */
export function formatFileSize(bytes: number | null | undefined, language: Language = 'en'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return notAvailable[language];
  const exponent = bytes === 0 ? 0 : Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${units[exponent][language]}`;
}
