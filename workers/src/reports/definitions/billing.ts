import {
  agedReceivables, billedAndCollected, formatAed, hoursOf, matterField, parseAed, supplyEmirates, vatReturn, workInProgress, dayIn,
  type MatterKind, type ReportInvoice, type TimeEntryMatter, type VatTreatment,
} from '@lawfirm/contracts';
import { expensesVisibleTo, invoicesVisibleTo, paymentsVisibleTo, timeVisibleTo, type Filter } from '@lawfirm/platform';
import { columns } from './columns.js';
import type { Doc, ReportContext } from './context.js';
import { defineReport, type Bilingual } from './types.js';

/**
 * The billing reports: work in progress (per case, client file or consultation), billed and
 * collected, aged receivables and the VAT return. The figures are contracts' pure functions
 * (billing/reports.ts) of the billing read models, read within what the requester may see
 * (platform's billing scope, the billing API's). Time on a file or a consultation has no case: the
 * reports of issued invoices place it by its lawyer alone.
 */

const W = {
  total: { en: 'Total', ar: 'المجموع' },
  noLawyer: { en: 'Expenses (no lawyer’s time)', ar: 'مصروفات (دون وقت محامٍ)' },
  billingStaff: { en: 'Recorded by billing staff', ar: 'سجّلها موظفو الفوترة' },
  noEmirate: { en: 'Emirate not set', ar: 'الإمارة غير محددة' },
} satisfies Record<string, Bilingual>;

const fils = (aed: unknown) => (typeof aed === 'string' ? (parseAed(aed) ?? 0) : 0);
const aed = (f: number) => formatAed(f);

/** what the requester may see of billing: a lawyer their own, an admin as their role gives */
const visible = async (ctx: ReportContext, collection: 'time_entries' | 'expenses' | 'invoices' | 'payments', filter: Filter = {}) => {
  const v = ctx.viewer;
  const scope = collection === 'time_entries' ? timeVisibleTo(v) : collection === 'expenses' ? await expensesVisibleTo(ctx.store, v) : collection === 'invoices' ? await invoicesVisibleTo(ctx.store, v) : paymentsVisibleTo(v);
  return ctx.store.collection(collection).find({ $and: [scope, filter] });
};

/** an issued invoice of the read model in fils */
const reportInvoice = (i: Doc): ReportInvoice => ({
  id: i.id as number,
  clientId: i.clientId as number,
  caseId: (i.caseId as number | null) ?? ((i.caseIds as number[] | undefined)?.[0] ?? null),
  issuedOn: String(i.issuedOn),
  lines: ((i.lines ?? []) as Doc[]).map((l) => ({ netFils: fils(l.net), vatFils: fils(l.vatAmount), vat: l.vat as VatTreatment, timeEntryId: (l.timeEntryId as number | null) ?? null })),
  creditNotes: ((i.creditNotes ?? []) as Doc[]).map((c) => ({
    issuedOn: String(c.issuedOn),
    lines: ((c.lines ?? []) as Doc[]).map((l) => ({ line: l.line as number, netFils: fils(l.net), vatFils: fils(l.vat) })),
  })),
});

/** the lawyer of each time entry the invoices bill */
async function lawyersOfEntries(ctx: ReportContext, invoices: ReportInvoice[]): Promise<Map<number, number>> {
  const ids = [...new Set(invoices.flatMap((i) => i.lines.flatMap((l) => (l.timeEntryId === null ? [] : [l.timeEntryId]))))];
  const entries = ids.length ? await ctx.store.collection('time_entries').find({ id: { $in: ids } }) : [];
  return new Map(entries.map((t) => [t.id as number, t.userId as number]));
}

const lawyerName = async (ctx: ReportContext, id: number | null, none: Bilingual) => (id === null ? ctx.say(none) : ctx.name(await ctx.lookup('employees', id), 'fullNameEn', 'fullNameAr'));

/** "Mar 2026" / 03/2026 (Latin digits, as the reports write days) */
const monthText = (month: string, lang: 'en' | 'ar') =>
  lang === 'ar' ? `${month.slice(5, 7)}/${month.slice(0, 4)}` : new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** a row of figures, or the total under them */
type Item<T> = { kind: 'row'; row: T } | { kind: 'total'; row: T };
const withTotal = <T>(rows: T[], sum: (rows: T[]) => T): Item<T>[] => [...rows.map((row) => ({ kind: 'row' as const, row })), ...(rows.length ? [{ kind: 'total' as const, row: sum(rows) }] : [])];
const total = <T extends object>(rows: T[], keys: (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s + (r[k] as number), 0)])) as Partial<T>;

