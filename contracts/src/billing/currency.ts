import { vatRateBasisPoints, type Fils, type VatTreatment } from './money.js';

/**
 * An invoice billed in another currency (docs/billing.md "Invoices in another currency"): the
 * firm's amounts stay in AED, the currency of its books, balances, payments and VAT return; the
 * invoice also states them in its own currency, converted at the exchange rate the invoice names
 * (AED per one unit), and still states its VAT and totals in AED (Article 59).
 */
export const invoiceCurrencies = ['AED', 'USD', 'EUR', 'GBP', 'SAR', 'KWD', 'BHD', 'OMR', 'QAR', 'INR', 'CHF', 'JPY', 'CNY'] as const;
export type InvoiceCurrency = (typeof invoiceCurrencies)[number];

/** the digits of each currency's minor unit (ISO 4217): cents, fils, baisa; none for the yen */
export const currencyMinorDigits: Record<InvoiceCurrency, number> = {
  AED: 2, USD: 2, EUR: 2, GBP: 2, SAR: 2, KWD: 3, BHD: 3, OMR: 3, QAR: 2, INR: 2, CHF: 2, JPY: 0, CNY: 2,
};

/** an exchange rate's most decimals */
export const EXCHANGE_RATE_DECIMALS = 6;
const MICROS = 10 ** EXCHANGE_RATE_DECIMALS;
/** the largest rate taken: AED per unit (far above any currency's) */
const MAX_RATE_MICROS = 100_000 * MICROS;
/** the smallest: 0.0001 AED per unit (far below any currency listed) */
const MIN_RATE_MICROS = 100;

/** a rate as people type it ("3.6725", "0.98") in millionths of an AED per unit; null when it is not a positive decimal of at most six places */
export function parseExchangeRate(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return null;
  const micros = Number(m[1]) * MICROS + Number((m[2] ?? '').padEnd(EXCHANGE_RATE_DECIMALS, '0'));
  return micros >= MIN_RATE_MICROS && micros <= MAX_RATE_MICROS ? micros : null;
}

