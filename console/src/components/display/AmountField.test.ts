import { describe, expect, it } from 'vitest';
import { formatAmount } from './AmountField';

describe('an amount in dirhams', () => {
  it('shows whole dirhams without decimals and fils as two decimals, in the number format of the language', () => {
    expect(formatAmount(750, 'en')).toBe('750 AED');
    expect(formatAmount(1500.5, 'en')).toBe('1,500.50 AED');
    expect(formatAmount('25000.256', 'en')).toBe('25,000.26 AED');
    // the Arabic locale's separators and digits (Latin or Arabic-Indic, as its ICU has them)
    expect(formatAmount(1500.5, 'ar')).toMatch(/^\u2066[1١][,٬]?[5٥][0٠][0٠][.٫][5٥][0٠]\u2069 درهم$/);
  });

  it('keeps the minus of a negative amount before its digits in Arabic (the number isolated left to right)', () => {
    expect(formatAmount(-100, 'en')).toBe('-100 AED');
    expect(formatAmount(-100, 'ar')).toMatch(/^\u2066\u200e?-[1١][0٠][0٠]\u2069 درهم$/);
  });

  it('shows money of invoices and payments always with its fils', () => {
    expect(formatAmount('1000.00', 'en', { fils: true })).toBe('1,000.00 AED');
    expect(formatAmount('0.00', 'en', { fils: true })).toBe('0.00 AED');
  });

  it('shows nothing for what is not a number', () => {
    expect(formatAmount('', 'en')).toBe('');
    expect(formatAmount(null, 'ar')).toBe('');
    expect(formatAmount('abc', 'en')).toBe('');
  });
});
