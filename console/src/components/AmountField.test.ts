import { describe, expect, it } from 'vitest';
import { formatAmount } from './AmountField';

describe('an amount in dirhams', () => {
  it('shows whole dirhams without decimals and fils as two decimals, in the number format of the language', () => {
    expect(formatAmount(750, 'en')).toBe('750 AED');
    expect(formatAmount(1500.5, 'en')).toBe('1,500.50 AED');
    expect(formatAmount('25000.256', 'en')).toBe('25,000.26 AED');
    // the Arabic locale's separators and digits (Latin or Arabic-Indic, as its ICU has them)
    expect(formatAmount(1500.5, 'ar')).toMatch(/^[1١][,٬]?[5٥][0٠][0٠][.٫][5٥][0٠] درهم$/);
  });

  it('shows nothing for what is not a number', () => {
    expect(formatAmount('', 'en')).toBe('');
    expect(formatAmount(null, 'ar')).toBe('');
    expect(formatAmount('abc', 'en')).toBe('');
  });
});