// ---------------------------------------------------------------- work in progress

type Wip = ReturnType<typeof workInProgress>[number];

/** the case, client file or consultation a time entry is on (its `matterKind` and that kind's id) */
const matterOf = (t: Doc): TimeEntryMatter => {
  const kind = t.matterKind as MatterKind;
  return { kind, id: t[matterField[kind]] as number };
};

export const wipReport = defineReport<Item<Wip>>({
  id: 'billing-wip',
  title: { en: 'Work in progress (unbilled time and expenses)', ar: 'الأعمال قيد التنفيذ (الوقت والمصروفات غير المفوترة)' },
  columns: columns('matter', 'client', 'lawyer', 'hours', 'timeValue', 'expensesValue', 'wipTotal'),
  async load(ctx) {
    const unbilled = { invoiceId: null, ...ctx.period('date') };
    const [time, expenses] = await Promise.all([visible(ctx, 'time_entries', unbilled), visible(ctx, 'expenses', unbilled)]);
    const rows = workInProgress(
      time.map((t) => ({ matter: matterOf(t), userId: t.userId as number, minutes: t.minutes as number, rateFils: (t.rateFils as number | null) ?? 0, billable: t.billable === true, invoiceId: null, date: String(t.date) })),
      expenses.map((x) => ({ caseId: x.caseId as number, amountFils: x.amountFils as number, invoiceId: null, date: String(x.date), recordedBy: x.recordedBy as number, recordedByType: String(x.recordedByType) })),
      ctx.filters.from,
      ctx.filters.to,
    );
    return withTotal(rows, (rs) => ({ matter: { kind: 'case', id: 0 }, lawyerId: null, ...total(rs, ['minutes', 'timeFils', 'expensesFils', 'totalFils']) }) as Wip);
  },
  async row(item, ctx) {
    const r = item.row;
    const figures = { hours: hoursOf(r.minutes), timeValue: aed(r.timeFils), expensesValue: aed(r.expensesFils), wipTotal: aed(r.totalFils) };
    if (item.kind === 'total') return { matter: ctx.say(W.total), client: null, lawyer: null, ...figures };
    const { matter, client } = await ctx.matterCells(r.matter);
    return { matter, client, lawyer: await lawyerName(ctx, r.lawyerId, W.billingStaff), ...figures };
  },
});

// ---------------------------------------------------------------- billed and collected

type Billed = ReturnType<typeof billedAndCollected>[number];

export const billedCollectedReport = defineReport<Item<Billed>>({
  id: 'billing-billed-collected',
  title: { en: 'Billed and collected per lawyer and month', ar: 'المفوتر والمحصّل لكل محامٍ وشهر' },
  columns: columns('month', 'lawyer', 'billed', 'collected'),
  groupBy: ['month'],
  async load(ctx) {
    const [invoices, payments] = await Promise.all([visible(ctx, 'invoices', { status: 'issued' }), visible(ctx, 'payments', ctx.period('date'))]);
    const list = invoices.map(reportInvoice);
    const lawyers = await lawyersOfEntries(ctx, list);
    const rows = billedAndCollected(
      list,
      payments.map((p) => ({ date: String(p.date), allocations: ((p.allocations ?? []) as Doc[]).map((a) => ({ invoiceId: a.invoiceId as number, amountFils: a.amountFils as number })) })),
      (t) => lawyers.get(t) ?? null,
      ctx.filters.from,
      ctx.filters.to,
    );
    return withTotal(rows, (rs) => ({ month: '', lawyerId: null, ...total(rs, ['billedFils', 'collectedFils']) }) as Billed);
  },
  async row(item, ctx) {
    const r = item.row;
    const figures = { billed: aed(r.billedFils), collected: aed(r.collectedFils) };
    if (item.kind === 'total') return { month: ctx.say(W.total), lawyer: null, ...figures };
    return { month: monthText(r.month, ctx.lang), lawyer: await lawyerName(ctx, r.lawyerId, W.noLawyer), ...figures };
  },
});

// ---------------------------------------------------------------- aged receivables

type Aged = ReturnType<typeof agedReceivables>[number];

