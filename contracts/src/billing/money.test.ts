import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditVat, divideRounded, formatAed, hoursOf, lineAmounts, lineProblem, MAX_FILS, parseAed, priceLines, spreadDiscount, vatOf, vatTreatments, type LineInput } from './money.js';

const treatment = fc.constantFrom(...vatTreatments);
/** a line of up to 10,000 hours at up to AED 100,000 an hour, or up to 1,000 items at up to AED 10 million each, with a discount of up to its gross */
const line: fc.Arbitrary<LineInput> = fc
  .oneof(
    fc.record({ unit: fc.constant('minute' as const), quantity: fc.integer({ min: 0, max: 600_000 }), unitPriceFils: fc.integer({ min: 0, max: 10_000_000 }) }),
    fc.record({ unit: fc.constant('item' as const), quantity: fc.integer({ min: 0, max: 1_000 }), unitPriceFils: fc.integer({ min: 0, max: 1_000_000_000 }) }),
  )
  .chain((l) => {
    const gross = l.unit === 'minute' ? Number((BigInt(l.quantity) * BigInt(l.unitPriceFils) * 2n + 60n) / 120n) : l.quantity * l.unitPriceFils;
    return fc.record({ discountFils: fc.integer({ min: 0, max: gross }), vat: treatment }).map((rest) => ({ ...l, ...rest }));
  });

/** the exact VAT of a net amount as a fraction: net * rate / 10,000 */
const exactVatTimes10000 = (net: number, rateBp: number) => BigInt(net) * BigInt(rateBp);

