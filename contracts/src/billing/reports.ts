import { lineAmounts, type Fils, type VatTreatment } from './money.js';
import { clientBalance, type BalanceInvoice } from './payments.js';
import { matterKinds, type TimeEntryMatter } from './timeEntries.js';

/**
 * The figures of the billing reports (work in progress, billed and collected, aged receivables,
 * the VAT return), pure functions of the read models' records in fils. The workers' report
 * definitions read the records (within the requester's scope) and word the rows.
 */

const add = <K>(map: Map<K, number>, key: K, fils: number) => map.set(key, (map.get(key) ?? 0) + fils);
const between = (day: string | null, from?: string, to?: string) => day !== null && (!from || day >= from) && (!to || day <= to);

// ---------------------------------------------------------------- work in progress

export interface WipTime { matter: TimeEntryMatter; userId: number; minutes: number; rateFils: Fils; billable: boolean; invoiceId: number | null; date: string }
export interface WipExpense { caseId: number; amountFils: Fils; invoiceId: number | null; date: string; recordedBy: number; recordedByType: string }
export interface WipRow { matter: TimeEntryMatter; lawyerId: number | null; minutes: number; timeFils: Fils; expensesFils: Fils; totalFils: Fils }

/**
 * Unbilled billable time (valued as a draft would bill it: minutes at the hourly rate, rounded to
 * the fils per entry) and unbilled expenses of the period (by the day of the work or expense), per
 * matter (a case, a client file, a consultation) and lawyer; cases first, then files, then
 * consultations. Expenses are on cases: an expense counts under the lawyer who recorded it, or
 * under no lawyer (billing staff's).
 */