export const agedReceivablesReport = defineReport<Item<Aged>>({
  id: 'billing-aged-receivables',
  title: { en: 'Aged receivables', ar: 'أعمار الذمم المدينة' },
  columns: columns('client', 'invoiced', 'credited', 'paid', 'outstanding', 'aged0', 'aged31', 'aged61', 'aged90'),
  async load(ctx) {
    const invoices = await visible(ctx, 'invoices', { status: 'issued' });
    const credited = (i: Doc) => ((i.creditNotes ?? []) as Doc[]).reduce((s, c) => s + fils(c.total), 0);
    const today = ctx.filters.to ?? dayIn(ctx.timezone);
    const rows = agedReceivables(
      invoices.map((i) => ({ id: i.id as number, clientId: i.clientId as number, number: (i.number as string | null) ?? null, issuedOn: String(i.issuedOn), totalFils: fils(i.total), creditedFils: credited(i), paidFils: (i.paidFils as number) ?? 0 })),
      today,
    );
    const names = await Promise.all(rows.map(async (r) => ctx.name(await ctx.lookup('clients', r.clientId), 'fullNameEn', 'fullNameAr') ?? ''));
    const sorted = rows.map((r, i) => ({ r, name: names[i] })).sort((a, b) => a.name.localeCompare(b.name, ctx.lang)).map((x) => x.r);
    return withTotal(sorted, (rs) => ({
      clientId: 0, ...total(rs, ['invoicedFils', 'creditedFils', 'paidFils', 'outstandingFils']),
      aged: { '0-30': rs.reduce((s, r) => s + r.aged['0-30'], 0), '31-60': rs.reduce((s, r) => s + r.aged['31-60'], 0), '61-90': rs.reduce((s, r) => s + r.aged['61-90'], 0), '90+': rs.reduce((s, r) => s + r.aged['90+'], 0) },
    }) as Aged);
  },
  async row(item, ctx) {
    const r = item.row;
    return {
      client: item.kind === 'total' ? ctx.say(W.total) : ctx.name(await ctx.lookup('clients', r.clientId), 'fullNameEn', 'fullNameAr'),
      invoiced: aed(r.invoicedFils), credited: aed(r.creditedFils), paid: aed(r.paidFils), outstanding: aed(r.outstandingFils),
      aged0: aed(r.aged['0-30']), aged31: aed(r.aged['31-60']), aged61: aed(r.aged['61-90']), aged90: aed(r.aged['90+']),
    };
  },
});

// ---------------------------------------------------------------- the VAT return

type Vat = ReturnType<typeof vatReturn>[number];

export const vatReturnReport = defineReport<Item<Vat>>({
  id: 'billing-vat-return',
  title: { en: 'VAT return figures by emirate', ar: 'أرقام الإقرار الضريبي حسب الإمارة' },
  columns: columns('emirate', 'standardNet', 'standardVat', 'zeroRated', 'outOfScope'),
  async load(ctx) {
    const list = (await visible(ctx, 'invoices', { status: 'issued' })).map(reportInvoice);
    const lawyers = await lawyersOfEntries(ctx, list);
    // the emirate of each lawyer's branch (employees carry their branch, a branch its region)
    const regionOfLawyer = new Map<number, number | null>();
    for (const id of new Set(lawyers.values())) {
      const branch = await ctx.lookup('branches', (await ctx.lookup('employees', id))?.branchId);
      regionOfLawyer.set(id, (branch?.regionId as number | undefined) ?? null);
    }
    const caseRegion = new Map<number, number | null>();
    for (const i of list) if (i.caseId !== null) caseRegion.set(i.caseId, ((await ctx.lookup('cases', i.caseId))?.regionId as number | undefined) ?? null);
    const rows = vatReturn(
      list,
      (inv) => supplyEmirates(inv, (t) => regionOfLawyer.get(lawyers.get(t) ?? -1) ?? null, inv.caseId === null ? null : (caseRegion.get(inv.caseId) ?? null)),
      ctx.filters.from,
      ctx.filters.to,
    );
    return withTotal(rows, (rs) => ({ regionId: null, ...total(rs, ['standardNetFils', 'standardVatFils', 'zeroRatedFils', 'outOfScopeFils']) }) as Vat);
  },
  async row(item, ctx) {
    const r = item.row;
    const emirate = item.kind === 'total' ? ctx.say(W.total) : r.regionId === null ? ctx.say(W.noEmirate) : ctx.name(await ctx.lookup('regions', r.regionId), 'nameEn', 'nameAr');
    return { emirate, standardNet: aed(r.standardNetFils), standardVat: aed(r.standardVatFils), zeroRated: aed(r.zeroRatedFils), outOfScope: aed(r.outOfScopeFils) };
  },
});

