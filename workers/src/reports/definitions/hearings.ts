import { generatedWordingFor, timeOfDay } from '@lawfirm/contracts';
import { minutesOfDay } from '../dates.js';
import type { HearingStatusFilter } from '@lawfirm/contracts';
import { columns } from './columns.js';
import { str, type Doc, type ReportContext } from './context.js';
import { hearingStatus } from './labels.js';
import { defineReport } from './types.js';

const byDateAndTime = (a: Doc, b: Doc) =>
  String(a.hearingDate).localeCompare(String(b.hearingDate)) || minutesOfDay(a.hearingTime) - minutesOfDay(b.hearingTime) || Number(a.id) - Number(b.id);

/** the hearing where the case's final ruling was given */
const isFinal = (h: Doc, c: Doc | undefined) => (c?.finalRuling as { hearingId?: number } | undefined)?.hearingId === h.id;

async function hearingsInPeriod(ctx: ReportContext): Promise<Doc[]> {
  const status = ctx.filters.status as HearingStatusFilter | undefined;
  const cases = await ctx.cases();
  const list = await ctx.ofCases('hearings', {
    ...ctx.period('hearingDate'),
    ...(status === 'scheduled' ? { status: 'Scheduled' } : status === 'adjourned' ? { status: 'Adjourned' } : {}),
  });
  return (status === 'final' ? list.filter((h) => isFinal(h, cases.get(h.caseId as number))) : list).sort(byDateAndTime);
}

async function hearingCells(h: Doc, ctx: ReportContext) {
  const c = (await ctx.cases()).get(h.caseId as number);
  return {
    ...(await ctx.caseCells(c)),
    hearingDate: str(h.hearingDate),
    time: str(timeOfDay(str(h.hearingTime), ctx.lang)),
    hall: str(h.hallName),
    roll: str(h.rollNumber),
    requested: str(generatedWordingFor(h, 'whatIsRequested', ctx.lang)),
    status: ctx.say(hearingStatus(isFinal(h, c) ? 'final' : h.status)),
  };
}

export const hearingsReport = defineReport<Doc>({
  id: 'hearings',
  title: { en: 'Hearings report', ar: 'تقرير الجلسات' },
  columns: columns('hearingDate', 'time', 'caseNumber', 'caseTitle', 'client', 'court', 'hall', 'roll', 'requested', 'status'),
  load: hearingsInPeriod,
  row: hearingCells,
});

export const hearingSchedule = defineReport<{ hearing: Doc; court: string }>({
  id: 'hearing-schedule',
  title: { en: 'Hearing schedule by court', ar: 'جدول الجلسات حسب المحكمة' },
  columns: columns('court', 'hearingDate', 'time', 'hall', 'roll', 'caseNumber', 'caseTitle', 'client', 'lawyers'),
  groupBy: ['court'],
  async load(ctx) {
    const cases = await ctx.cases();
    const hearings = await hearingsInPeriod(ctx);
    const withCourt = await Promise.all(
      hearings.map(async (hearing) => {
        const court = ctx.name(await ctx.lookup('courts', cases.get(hearing.caseId as number)?.courtId), 'nameEn', 'nameAr') ?? '—';
        return { hearing, court };
      }),
    );
    // stable: within a court, the hearings keep their date and time order
    return withCourt.sort((a, b) => a.court.localeCompare(b.court, ctx.lang));
  },
  row: async ({ hearing, court }, ctx) => ({ ...(await hearingCells(hearing, ctx)), court }),
});

export const adjournedCases = defineReport<Doc>({
  id: 'adjourned-cases',
  title: { en: 'Adjourned cases', ar: 'القضايا المؤجلة' },
  columns: columns('hearingDate', 'caseNumber', 'caseTitle', 'client', 'court', 'reason', 'nextHearing'),
  async load(ctx) {
    const reasons = ctx.filters.adjournmentReasonIds;
    const list = await ctx.ofCases('hearings', { status: 'Adjourned', ...ctx.period('hearingDate'), ...(reasons ? { postponementReasonId: { $in: reasons } } : {}) });
    return list.sort(byDateAndTime);
  },
  async row(h, ctx) {
    const [cells, reason, minutes, later] = await Promise.all([
      hearingCells(h, ctx),
      ctx.lookup('adjournment_reasons', h.postponementReasonId),
      ctx.lookup('hearing_minutes', h.adjournedByMinutesId),
      ctx.store.collection('hearings').find({ caseId: h.caseId, hearingDate: { $gt: h.hearingDate } }, { sort: { hearingDate: 1 }, limit: 1 }),
    ]);
    return { ...cells, reason: ctx.name(reason, 'nameEn', 'nameAr'), nextHearing: str(minutes?.nextHearingDate) ?? str(later[0]?.hearingDate) };
  },
});
