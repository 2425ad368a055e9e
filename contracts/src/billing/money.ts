/**
 * Money as a UAE tax invoice counts it: whole fils (1 AED = 100 fils), never floating point. A
 * line's amount and its VAT are each rounded to the fils, half away from zero, and the invoice's
 * totals are the sums of its lines' rounded amounts, so the VAT shown per line always adds up to
 * the VAT of the invoice (and of the VAT return).
 */
export type Fils = number;

export const FILS_PER_AED = 100;

/**
 * How a line is taxed: `standard` (5%), `zero_rated` (0%, still a taxable supply: e.g. services
 * to a client outside the UAE when the conditions of the law hold), `out_of_scope` (no supply for
 * VAT: e.g. a disbursement paid in the client's name).
 */
export const vatTreatments = ['standard', 'zero_rated', 'out_of_scope'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

/** the rate of each treatment in basis points (500 = 5%) */
export const vatRateBasisPoints: Record<VatTreatment, number> = { standard: 500, zero_rated: 0, out_of_scope: 0 };

/** What a line is counted in: minutes of work priced per hour, or items priced each. */
export const lineUnits = ['minute', 'item'] as const;
export type LineUnit = (typeof lineUnits)[number];

/** the largest amount a line or an invoice may reach: far beyond any fee, and exact in a double */
export const MAX_FILS = 10 ** 13;

/** numerator / denominator rounded to the nearest integer, halves away from zero; exact for any safe integers */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError('divideRounded takes safe integers and a positive denominator');
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(denominator);
  const rounded = (n * 2n + d) / (d * 2n);
  const result = Number(rounded);
  return numerator < 0 ? -result : result;
}

export interface LineInput {
  quantity: number;
  unit: LineUnit;
  /** per hour for a line in minutes, per item otherwise */
  unitPriceFils: Fils;
  discountFils: Fils;
  vat: VatTreatment;
}

export interface LineAmounts {
  /** quantity times unit price, rounded to the fils */
  grossFils: Fils;
  discountFils: Fils;
  /** what VAT is charged on: gross less the discount */
  netFils: Fils;
  vatFils: Fils;
  /** net plus VAT */
  totalFils: Fils;
}

const isWhole = (n: number, min = 0) => Number.isSafeInteger(n) && n >= min && n <= MAX_FILS;

/** why a line cannot be priced, or null: quantities and prices are whole and not negative, a discount at most the gross */
export function lineProblem(line: LineInput): 'quantity' | 'unitPrice' | 'discount' | null {
  if (!isWhole(line.quantity)) return 'quantity';
  if (!isWhole(line.unitPriceFils)) return 'unitPrice';
  if (!Number.isFinite(grossOf(line))) return 'quantity';
  if (!isWhole(line.discountFils) || line.discountFils > grossOf(line)) return 'discount';
  return null;
}

function grossOf(line: Pick<LineInput, 'quantity' | 'unit' | 'unitPriceFils'>): Fils {
  const product = BigInt(line.quantity) * BigInt(line.unitPriceFils);
  const gross = line.unit === 'minute' ? (product * 2n + 60n) / 120n : product;
  if (gross > BigInt(MAX_FILS)) return Number.POSITIVE_INFINITY;
  return Number(gross);
}

/** The amounts of one line; throws when lineProblem names a problem. */
export function lineAmounts(line: LineInput): LineAmounts {
  const problem = lineProblem(line);
  if (problem) throw new RangeError(`invoice line: bad ${problem}`);
  const grossFils = grossOf(line);
  const netFils = grossFils - line.discountFils;
  const vatFils = vatOf(netFils, line.vat);
  return { grossFils, discountFils: line.discountFils, netFils, vatFils, totalFils: netFils + vatFils };
}

/** what minutes of work are worth at an hourly rate, rounded to the fils as an invoice's line is (before discount and VAT) */
export const timeAmountFils = (minutes: number, rateFils: Fils): Fils => lineAmounts({ quantity: minutes, unit: 'minute', unitPriceFils: rateFils, discountFils: 0, vat: 'standard' }).grossFils;

/** the VAT on a net amount (negative for a credit), rounded to the fils half away from zero */
export const vatOf = (netFils: Fils, vat: VatTreatment): Fils => divideRounded(netFils * vatRateBasisPoints[vat], 10_000);