describe('money in fils', () => {
  it('rounds a division to the nearest fils, halves away from zero', () => {
    expect([divideRounded(5, 2), divideRounded(-5, 2), divideRounded(4, 3), divideRounded(-4, 3), divideRounded(7, 7)]).toEqual([3, -3, 1, -1, 1]);
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), fc.integer({ min: 1, max: 10 ** 6 }), (n, d) => {
        const q = divideRounded(n, d);
        // |q*d - n| <= d/2, and on a tie q is the one farther from zero
        const diff = BigInt(q) * BigInt(d) - BigInt(n);
        const twice = diff < 0n ? -diff * 2n : diff * 2n;
        expect(twice <= BigInt(d)).toBe(true);
        if (twice === BigInt(d)) expect(Math.abs(q) * d > Math.abs(n)).toBe(true);
      }),
    );
  });

  it('VAT at 5% per line: AED 100.10 carries 5.01 (5.005 rounded up), AED 0.09 carries 0.00, 0.10 carries 0.01 (0.005 up)', () => {
    expect(vatOf(10_010, 'standard')).toBe(501);
    expect(vatOf(9, 'standard')).toBe(0);
    expect(vatOf(10, 'standard')).toBe(1);
    expect(vatOf(-10, 'standard')).toBe(-1);
    expect(vatOf(10_010, 'zero_rated')).toBe(0);
    expect(vatOf(10_010, 'out_of_scope')).toBe(0);
  });

  it('prices 90 minutes at AED 1,000.00 an hour, less AED 50.00, at 5%', () => {
    expect(lineAmounts({ quantity: 90, unit: 'minute', unitPriceFils: 100_000, discountFils: 5_000, vat: 'standard' })).toEqual({
      grossFils: 150_000, discountFils: 5_000, netFils: 145_000, vatFils: 7_250, totalFils: 152_250,
    });
    // 7 minutes at AED 333.33 an hour: 38.8885 → 38.89, VAT 1.9445 → 1.94
    expect(lineAmounts({ quantity: 7, unit: 'minute', unitPriceFils: 33_333, discountFils: 0, vat: 'standard' })).toMatchObject({ grossFils: 3_889, vatFils: 194 });
  });

  it('names what makes a line unpriceable', () => {
    const ok: LineInput = { quantity: 60, unit: 'minute', unitPriceFils: 1000, discountFils: 0, vat: 'standard' };
    expect(lineProblem(ok)).toBeNull();
    expect(lineProblem({ ...ok, quantity: 1.5 })).toBe('quantity');
    expect(lineProblem({ ...ok, quantity: -1 })).toBe('quantity');
    expect(lineProblem({ ...ok, unitPriceFils: 10.5 })).toBe('unitPrice');
    expect(lineProblem({ ...ok, discountFils: 1001 })).toBe('discount');
    expect(lineProblem({ ...ok, unit: 'item', quantity: 1_000_000, unitPriceFils: MAX_FILS })).toBe('quantity');
    expect(() => lineAmounts({ ...ok, discountFils: -1 })).toThrow(RangeError);
  });

  it('for any lines, each line\'s VAT is its net at the rate rounded to the fils, and the totals are the sums of the lines to the fils', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const { lines: amounts, totals } = priceLines(lines);
        amounts.forEach((a, i) => {
          const rate = lines[i].vat === 'standard' ? 500 : 0;
          const exact = exactVatTimes10000(a.netFils, rate);
          const off = BigInt(a.vatFils) * 10_000n - exact;
          expect(off >= -5_000n && off < 5_000n || (off === 5_000n && a.netFils >= 0)).toBe(true);
          expect(a.netFils).toBe(a.grossFils - a.discountFils);
          expect(a.totalFils).toBe(a.netFils + a.vatFils);
          expect(Number.isSafeInteger(a.vatFils) && a.vatFils >= 0).toBe(true);
        });
        const sum = (pick: (a: (typeof amounts)[number]) => number) => amounts.reduce((s, a) => s + pick(a), 0);
        expect(totals.subtotalFils).toBe(sum((a) => a.netFils));
        expect(totals.vatFils).toBe(sum((a) => a.vatFils));
        expect(totals.totalFils).toBe(totals.subtotalFils + totals.vatFils);
        expect(totals.grossFils - totals.discountFils).toBe(totals.subtotalFils);
        expect(Object.values(totals.byTreatment).reduce((s, t) => s + t.netFils, 0)).toBe(totals.subtotalFils);
        expect(Object.values(totals.byTreatment).reduce((s, t) => s + t.vatFils, 0)).toBe(totals.vatFils);
        expect(totals.byTreatment.zero_rated.vatFils + totals.byTreatment.out_of_scope.vatFils).toBe(0);
        // what the invoice prints, read back, is the same fils
        for (const v of [totals.subtotalFils, totals.vatFils, totals.totalFils]) expect(parseAed(formatAed(v))).toBe(v);
      }),
    );
  });

  it('spreads a discount on the whole invoice over its lines: shares add up to it exactly, none above its line, each within a fils of its proportion', () => {
    expect(spreadDiscount(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(spreadDiscount(0, [5, 7])).toEqual([0, 0]);
    expect(() => spreadDiscount(13, [5, 7])).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 10 }), { minLength: 1, maxLength: 30 }).chain((gross) => fc.tuple(fc.constant(gross), fc.integer({ min: 0, max: gross.reduce((a, b) => a + b, 0) }))),
        ([gross, discount]) => {
          const shares = spreadDiscount(discount, gross);
          const total = gross.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
          shares.forEach((s, i) => {
            expect(s).toBeLessThanOrEqual(gross[i]);
            const exact = (BigInt(discount) * BigInt(gross[i]) * 1000n) / BigInt(total || 1);
            expect(BigInt(s) * 1000n - exact < 1000n && BigInt(s) * 1000n - exact > -1000n).toBe(true);
          });
        },
      ),
    );
  });

  it('credits a line in any pieces: each piece\'s VAT is at most what is left, and the whole net gives back exactly the VAT charged', () => {
    const line = { netFils: 20, vatFils: 1, vat: 'standard' as const };
    // AED 0.10 twice: the first carries 0.01 (0.005 up), the second what is left, 0.00
    expect(creditVat(line, 0, 0, 10)).toBe(1);
    expect(creditVat(line, 10, 1, 10)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }).chain((net) => fc.tuple(fc.constant(net), fc.constantFrom(...vatTreatments), fc.array(fc.integer({ min: 1, max: net }), { minLength: 1, maxLength: 20 }))),
        ([net, vat, cuts]) => {
          const charged = vatOf(net, vat);
          // pieces that add up to the net: the cuts' differences, sorted and without repeats
          const points = [...new Set(cuts.filter((c) => c < net))].sort((a, b) => a - b);
          const pieces = [...points, net].map((p, i, all) => p - (i ? all[i - 1] : 0));
          let creditedNet = 0;
          let creditedVat = 0;
          for (const piece of pieces) {
            const v = creditVat({ netFils: net, vatFils: charged, vat }, creditedNet, creditedVat, piece);
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(charged - creditedVat);
            creditedNet += piece;
            creditedVat += v;
          }
          expect(creditedVat).toBe(charged);
        },
      ),
    );
  });

  it('reads and writes AED with two decimals', () => {
    expect(formatAed(123_450)).toBe('1234.50');
    expect(formatAed(-5)).toBe('-0.05');
    expect(formatAed(0)).toBe('0.00');
    expect(parseAed('1234.5')).toBe(123_450);
    expect(parseAed(' 12 ')).toBe(1_200);
    expect(parseAed('-0')).toBe(0);
    for (const bad of ['1.234', '1,000', '', 'AED 5', '1e3', '.5']) expect(parseAed(bad)).toBeNull();
    expect(parseAed('100000000000.00')).toBe(MAX_FILS);
    expect(parseAed('100000000000.01')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: -MAX_FILS, max: MAX_FILS }), (fils) => { expect(parseAed(formatAed(fils))).toBe(fils); }));
    // the edges, which random draws seldom reach
    for (const fils of [MAX_FILS, -MAX_FILS, MAX_FILS - 1, 1, -1]) expect(parseAed(formatAed(fils))).toBe(fils);
    expect(hoursOf(90)).toBe('1.50');
    expect(hoursOf(20)).toBe('0.33');
  });
});
