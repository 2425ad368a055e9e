import { bilingual, type FieldError, type MessageKey, type ReadModelName } from '@lawfirm/contracts';
import { AppError, type Doc, type ReadModelStore } from '@lawfirm/platform';
import { addDays, monthOf, parseDay } from '@lawfirm/contracts';
import { NAMED_RANGES, type NamedRange, type ReportFilters, type ReportId } from '@lawfirm/contracts';
import { reports, taskTypes, type FilterName } from './catalog.js';

/** What a report request asks for, checked and resolved: names to ids, months and ranges to days. */
export interface ReportRequest {
  reportId: ReportId;
  filters: ReportFilters;
  format: 'pdf' | 'excel';
  lang: 'en' | 'ar';
}

type Params = Record<string, unknown>;

const MONTH = /^\d{4}-\d{2}$/;
const isRealDay = (d: string) => parseDay(d) !== null;
/** "no filter" as the console sends it */
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && ['', 'all', 'undefined', 'null'].includes(v.trim().toLowerCase()));

/** a query parameter that may come once, repeated, or comma separated */
function values(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.flatMap((v) => (isBlank(v) ? [] : String(v).split(','))).map((v) => v.trim()).filter(Boolean);
}

/** the first of several spellings of a parameter that is given */
function first(params: Params, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = params[n];
    const s = Array.isArray(v) ? v[0] : v;
    if (!isBlank(s)) return String(s).trim();
  }
  return undefined;
}

/** Names match whatever their word order, case and separators: "absent-defendant" is "Defendant absent". */
const words = (s: unknown) => String(s ?? '').toLowerCase().split(/[\s_\-/]+/).filter(Boolean).sort().join(' ');

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

export function namedRange(range: NamedRange, today: string): { from: string; to: string } {
  if (range === 'this-month') {
    const { first, last } = monthOf(today);
    return { from: first, to: last };
  }
  const from = addDays(mondayOf(today), range === 'next-week' ? 7 : 0);
  return { from, to: addDays(from, 6) };
}

class Problems {
  readonly list: FieldError[] = [];
  add(field: string, key: MessageKey) {
    const { en, ar } = bilingual(key);
    this.list.push({ field, message: en, messageAr: ar });
  }
}

/**
 * Reads a report request from query parameters (or a report job's `filters` with `format` and
 * `lang`). Every problem is reported at once, per field, in both languages.
 */
export async function parseReportRequest(readStore: ReadModelStore, reportId: ReportId, params: Params, ctx: { today: string; lang: 'en' | 'ar' }): Promise<ReportRequest> {
  const spec = reports[reportId];
  const problems = new Problems();
  const filters: ReportFilters = {};

  const format = (first(params, 'format', 'type') ?? 'pdf').toLowerCase();
  if (!['pdf', 'excel', 'xlsx'].includes(format)) problems.add('format', 'validation.invalidValue');
  // en, ar, or a regional variant of them (ar-AE)
  const lang = (first(params, 'lang', 'language') ?? ctx.lang).toLowerCase().replace(/^(en|ar)-[a-z]{2}$/, '$1');
  if (!['en', 'ar'].includes(lang)) problems.add('lang', 'validation.invalidValue');

  // the period
  const day = (field: string, ...names: string[]) => {
    const v = first(params, ...names);
    if (v !== undefined && !isRealDay(v)) problems.add(field, 'validation.invalidDate');
    return v !== undefined && isRealDay(v) ? v : undefined;
  };
  let from = day('from', 'from', 'startDate');
  let to = day('to', 'to', 'endDate');
  if (spec.period === 'week' && !from && !to) ({ from, to } = namedRange('this-week', ctx.today));
  else if (spec.period === 'week' && (!from || !to)) [from, to] = from ? [from, addDays(from, 6)] : [addDays(to!, -6), to];
  if (spec.period === 'month') {
    const month = first(params, 'month');
    if (month !== undefined && (!MONTH.test(month) || !isRealDay(`${month}-01`))) problems.add('month', 'reports.invalidMonth');
    else if (month !== undefined || !from) ({ first: from, last: to } = monthOf(`${month ?? ctx.today.slice(0, 7)}-01`));
    else ({ first: from, last: to } = monthOf(from));
  }
  if (spec.period === 'named') {
    const range = (first(params, 'range') ?? 'this-week') as NamedRange;
    if (!NAMED_RANGES.includes(range)) problems.add('range', 'validation.invalidValue');
    else ({ from, to } = namedRange(range, ctx.today));
    filters.range = range;
  }
  if (spec.period === 'today') [from, to] = [undefined, ctx.today];
  if (from && to && from > to) problems.add('to', 'reports.invalidDateRange');
  if (from) filters.from = from;
  if (to) filters.to = to;

  // the report's own filters
  const ids = async (field: FilterName, collection: ReadModelName, nameFields: string[]) => {
    const found: number[] = [];
    for (const token of values(params[field])) {
      const matches: Doc[] = /^\d+$/.test(token)
        ? await readStore.collection(collection).find({ id: Number(token) })
        : (await readStore.collection(collection).find({})).filter((d) => nameFields.some((f) => words(d[f]) === words(token)));
      if (!matches.length) problems.add(field, 'validation.invalidValue');
      found.push(...matches.map((d) => d.id as number));
    }
    return found.length ? [...new Set(found)] : undefined;
  };
  const takes = (f: FilterName) => spec.filters.includes(f);
  if (takes('status')) {
    const status = first(params, 'status');
    if (status !== undefined) {
      const normal = spec.statuses?.[status.toLowerCase()];
      if (normal) filters.status = normal;
      else problems.add('status', 'validation.invalidValue');
    }
  }
  if (takes('taskType')) {
    const kinds = values(params.taskType).map((t) => taskTypes[t.toLowerCase()]);
    if (kinds.some((k) => !k)) problems.add('taskType', 'validation.invalidValue');
    else if (kinds.length) filters.kinds = [...new Set(kinds.flat())];
  }
  if (takes('caseType')) filters.caseTypeIds = await ids('caseType', 'case_types', ['nameEn', 'nameAr', 'caseCategory']);
  if (takes('documentCategory')) filters.documentCategoryIds = await ids('documentCategory', 'document_categories', ['categoryEn', 'categoryAr']);
  if (takes('adjournmentReason')) filters.adjournmentReasonIds = await ids('adjournmentReason', 'adjournment_reasons', ['nameEn', 'nameAr']);
  if (takes('client')) {
    const client = first(params, 'client', 'clientId');
    if (client !== undefined) {
      const c = await readStore.collection('clients').findOne(/^\d+$/.test(client) ? { id: Number(client) } : { clientId: client });
      if (c) filters.clientId = c.id as number;
      else problems.add('client', 'validation.invalidValue');
    }
  }
  for (const key of Object.keys(filters) as (keyof ReportFilters)[]) if (filters[key] === undefined) delete filters[key];

  if (problems.list.length) throw new AppError('validation_failed', 'reports.invalidFilters', problems.list);
  return { reportId, filters, format: format === 'pdf' ? 'pdf' : 'excel', lang: lang as 'en' | 'ar' };
}