/** a rate in millionths as the invoice prints it, without trailing zeros (at least two places): 3672500 → "3.6725", 1000000 → "1.00" */
export function formatExchangeRate(micros: number): string {
  const whole = Math.floor(micros / MICROS);
  const frac = String(micros % MICROS).padStart(EXCHANGE_RATE_DECIMALS, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${frac}`;
}

/** the canonical text of a rate typed in a valid form ("3.672500" → "3.6725"); null when it is not one */
export const canonicalExchangeRate = (text: string): string | null => {
  const micros = parseExchangeRate(text);
  return micros === null ? null : formatExchangeRate(micros);
};

/** fils converted to the minor units of a currency at `rateMicros` (AED per unit, in millionths), rounded half away from zero */
export function convertFils(fils: Fils, rateMicros: number, minorDigits: number): number {
  if (!Number.isSafeInteger(fils) || !Number.isSafeInteger(rateMicros) || rateMicros <= 0) throw new RangeError('convertFils takes whole fils and a positive rate');
  // fils / 100 AED ÷ (rate / 10^6) AED per unit × 10^digits minor units per unit
  const numerator = BigInt(Math.abs(fils)) * 10n ** BigInt(minorDigits) * BigInt(MICROS);
  const denominator = 100n * BigInt(rateMicros);
  const rounded = Number((numerator * 2n + denominator) / (denominator * 2n));
  if (!Number.isSafeInteger(rounded)) throw new RangeError('convertFils: the amount is beyond what the currency can state');
  return fils < 0 ? -rounded : rounded;
}

/** minor units as the invoice prints them: 123450 in USD → "1234.50", 1234 in JPY → "1234", 1500 in KWD → "1.500" */
export function formatMinor(minor: number, currency: InvoiceCurrency): string {
  const digits = currencyMinorDigits[currency];
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}

/** the currency an invoice is in and its rate (canonical text; null for AED) */
export interface InvoiceCurrencyTerms {
  currency: InvoiceCurrency;
  exchangeRate: string | null;
}
export const AED_TERMS: InvoiceCurrencyTerms = { currency: 'AED', exchangeRate: null };

/** why terms cannot stand, or null: a rate is named exactly when the currency is not AED, and it is a positive decimal of at most six places */
export function currencyTermsProblem(terms: { currency: string; exchangeRate: string | null }): 'currency' | 'exchangeRateRequired' | 'exchangeRateForAed' | 'exchangeRate' | null {
  if (!(invoiceCurrencies as readonly string[]).includes(terms.currency)) return 'currency';
  if (terms.currency === 'AED') return terms.exchangeRate === null ? null : 'exchangeRateForAed';
  if (terms.exchangeRate === null) return 'exchangeRateRequired';
  return parseExchangeRate(terms.exchangeRate) === null ? 'exchangeRate' : null;
}

/** a line as the conversion reads it (an invoice's line, or what a credit note takes back of one) */
export interface ConvertibleLine {
  /** per hour or per item; left out for a credit note's line */
  unitPriceFils?: Fils;
  netFils: Fils;
  vatFils: Fils;
  vat: VatTreatment;
}
/** a line in the document's currency, in its minor units */
export interface ConvertedLine {
  unitPrice: number | null;
  net: number;
  vat: number;
  total: number;
}
export interface ConvertedAmounts {
  lines: ConvertedLine[];
  subtotal: number;
  vat: number;
  total: number;
}

/**
 * A document's amounts in its currency: each line's unit price and net converted from AED at the
 * rate and rounded to the currency's minor unit, its VAT the line's rate on that net rounded the
 * same way (as the AED line's is on its net), the totals the sums of the lines. In AED (no rate)
 * they are the fils as they are. The AED figures stay those the books use.
 */
export function convertedAmounts(lines: readonly ConvertibleLine[], terms: InvoiceCurrencyTerms): ConvertedAmounts {
  const rate = terms.currency === 'AED' || terms.exchangeRate === null ? null : parseExchangeRate(terms.exchangeRate);
  if (terms.currency !== 'AED' && rate === null) throw new RangeError('convertedAmounts: a currency other than AED takes a rate');
  const digits = currencyMinorDigits[terms.currency];
  const converted = lines.map((l): ConvertedLine => {
    if (rate === null) return { unitPrice: l.unitPriceFils ?? null, net: l.netFils, vat: l.vatFils, total: l.netFils + l.vatFils };
    const net = convertFils(l.netFils, rate, digits);
    const vat = Number((BigInt(net) * BigInt(vatRateBasisPoints[l.vat]) * 2n + 10_000n) / 20_000n);
    return { unitPrice: l.unitPriceFils === undefined ? null : convertFils(l.unitPriceFils, rate, digits), net, vat, total: net + vat };
  });
  const subtotal = converted.reduce((s, l) => s + l.net, 0);
  const vat = converted.reduce((s, l) => s + l.vat, 0);
  return { lines: converted, subtotal, vat, total: subtotal + vat };
}

/** a line's figures in the invoice's currency as the API and the documents show them (minor units formatted) */
export interface LineInCurrency {
  unitPriceInCurrency: string | null;
  netInCurrency: string;
  vatAmountInCurrency: string;
  totalInCurrency: string;
}
/** the totals in the invoice's currency, formatted */
export interface TotalsInCurrency {
  subtotalInCurrency: string;
  vatInCurrency: string;
  totalInCurrency: string;
}

/** convertedAmounts formatted in the currency: per line, and the totals */
export function inCurrency(lines: readonly ConvertibleLine[], terms: InvoiceCurrencyTerms): { lines: LineInCurrency[] } & TotalsInCurrency {
  const c = convertedAmounts(lines, terms);
  const f = (n: number) => formatMinor(n, terms.currency);
  return {
    lines: c.lines.map((l) => ({ unitPriceInCurrency: l.unitPrice === null ? null : f(l.unitPrice), netInCurrency: f(l.net), vatAmountInCurrency: f(l.vat), totalInCurrency: f(l.total) })),
    subtotalInCurrency: f(c.subtotal),
    vatInCurrency: f(c.vat),
    totalInCurrency: f(c.total),
  };
}
