import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalExchangeRate, convertedAmounts, convertFils, currencyMinorDigits, currencyTermsProblem, formatExchangeRate, formatMinor, invoiceCurrencies, parseExchangeRate, type InvoiceCurrency } from './currency.js';
import { vatTreatments } from './money.js';

const line = fc.record({
  unitPriceFils: fc.integer({ min: 0, max: 1_000_000_000 }),
  netFils: fc.integer({ min: 0, max: 1_000_000_000 }),
  vat: fc.constantFrom(...vatTreatments),
}).map((l) => ({ ...l, vatFils: Math.round((l.netFils * (l.vat === 'standard' ? 500 : 0)) / 10_000) }));
const foreign = fc.constantFrom(...invoiceCurrencies.filter((c) => c !== 'AED'));
const rateMicros = fc.integer({ min: 100, max: 100_000_000_000 });

describe('invoices in another currency', () => {
  it('reads a rate of up to six decimals, positive, and prints it without trailing zeros', () => {
    expect(parseExchangeRate('3.6725')).toBe(3_672_500);
    expect(parseExchangeRate('0.0001')).toBe(100);
    expect(parseExchangeRate('0.024513')).toBe(24_513);
    expect(formatExchangeRate(3_672_500)).toBe('3.6725');
    expect(formatExchangeRate(1_000_000)).toBe('1.00');
    expect(canonicalExchangeRate('4.100000')).toBe('4.10');
    for (const bad of ['0', '0.000000', '0.000099', '-3.67', '3.1234567', '3,67', 'abc', '', '1e3']) expect(parseExchangeRate(bad)).toBeNull();
  });

  it('converts fils at AED per unit to the minor unit, halves away from zero', () => {
    // AED 367.25 at 3.6725 is USD 100.00; AED 1.00 at 3.6725 is USD 0.2723 → 0.27
    expect(convertFils(36_725, 3_672_500, 2)).toBe(10_000);
    expect(convertFils(100, 3_672_500, 2)).toBe(27);
    // AED 1,000 at 12.0 AED per KWD: KWD 83.333 (three digits)
    expect(convertFils(100_000, 12_000_000, 3)).toBe(83_333);
    // AED 100 at 0.025 AED per yen: 4,000 yen
    expect(convertFils(10_000, 25_000, 0)).toBe(4_000);
    expect(formatMinor(83_333, 'KWD')).toBe('83.333');
    expect(formatMinor(4_000, 'JPY')).toBe('4000');
    expect(formatMinor(-1_234_50, 'USD')).toBe('-1234.50');
  });

  it('names what is wrong with the terms: a rate exactly when not AED', () => {
    expect(currencyTermsProblem({ currency: 'AED', exchangeRate: null })).toBeNull();
    expect(currencyTermsProblem({ currency: 'USD', exchangeRate: '3.6725' })).toBeNull();
    expect(currencyTermsProblem({ currency: 'AED', exchangeRate: '1.00' })).toBe('exchangeRateForAed');
    expect(currencyTermsProblem({ currency: 'USD', exchangeRate: null })).toBe('exchangeRateRequired');
    expect(currencyTermsProblem({ currency: 'XYZ', exchangeRate: null })).toBe('currency');
  });

  it('in AED, the figures are the fils as they are', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const c = convertedAmounts(lines, { currency: 'AED', exchangeRate: null });
        expect(c.lines.map((l) => [l.unitPrice, l.net, l.vat])).toEqual(lines.map((l) => [l.unitPriceFils, l.netFils, l.vatFils]));
      }),
    );
  });

  it('each line is within half a minor unit of the exact conversion, its VAT its rate on its net, and the totals are the sums of the lines to the minor unit', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), foreign, rateMicros, (lines, currency: InvoiceCurrency, micros) => {
        const exchangeRate = formatExchangeRate(micros);
        const c = convertedAmounts(lines, { currency, exchangeRate });
        const scale = 10n ** BigInt(currencyMinorDigits[currency]) * 1_000_000n;
        lines.forEach((l, i) => {
          const got = c.lines[i];
          // |net × 100 × rate − fils × scale| ≤ half of 100 × rate (in the minor unit's exact terms)
          const err = BigInt(got.net) * 100n * BigInt(micros) - BigInt(l.netFils) * scale;
          expect((err < 0n ? -err : err) * 2n <= 100n * BigInt(micros)).toBe(true);
          const bp = l.vat === 'standard' ? 500n : 0n;
          const vatErr = BigInt(got.vat) * 10_000n - BigInt(got.net) * bp;
          expect((vatErr < 0n ? -vatErr : vatErr) * 2n <= 10_000n).toBe(true);
          expect(got.total).toBe(got.net + got.vat);
        });
        expect(c.subtotal).toBe(c.lines.reduce((s, l) => s + l.net, 0));
        expect(c.vat).toBe(c.lines.reduce((s, l) => s + l.vat, 0));
        expect(c.total).toBe(c.subtotal + c.vat);
      }),
    );
  });

  it('a rate of one in a currency of two digits gives the fils back', () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
      const c = convertedAmounts(lines, { currency: 'USD', exchangeRate: '1.00' });
      expect(c.lines.map((l) => l.net)).toEqual(lines.map((l) => l.netFils));
    }));
  });
});
