import { appointmentWordingFor, generatedWordingFor, timeOfDay } from '@lawfirm/contracts';
import { minutesOfDay, weekday } from '../dates.js';
import type { AgendaKind } from '@lawfirm/contracts';
import { columns } from './columns.js';
import { str, type Doc, type ReportContext } from './context.js';
import { agendaKind, appointmentStatus, hearingStatus } from './labels.js';
import { defineReport, type Bilingual } from './types.js';

/** A hearing, meeting or task on a day: what schedules and the appointments report list. */
interface AgendaItem {
  kind: AgendaKind;
  record: Doc;
  date: string;
  time: string | null;
}

async function agenda(ctx: ReportContext, kinds: AgendaKind[]): Promise<AgendaItem[]> {
  const { status } = ctx.filters;
  const appointmentKinds = kinds.filter((k) => k !== 'hearing');
  const [hearings, appointments] = await Promise.all([
    kinds.includes('hearing') ? ctx.ofCases('hearings', ctx.period('hearingDate')) : [],
    appointmentKinds.length ? ctx.ofCases('appointments', { type: { $in: appointmentKinds }, ...ctx.period('date'), ...(status ? { status } : {}) }) : [],
  ]);
  const items: AgendaItem[] = [
    ...hearings.map((h) => ({ kind: 'hearing' as const, record: h, date: String(h.hearingDate), time: str(h.hearingTime) })),
    ...appointments.map((a) => ({ kind: a.type as AgendaKind, record: a, date: String(a.date), time: str(a.time) })),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date) || minutesOfDay(a.time) - minutesOfDay(b.time) || Number(a.record.id) - Number(b.record.id));
}

async function agendaCells(item: AgendaItem, ctx: ReportContext) {
  const r = item.record;
  const c = (await ctx.cases()).get(r.caseId as number);
  const cells = await ctx.caseCells(c);
  const hall = str(r.hallName);
  const assignee = item.kind === 'task' ? ctx.name(await ctx.lookup('employees', r.assignedTo), 'fullNameEn', 'fullNameAr') : str(r.participant);
  return {
    day: weekday(item.date, ctx.lang),
    date: item.date,
    time: str(timeOfDay(item.time, ctx.lang)),
    kind: ctx.say(agendaKind(item.kind)),
    caseNumber: cells.caseNumber,
    caseTitle: cells.caseTitle,
    // a task the portal made in the report's language, what a person typed as typed
    subject: item.kind === 'hearing' ? str(generatedWordingFor(r, 'whatIsRequested', ctx.lang)) : str(appointmentWordingFor(r, ctx.lang).title),
    details: item.kind === 'hearing' ? [cells.court, hall].filter(Boolean).join(' · ') || null : str(appointmentWordingFor(r, ctx.lang).description),
    location: item.kind === 'hearing' ? [cells.court, hall].filter(Boolean).join(' · ') || null : assignee,
    assignee: item.kind === 'hearing' ? null : assignee,
    status: ctx.say(item.kind === 'hearing' ? hearingStatus(r.status) : appointmentStatus(r.status)),
  };
}

/** Hearings, meetings and tasks day by day over the period. */
const schedule = (id: 'weekly-schedule' | 'monthly-calendar', title: Bilingual) =>
  defineReport<AgendaItem>({
    id,
    title,
    columns: columns('day', 'date', 'time', 'kind', 'caseNumber', 'caseTitle', 'subject', 'location', 'status'),
    groupBy: ['day', 'date'],
    load: (ctx) => agenda(ctx, ['hearing', 'meeting', 'task']),
    row: agendaCells,
  });

export const weeklySchedule = schedule('weekly-schedule', { en: 'Weekly schedule', ar: 'الجدول الأسبوعي' });
export const monthlyCalendar = schedule('monthly-calendar', { en: 'Monthly calendar', ar: 'التقويم الشهري' });

export const appointmentsReport = defineReport<AgendaItem>({
  id: 'appointments',
  title: { en: 'Appointments report', ar: 'تقرير المواعيد' },
  columns: columns('date', 'time', 'kind', 'subject', 'details', 'caseNumber', 'caseTitle', 'assignee', 'status'),
  load: (ctx) => agenda(ctx, ctx.filters.kinds ?? ['meeting', 'task']),
  row: agendaCells,
});