export interface Totals {
  grossFils: Fils;
  discountFils: Fils;
  /** the taxable amount of every line together (what Article 59 calls the amount before tax) */
  subtotalFils: Fils;
  vatFils: Fils;
  totalFils: Fils;
  /** net and VAT per treatment: what the VAT return reads */
  byTreatment: Record<VatTreatment, { netFils: Fils; vatFils: Fils }>;
}

/** The invoice's totals: sums of its lines' rounded amounts, never a rounding of their sum. */
export function totalsOf(lines: readonly LineAmounts[], treatments: readonly VatTreatment[]): Totals {
  const byTreatment = Object.fromEntries(vatTreatments.map((t) => [t, { netFils: 0, vatFils: 0 }])) as Totals['byTreatment'];
  const totals = { grossFils: 0, discountFils: 0, subtotalFils: 0, vatFils: 0, totalFils: 0, byTreatment };
  lines.forEach((l, i) => {
    totals.grossFils += l.grossFils;
    totals.discountFils += l.discountFils;
    totals.subtotalFils += l.netFils;
    totals.vatFils += l.vatFils;
    totals.totalFils += l.totalFils;
    byTreatment[treatments[i]].netFils += l.netFils;
    byTreatment[treatments[i]].vatFils += l.vatFils;
  });
  return totals;
}

/** An invoice's lines priced and added up. */
export function priceLines(lines: readonly LineInput[]): { lines: LineAmounts[]; totals: Totals } {
  const amounts = lines.map(lineAmounts);
  return { lines: amounts, totals: totalsOf(amounts, lines.map((l) => l.vat)) };
}

/**
 * A discount on the whole invoice spread over its lines in proportion to their gross amounts, in
 * whole fils (largest remainders first, earlier lines on a tie), so each line's VAT is charged on
 * what is actually billed and the shares add up to the discount exactly.
 */
export function spreadDiscount(discountFils: Fils, grossFils: readonly Fils[]): Fils[] {
  const sum = grossFils.reduce((a, b) => a + b, 0);
  if (!isWhole(discountFils) || discountFils > sum || grossFils.some((g) => !isWhole(g))) throw new RangeError('spreadDiscount: the discount must be whole and at most the gross');
  if (discountFils === 0) return grossFils.map(() => 0);
  const total = BigInt(sum);
  const shares = grossFils.map((g, index) => {
    const exact = BigInt(discountFils) * BigInt(g);
    return { index, share: Number(exact / total), remainder: exact % total };
  });
  let left = discountFils - shares.reduce((a, s) => a + s.share, 0);
  for (const s of [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))) {
    if (left === 0) break;
    s.share += 1;
    left -= 1;
  }
  return shares.map((s) => s.share);
}

/** fils as AED with two decimals, as the invoice, the API and the e-invoice show them: 123450 → "1234.50" */
export function formatAed(fils: Fils): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError('formatAed takes whole fils');
  const abs = Math.abs(fils);
  return `${fils < 0 ? '-' : ''}${Math.floor(abs / FILS_PER_AED)}.${String(abs % FILS_PER_AED).padStart(2, '0')}`;
}

/** an amount of AED as people type it ("1234.5", "1234.50", "1234") in fils; null when it is not one, has more than two decimals or is beyond MAX_FILS */
export function parseAed(text: string): Fils | null {
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fils = Number(m[2]) * FILS_PER_AED + Number((m[3] ?? '').padEnd(2, '0'));
  if (fils > MAX_FILS) return null;
  return m[1] && fils !== 0 ? -fils : fils;
}

/** minutes as the invoice's quantity in hours, two decimals: 90 → "1.50", 20 → "0.33" */
export const hoursOf = (minutes: number): string => formatAed(divideRounded(minutes * 100, 60));

/**
 * The VAT a credit note takes back with `creditNetFils` of a line's net, when `creditedNetFils` and
 * `creditedVatFils` were taken back already: the credit's own VAT rounded to the fils, never more
 * than the line's VAT left, and all of it with the last of the net. Credited in any pieces, a line
 * gives back exactly the VAT it charged.
 */
export function creditVat(line: { netFils: Fils; vatFils: Fils; vat: VatTreatment }, creditedNetFils: Fils, creditedVatFils: Fils, creditNetFils: Fils): Fils {
  const vatLeft = line.vatFils - creditedVatFils;
  if (creditedNetFils + creditNetFils === line.netFils) return vatLeft;
  return Math.min(vatOf(creditNetFils, line.vat), vatLeft);
}
