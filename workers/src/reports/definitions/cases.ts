import { columns } from './columns.js';
import { str, type Doc, type ReportContext } from './context.js';
import { caseStatus, priority } from './labels.js';
import { defineReport } from './types.js';

const ruling = (c: Doc) => c.finalRuling as { rulingDate?: string; rulingText?: string | null } | undefined;
const ofTypes = (ctx: ReportContext, c: Doc) => !ctx.filters.caseTypeIds || ctx.filters.caseTypeIds.includes(c.caseTypeId as number);
/** the day a case counts from: its start date, or the day it was opened in the portal */
const openedOn = (ctx: ReportContext, c: Doc) => str(c.startDate) ?? ctx.dayOf(c.createdAt);
const byNumber = (a: Doc, b: Doc) => String(a.caseNumber ?? '').localeCompare(String(b.caseNumber ?? '')) || Number(a.id) - Number(b.id);

async function caseCells(c: Doc, ctx: ReportContext) {
  return {
    ...(await ctx.caseCells(c)),
    status: ctx.say(caseStatus(c.status)),
    priority: ctx.say(priority(c.priority)),
    startDate: openedOn(ctx, c),
  };
}

/** hearings of a case, in the period or all, in date order */
const hearingsOf = (ctx: ReportContext, c: Doc, inPeriod: boolean) =>
  ctx.store.collection('hearings').find({ caseId: c.id, ...(inPeriod ? ctx.period('hearingDate') : {}) }, { sort: { hearingDate: 1, id: 1 } });

export const finalDecisions = defineReport<Doc>({
  id: 'final-decisions',
  title: { en: 'Final decisions', ar: 'الأحكام النهائية' },
  columns: columns('rulingDate', 'caseNumber', 'caseTitle', 'caseType', 'client', 'court', 'rulingText'),
  async load(ctx) {
    const cases = [...(await ctx.cases()).values()].filter((c) => ruling(c)?.rulingDate && ctx.inPeriod(ruling(c)!.rulingDate!) && ofTypes(ctx, c));
    return cases.sort((a, b) => String(ruling(b)!.rulingDate).localeCompare(String(ruling(a)!.rulingDate)) || byNumber(a, b));
  },
  row: async (c, ctx) => ({ ...(await ctx.caseCells(c)), rulingDate: str(ruling(c)?.rulingDate), rulingText: str(ruling(c)?.rulingText) }),
});

export const casesSummary = defineReport<Doc>({
  id: 'cases-summary',
  title: { en: 'Cases summary', ar: 'ملخص القضايا' },
  columns: columns('caseNumber', 'caseTitle', 'client', 'caseType', 'court', 'status', 'priority', 'startDate', 'lawyers', 'hearingsCount', 'nextHearing'),
  async load(ctx) {
    const { clientId } = ctx.filters;
    const cases = [...(await ctx.cases()).values()].filter(
      (c) => ofTypes(ctx, c) && ctx.inPeriod(openedOn(ctx, c)) && (!clientId || ((c.plaintiffs as { clientId?: number }[]) ?? []).some((p) => p.clientId === clientId)),
    );
    return cases.sort(byNumber);
  },
  async row(c, ctx) {
    const hearings = await hearingsOf(ctx, c, false);
    const today = ctx.dayOf(new Date().toISOString())!;
    return {
      ...(await caseCells(c, ctx)),
      hearingsCount: hearings.length,
      nextHearing: str(hearings.find((h) => String(h.hearingDate) >= today)?.hearingDate),
    };
  },
});

/** The admin side's cases report: the cases with hearings in this week, next week or this month. */
export const casesInPeriod = defineReport<{ c: Doc; hearings: Doc[] }>({
  id: 'cases',
  title: { en: 'Cases report', ar: 'تقرير القضايا' },
  columns: columns('caseNumber', 'caseTitle', 'client', 'caseType', 'court', 'status', 'priority', 'nextHearing', 'hearingsCount', 'lawyers'),
  async load(ctx) {
    const cases = [...(await ctx.cases()).values()].sort(byNumber);
    const withHearings = await Promise.all(cases.map(async (c) => ({ c, hearings: await hearingsOf(ctx, c, true) })));
    return withHearings.filter((x) => x.hearings.length);
  },
  row: async ({ c, hearings }, ctx) => ({ ...(await caseCells(c, ctx)), nextHearing: str(hearings[0]?.hearingDate), hearingsCount: hearings.length }),
});
