import { Router, type Request } from 'express';
import { parseInput, principalOf, requireAnyWork, requireWork, type ReadModelStore } from '@lawfirm/platform';
import { z } from 'zod';
import type { QueryDeps } from '../framework/deps.js';
import { addDays, calendarDay, can, dayIn, daysLeft, monthOf, rulingAge, type CalendarFeed, type DashboardStats, type FeedAppointment, type FeedHearing, type FinalRuling, type LawyerTask, type RulingDeadline, type TodayCase } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';

/** the days a calendar asks for (both included): real days, or the default window */
const calendarRange = z.object({ from: calendarDay().optional(), to: calendarDay().optional() });
import { assignedScope, calendarParts, nameLookup } from './scope.js';
import { notificationRules, waitingOf } from './waiting.js';

export const APPEAL_DEADLINE_SETTING = 'appeal.deadline.days';
const DEFAULT_APPEAL_DAYS = 30;

export async function appealDeadlineDays(readStore: ReadModelStore): Promise<number> {
  const s = await readStore.collection('system_settings').findOne({ key: APPEAL_DEADLINE_SETTING });
  const n = Number(s?.value);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_APPEAL_DAYS;
}

/** The lawyer's own day: dashboard, calendar, tasks and final rulings. */
export function lawyerWorkRoutes({ readStore, timezone = 'Asia/Dubai' }: QueryDeps): Router {
  const router = Router();
  const today = () => dayIn(timezone);
  const myCases = async (req: Request) => readStore.collection('cases').find(assignedScope(req));
  const tasksFilter = (req: Request) => {
    const p = principalOf(req);
    return p.userType === 'admin' ? { type: 'task' } : { type: 'task', assignedTo: p.id };
  };

  router.get('/api/lawyer/final-rulings', requireWork('cases', 'view'), async (req, res) => {
    const deadline = await appealDeadlineDays(readStore);
    const t = today();
    const { first, last } = monthOf(t);
    const lookup = nameLookup(readStore);
    const ruled = (await myCases(req)).filter((c) => (c.finalRuling as { rulingDate?: string } | undefined)?.rulingDate);
    // each ruling's court deadlines (those its minutes opened), the open ones first, then by due date
    const deadlinesOf = new Map<unknown, Record<string, unknown>[]>();
    const rulingDeadlines = ruled.length ? await readStore.collection('deadlines').find({ caseId: { $in: ruled.map((c) => c.id) }, trigger: 'final_ruling' }, { sort: { dueDate: 1, id: 1 } }) : [];
    for (const c of ruled) {
      const minutesId = (c.finalRuling as { minutesId?: number }).minutesId;
      const mine = rulingDeadlines.filter((d) => d.caseId === c.id && (minutesId === undefined || d.minutesId === minutesId));
      deadlinesOf.set(c.id, [...mine.filter((d) => d.status === 'open'), ...mine.filter((d) => d.status !== 'open')]);
    }
    const cases = ruled.filter((c) => {
      const d = (c.finalRuling as { rulingDate: string }).rulingDate;
      // "this month" keeps every ruling whose appeal window is still open, so one given late last
      // month does not vanish while it still needs attention; an open court deadline keeps it whatever the month
      if (req.query.month !== 'current') return true;
      return (d >= first && d <= last) || rulingAge(d, t, deadline).remainingDays >= 0 || deadlinesOf.get(c.id)!.some((x) => x.status === 'open');
    });
    const rules = await notificationRules(readStore);
    const shown = (x: Record<string, unknown>) => answer<RulingDeadline>()({ id: x.id, ruleId: x.ruleId, nameEn: x.nameEn, nameAr: x.nameAr, dueDate: x.dueDate, daysLeft: daysLeft(String(x.dueDate), t), status: x.status });
    const items = await Promise.all(
      cases.map(async (c) => {
        const ruling = c.finalRuling as { rulingDate: string; rulingText: string | null; hearingId: number; minutesId: number };
        const minutes = ruling.minutesId && rules.length ? await readStore.collection('hearing_minutes').findOne({ id: ruling.minutesId }) : null;
        const client = await lookup('clients', (c.plaintiffs as { clientId: number }[])?.[0]?.clientId);
        const court = await lookup('courts', c.courtId);
        return answer<FinalRuling>()({
          id: c.id, caseId: c.id, caseNumber: c.caseNumber, clientName: client?.fullNameEn ?? null, clientNameAr: client?.fullNameAr ?? null,
          subject: c.titleEn, subjectAr: c.titleAr, courtName: court?.nameEn ?? null, courtNameAr: court?.nameAr ?? null,
          rulingDate: ruling.rulingDate, rulingText: ruling.rulingText, appealDeadlineDays: deadline, ...rulingAge(ruling.rulingDate, t, deadline),
          // the first open court deadline (else the earliest closed one), and all of them
          deadline: deadlinesOf.get(c.id)!.map(shown)[0] ?? null, deadlines: deadlinesOf.get(c.id)!.map(shown),
          // the minutes that recorded it, and the deadlines they wait to open until the ruling's notification date is added
          hearingId: ruling.hearingId ?? null, minutesId: ruling.minutesId ?? null, waitingDeadlines: await waitingOf(readStore, minutes, c, 'final_ruling', rules),
        });
      }),
    );
    res.json(items.sort((a, b) => b.rulingDate.localeCompare(a.rulingDate)));
  });

  router.get('/api/lawyer/my-tasks', requireWork('cases', 'view'), async (req, res) => {
    const tasks = await readStore.collection('appointments').find(tasksFilter(req), { sort: { date: 1, time: 1, id: 1 } });
    const lookup = nameLookup(readStore);
    res.json(
      await Promise.all(
        tasks.map(async (t) => {
          const c = await lookup('cases', t.caseId);
          return answer<LawyerTask>()({ id: t.id, title: t.title, description: t.description, titleAr: t.titleAr ?? null, descriptionAr: t.descriptionAr ?? null, date: t.date, time: t.time, status: t.status, notes: t.notes ?? null, notesAr: t.notesAr ?? null, caseId: t.caseId, caseTitle: c?.titleEn ?? null, caseTitleAr: c?.titleAr ?? null, caseNumber: c?.caseNumber ?? null, source: t.source ?? null });
        }),
      ),
    );
  });

  // lawyers, and admins whose role views hearings or cases; each part as calendarParts says
  router.get('/api/lawyer/calendar', requireAnyWork(['hearings', 'view'], ['cases', 'view']), async (req, res) => {
    const p = principalOf(req);
    const parts = calendarParts(p);
    const range = parseInput(calendarRange, req.query);
    const from = range.from ?? addDays(today(), -30);
    const to = range.to ?? addDays(today(), 90);
    const lookup = nameLookup(readStore);
    const mine = await myCases(req);
    const myCaseIds = mine.map((c) => c.id);
    const inRange = (field: string) => ({ [field]: { $gte: from, $lte: to } });
    const none = Promise.resolve([] as Record<string, unknown>[]);
    const [tasks, meetings, hearings] = await Promise.all([
      parts.caseWork ? readStore.collection('appointments').find({ $and: [tasksFilter(req), inRange('date')] }) : none,
      parts.caseWork ? readStore.collection('appointments').find({ $and: [{ type: 'meeting', caseId: { $in: myCaseIds } }, inRange('date')] }) : none,
      parts.hearings ? readStore.collection('hearings').find(inRange('hearingDate')) : none,
    ]);
    // a hearing's latest minutes, for those of cases the caller may open (others' ids do not leak;
    // an admin opens minutes with `minutes: view`)
    const openable = new Set<unknown>(p.userType === 'employee' || can(p, 'minutes', 'view') ? myCaseIds : []);
    const minutes = await readStore.collection('hearing_minutes').find({ hearingId: { $in: hearings.filter((h) => openable.has(h.caseId)).map((h) => h.id) } }, { sort: { createdAt: 1, id: 1 } });
    const minutesOf = new Map(minutes.map((m) => [m.hearingId, m.id]));
    const appointment = async (a: Record<string, unknown>) => {
      const c = await lookup('cases', a.caseId);
      const client = await lookup('clients', (c?.plaintiffs as { clientId: number }[] | undefined)?.[0]?.clientId);
      return answer<FeedAppointment>()({
        id: a.id, type: a.type, date: a.date, time: a.time, titleEn: a.title, titleAr: a.titleAr || a.title, descriptionEn: a.description, descriptionAr: a.descriptionAr || a.description, status: a.status, notes: a.notes ?? null, notesAr: a.notesAr ?? null,
        participant: a.participant ?? null, caseId: a.caseId, caseNumber: c?.caseNumber ?? null, clientNameEn: client?.fullNameEn ?? null, clientNameAr: client?.fullNameAr ?? null,
      });
    };
    const hearing = async (h: Record<string, unknown>) => {
      const c = await lookup('cases', h.caseId);
      const court = await lookup('courts', c?.courtId);
      const lawyerIds = (c?.lawyerIds as number[] | undefined) ?? [];
      const lawyerId = p.userType === 'employee' && lawyerIds.includes(p.id) ? p.id : (lawyerIds[0] ?? null);
      const lawyer = await lookup('employees', lawyerId);
      return answer<FeedHearing>()({
        id: h.id, hearingDate: h.hearingDate, hearingTime: h.hearingTime, hallName: h.hallName, caseId: h.caseId, caseNumber: c?.caseNumber ?? null,
        caseTitleEn: c?.titleEn ?? null, caseTitleAr: c?.titleAr ?? null, courtNameEn: court?.nameEn ?? null, courtNameAr: court?.nameAr ?? null,
        lawyerId, lawyerNameEn: lawyer?.fullNameEn ?? null, lawyerNameAr: lawyer?.fullNameAr ?? null, status: h.status,
        isMine: p.userType === 'employee' && lawyerIds.includes(p.id), minutesId: minutesOf.get(h.id) ?? null,
      });
    };
    res.json({
      myTasks: await Promise.all(tasks.map(appointment)),
      myMeetings: await Promise.all(meetings.map(appointment)),
      allHearings: await Promise.all(hearings.sort((a, b) => `${a.hearingDate}`.localeCompare(`${b.hearingDate}`)).map(hearing)),
    } satisfies CalendarFeed);
  });

  router.get('/api/lawyer/dashboard-stats', requireWork('cases', 'view'), async (req, res) => {
    const t = today();
    const { first, last } = monthOf(t);
    const mine = await myCases(req);
    const ids = mine.map((c) => c.id);
    const upcomingHearings = await readStore.collection('hearings').count({ caseId: { $in: ids }, hearingDate: { $gte: t, $lte: last } });
    res.json({
      totalCases: mine.length,
      activeCases: mine.filter((c) => ['active', 'open', 'in_progress'].includes(String(c.status))).length,
      upcomingHearings,
      finalRulingsThisMonth: mine.filter((c) => {
        const d = (c.finalRuling as { rulingDate?: string } | undefined)?.rulingDate;
        return d !== undefined && d >= first && d <= last;
      }).length,
    } satisfies DashboardStats);
  });

  router.get('/api/lawyer/today-cases', requireWork('cases', 'view'), async (req, res) => {
    const t = today();
    const mine = await myCases(req);
    const byId = new Map<unknown, (typeof mine)[number]>(mine.map((c) => [c.id, c]));
    const hearings = await readStore.collection('hearings').find({ caseId: { $in: [...byId.keys()] }, hearingDate: t }, { sort: { hearingTime: 1 } });
    const lookup = nameLookup(readStore);
    res.json(
      await Promise.all(
        hearings.map(async (h) => {
          const c = byId.get(h.caseId)!;
          const [type, client, court] = await Promise.all([lookup('case_types', c.caseTypeId), lookup('clients', (c.plaintiffs as { clientId: number }[])?.[0]?.clientId), lookup('courts', c.courtId)]);
          return answer<TodayCase>()({
            id: c.id, hearingId: h.id, caseNumber: c.caseNumber, caseTypeEn: type?.nameEn ?? null, caseTypeAr: type?.nameAr ?? null, nextAction: h.whatIsRequested, nextActionAr: h.whatIsRequestedAr ?? null, hearingTime: h.hearingTime,
            clientNameEn: client?.fullNameEn ?? null, clientNameAr: client?.fullNameAr ?? null, courtNameEn: court?.nameEn ?? null, courtNameAr: court?.nameAr ?? null,
          });
        }),
      ),
    );
  });
  return router;
}