export function workInProgress(time: readonly WipTime[], expenses: readonly WipExpense[], from?: string, to?: string): WipRow[] {
  const rows = new Map<string, WipRow>();
  const row = (matter: TimeEntryMatter, lawyerId: number | null) => {
    const key = `${matter.kind}-${matter.id}:${lawyerId}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { matter: { kind: matter.kind, id: matter.id }, lawyerId, minutes: 0, timeFils: 0, expensesFils: 0, totalFils: 0 }));
    return r;
  };
  for (const t of time) {
    if (!t.billable || t.invoiceId !== null || !between(t.date, from, to)) continue;
    const r = row(t.matter, t.userId);
    const fils = lineAmounts({ quantity: t.minutes, unit: 'minute', unitPriceFils: t.rateFils, discountFils: 0, vat: 'standard' }).grossFils;
    r.minutes += t.minutes;
    r.timeFils += fils;
    r.totalFils += fils;
  }
  for (const x of expenses) {
    if (x.invoiceId !== null || !between(x.date, from, to)) continue;
    const r = row({ kind: 'case', id: x.caseId }, x.recordedByType === 'employee' ? x.recordedBy : null);
    r.expensesFils += x.amountFils;
    r.totalFils += x.amountFils;
  }
  const kindOrder = (m: TimeEntryMatter) => matterKinds.indexOf(m.kind);
  return [...rows.values()].sort((a, b) => kindOrder(a.matter) - kindOrder(b.matter) || a.matter.id - b.matter.id || (a.lawyerId ?? 0) - (b.lawyerId ?? 0));
}

// ---------------------------------------------------------------- issued invoices, as the reports read them

export interface ReportLine { netFils: Fils; vatFils: Fils; vat: VatTreatment; timeEntryId: number | null }
export interface ReportCreditNote { issuedOn: string; lines: { line: number; netFils: Fils; vatFils: Fils }[] }
export interface ReportInvoice {
  id: number;
  clientId: number;
  caseId: number | null;
  issuedOn: string;
  lines: ReportLine[];
  creditNotes: ReportCreditNote[];
}

// ---------------------------------------------------------------- billed and collected

export interface ReportPayment { date: string; allocations: { invoiceId: number; amountFils: Fils }[] }
export interface BilledRow { month: string; lawyerId: number | null; billedFils: Fils; collectedFils: Fils }

/** whole fils split in proportion to weights, by largest remainder: the shares add up exactly */
export function shareOut(fils: Fils, weights: readonly number[]): Fils[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? fils : 0));
  const exact = weights.map((w) => (fils * w) / total);
  const shares = exact.map(Math.floor);
  let left = fils - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) if (left-- > 0) shares[i] += 1;
  return shares;
}

/**
 * Per lawyer and month (yyyy-MM) of the period: **billed**, the net (before VAT) of the lines of
 * invoices issued in the month that bill the lawyer's time, less what credit notes issued in the
 * month took back of them; lines that bill no one's time (expenses) count under no lawyer.
 * **Collected**, what payments received in the month put against invoices, shared among the
 * invoice's lawyers in proportion to each one's part of the invoice's net (VAT included in what is
 * collected, as it was paid). `lawyerOf` names the lawyer of a time entry.
 */
export function billedAndCollected(invoices: readonly ReportInvoice[], payments: readonly ReportPayment[], lawyerOf: (timeEntryId: number) => number | null, from?: string, to?: string): BilledRow[] {
  const billed = new Map<string, number>();
  const collected = new Map<string, number>();
  const key = (month: string, lawyerId: number | null) => `${month}|${lawyerId ?? ''}`;
  const lawyerOfLine = (l: ReportLine) => (l.timeEntryId === null ? null : lawyerOf(l.timeEntryId));
  const byId = new Map(invoices.map((i) => [i.id, i]));
  for (const inv of invoices) {
    if (between(inv.issuedOn, from, to)) inv.lines.forEach((l) => add(billed, key(inv.issuedOn.slice(0, 7), lawyerOfLine(l)), l.netFils));
    for (const cn of inv.creditNotes) {
      if (!between(cn.issuedOn, from, to)) continue;
      for (const c of cn.lines) add(billed, key(cn.issuedOn.slice(0, 7), inv.lines[c.line] ? lawyerOfLine(inv.lines[c.line]) : null), -c.netFils);
    }
  }
  for (const p of payments) {
    if (!between(p.date, from, to)) continue;
    for (const a of p.allocations) {
      const inv = byId.get(a.invoiceId);
      if (!inv) continue;
      const weights = new Map<number | null, number>();
      for (const l of inv.lines) add(weights, lawyerOfLine(l), l.netFils);
      const lawyers = [...weights.keys()];
      shareOut(a.amountFils, [...weights.values()]).forEach((s, i) => add(collected, key(p.date.slice(0, 7), lawyers[i]), s));
    }
  }
  const keys = [...new Set([...billed.keys(), ...collected.keys()])].sort();
  return keys.map((k) => {
    const [month, lawyer] = k.split('|');
    return { month, lawyerId: lawyer === '' ? null : Number(lawyer), billedFils: billed.get(k) ?? 0, collectedFils: collected.get(k) ?? 0 };
  });
}

// ---------------------------------------------------------------- aged receivables

export interface AgedRow { clientId: number; invoicedFils: Fils; creditedFils: Fils; paidFils: Fils; outstandingFils: Fils; aged: Record<'0-30' | '31-60' | '61-90' | '90+', Fils> }

/** Each client's outstanding on its issued invoices, aged from the day of issue (the balance's own figures, `clientBalance`); clients owing nothing left out. */
export function agedReceivables(invoices: readonly (BalanceInvoice & { clientId: number })[], today: string): AgedRow[] {
  const byClient = new Map<number, BalanceInvoice[]>();
  for (const i of invoices) byClient.set(i.clientId, [...(byClient.get(i.clientId) ?? []), i]);
  return [...byClient.entries()]
    .sort(([a], [b]) => a - b)
    .map(([clientId, list]) => {
      const b = clientBalance(list, [], today);
      return { clientId, invoicedFils: b.invoicedFils, creditedFils: b.creditedFils, paidFils: list.reduce((s, i) => s + i.paidFils, 0), outstandingFils: b.outstandingFils, aged: b.aged };
    })
    .filter((r) => r.outstandingFils > 0);
}

// ---------------------------------------------------------------- the VAT return

export interface VatReturnRow { regionId: number | null; standardNetFils: Fils; standardVatFils: Fils; zeroRatedFils: Fils; outOfScopeFils: Fils }

/**
 * The figures of a VAT return for the period, per emirate: standard-rated supplies (net) and their
 * VAT, zero-rated and out-of-scope supplies, from the lines of invoices issued in the period less
 * the lines of credit notes issued in it (a credit note reduces the emirate of the line it
 * corrects, in the period it is issued). `emirateOf` says which emirate each line of an invoice
 * was supplied from (`supplyEmirates`).
 */
export function vatReturn(invoices: readonly ReportInvoice[], emirateOf: (invoice: ReportInvoice) => (number | null)[], from?: string, to?: string): VatReturnRow[] {
  const rows = new Map<number | null, VatReturnRow>();
  const put = (regionId: number | null, vat: VatTreatment, netFils: Fils, vatFils: Fils) => {
    let r = rows.get(regionId);
    if (!r) rows.set(regionId, (r = { regionId, standardNetFils: 0, standardVatFils: 0, zeroRatedFils: 0, outOfScopeFils: 0 }));
    if (vat === 'standard') {
      r.standardNetFils += netFils;
      r.standardVatFils += vatFils;
    } else if (vat === 'zero_rated') r.zeroRatedFils += netFils;
    else r.outOfScopeFils += netFils;
  };
  for (const inv of invoices) {
    const emirates = emirateOf(inv);
    if (between(inv.issuedOn, from, to)) inv.lines.forEach((l, i) => put(emirates[i] ?? null, l.vat, l.netFils, l.vatFils));
    for (const cn of inv.creditNotes) {
      if (!between(cn.issuedOn, from, to)) continue;
      for (const c of cn.lines) put(emirates[c.line] ?? null, inv.lines[c.line]?.vat ?? 'standard', -c.netFils, -c.vatFils);
    }
  }
  return [...rows.values()].sort((a, b) => (a.regionId ?? Infinity) - (b.regionId ?? Infinity));
}

/**
 * Which emirate each line of an invoice was supplied from: a line of a lawyer's time, the emirate
 * of that lawyer's branch; a line that bills no one's time (an expense), or a lawyer without a
 * branch's emirate, the invoice's own emirate: that of the branch whose lawyers' time makes the
 * largest part of its net (the lowest emirate id on a tie), or, with no time on it, `fallback`
 * (the region of the invoice's case).
 */
export function supplyEmirates(invoice: ReportInvoice, emirateOfEntry: (timeEntryId: number) => number | null, fallback: number | null): (number | null)[] {
  const own = invoice.lines.map((l) => (l.timeEntryId === null ? null : emirateOfEntry(l.timeEntryId)));
  const weight = new Map<number, number>();
  invoice.lines.forEach((l, i) => own[i] !== null && add(weight, own[i]!, l.netFils));
  const main = [...weight.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? fallback;
  return own.map((e) => e ?? main);
}
