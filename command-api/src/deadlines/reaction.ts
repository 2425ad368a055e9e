import { caseStream, computeDeadline, countedFrom, dayIn, deadlineStream, dueDateOf, hearingStream, minutesStream, recordedTriggers, type DeadlineMoveReason, type DeadlineTrigger, type DeadlineWithdrawReason, HearingMinutesRecorded, HearingMinutesRemoved, HearingMinutesRevised, holidayEvents, type RulingDates, type WorkingCalendar, WorkingWeekSet } from '@lawfirm/contracts';
import type { RecordedEvent } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold } from '../framework/handler.js';
import { caseDecider } from '../cases/case.js';
import { hearingDecider } from '../hearings/hearing.js';
import { minutesDecider, type MinutesState } from '../minutes/minutes.js';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError, typedReaction, type Reaction, type ReactionContext } from '../reactions/runner.js';
import { workingCalendar } from './calendar.js';
import { deadlineDecider, type DeadlineState, type OpenDeadline } from './deadline.js';

/** the firm's calendar changed: open deadlines may move */
const { HolidayAdded, HolidayRevised, HolidayRemoved } = holidayEvents.events;

/** The rulings (or adjournment) minutes record, each with the dates a deadline can count from. */
export async function occasionsOf(deps: CommandDeps, minutes: MinutesState, timezone: string): Promise<{ trigger: DeadlineTrigger; dates: RulingDates }[]> {
  const f = minutes.fields;
  // undated rulings are dated the day the minutes were recorded
  const recorded = dayIn(timezone, new Date(minutes.createdAt));
  const notificationDate = f.rulingNotificationDate ?? null;
  const out: { trigger: DeadlineTrigger; dates: RulingDates }[] = [];
  // what the minutes record, as the console and the final-rulings page read it too
  const triggers = recordedTriggers(f);
  if (triggers.includes('final_ruling')) out.push({ trigger: 'final_ruling', dates: { rulingDate: f.finalDecisionDate ?? recorded, notificationDate } });
  if (triggers.includes('preliminary_ruling')) out.push({ trigger: 'preliminary_ruling', dates: { rulingDate: f.preliminaryRulingDate ?? recorded, notificationDate } });
  if (triggers.includes('hearing_adjourned')) {
    // an adjournment is decided at the hearing the minutes are of
    const { state: hearing } = fold(hearingDecider, await deps.eventStore.readStream(hearingStream(minutes.hearingId)));
    out.push({ trigger: 'hearing_adjourned', dates: { rulingDate: hearing.fields.hearingDate ?? recorded, notificationDate } });
  }
  return out;
}

/** the day an open deadline counts from now: its minutes' current dates, else the day it was opened with */
async function currentFromDate(deps: CommandDeps, d: DeadlineState, timezone: string): Promise<string> {
  const { state: minutes } = fold(minutesDecider, await deps.eventStore.readStream(minutesStream(d.minutesId)));
  if (!minutes.exists || minutes.removed) return d.fromDate;
  const occasion = (await occasionsOf(deps, minutes, timezone)).find((o) => o.trigger === d.trigger);
  return (occasion && countedFrom(d.countFrom, occasion.dates)) ?? d.fromDate;
}

export const openDeadlineKey = (minutesId: number, ruleId: number) => `deadline:minutes-${minutesId}:rule-${ruleId}`;

/**
 * Deadlines follow the minutes and the firm's calendar:
 * - minutes recording a confirmed final ruling, a preliminary ruling or an adjournment open one
 *   deadline per matching active rule (trigger, and the case type's category or all), once per
 *   (minutes, rule) whatever replays; a rule counted from notification waits for the minutes to
 *   record the notification date;
 * - revised ruling dates, a holiday added, changed or removed, and a new working week move the
 *   open deadlines whose due day changes, each move saying why;
 * - deleted minutes, or minutes revised so they no longer record the ruling (or the adjournment) a
 *   deadline was opened for, withdraw it while it is open (met and missed ones stay); revised back,
 *   the withdrawn deadline opens again, due as the dates now give: still one per (minutes, rule).
 */
export function deadlinesReaction(timezone: string): Reaction {
  return typedReaction({
    name: 'Deadlines',
    on: [HearingMinutesRecorded, HearingMinutesRevised, HearingMinutesRemoved, HolidayAdded, HolidayRevised, HolidayRemoved, WorkingWeekSet],
    // the rules, the calendar, the case type's category, the open deadlines
    readsReadModels: true,
    async react(event, cx) {
      switch (event.type) {
        case HearingMinutesRemoved.type:
          return withdrawAll(event, cx, event.data.minutesId);
        case HearingMinutesRecorded.type:
        case HearingMinutesRevised.type:
          return followMinutes(event, cx, event.data.minutesId, timezone);
        default:
          return followCalendar(event, cx, event.type === WorkingWeekSet.type ? 'working_week' : 'holiday', timezone);
      }
    },
  });
}

async function followMinutes(event: RecordedEvent, cx: ReactionContext, minutesId: number, timezone: string) {
  const { deps, meta } = cx;
  const { state: minutes } = fold(minutesDecider, await deps.eventStore.readStream(minutesStream(minutesId), { toRevision: event.revision }));
  if (!minutes.exists || minutes.removed) return;
  const occasions = await occasionsOf(deps, minutes, timezone);
  // revised minutes: the deadlines they opened follow them (withdrawn, reopened, moved) before any opens
  if (event.type === HearingMinutesRevised.type) await followRevision(event, cx, minutes.id, occasions, await workingCalendar(deps.readStore));
  if (!occasions.length) return;
  // rules apply from their creation on: a rule added today does not open deadlines on every old ruling at the next start
  const rules = (await deps.readStore.collection('deadline_rules').find({ isActive: true, trigger: { $in: occasions.map((o) => o.trigger) } })).filter(
    (r) => String(r.createdAt) <= event.metadata.time,
  );
  if (!rules.length) return;
  const cal = await workingCalendar(deps.readStore);
  const { state: theCase } = fold(caseDecider, await deps.eventStore.readStream(caseStream(minutes.caseId)));
  if (!theCase.exists) return;
  const caseType = await deps.readStore.collection('case_types').findOne({ id: theCase.fields.caseTypeId });
  const category = (caseType?.caseCategory as string | null | undefined) ?? null;

  for (const rule of rules) {
    if (rule.caseCategory && rule.caseCategory !== category) continue;
    const occasion = occasions.find((o) => o.trigger === rule.trigger)!;
    const terms = { id: rule.id as number, trigger: rule.trigger as DeadlineTrigger, nameEn: String(rule.nameEn), nameAr: String(rule.nameAr), countFrom: rule.countFrom as OpenDeadline['rule']['countFrom'], days: Number(rule.days), dayKind: rule.dayKind as OpenDeadline['rule']['dayKind'], remindDaysBefore: (rule.remindDaysBefore as number[] | undefined) ?? [] };
    const computed = computeDeadline(terms, occasion.dates, cal);
    // counted from a notification not yet recorded: opened when the minutes record it
    if (!computed) continue;
    const key = openDeadlineKey(minutes.id, terms.id);
    await cx.once(key, (k) =>
      deps.ids.create('deadline', (deadlineId) =>
        execute(
          deps.eventStore,
          deadlineStream(deadlineId),
          deadlineDecider,
          {
            type: 'OpenDeadline', deadlineId, caseId: minutes.caseId, rule: terms, minutesId: minutes.id, hearingId: minutes.hearingId, ...computed,
            lawyerIds: theCase.fields.lawyerIds ?? [], openedBy: { stream: event.stream, position: event.position },
          },
          meta,
          { mustNotExist: true, idempotency: { key: k, response: (o) => ({ deadlineId: (o.state as DeadlineState).id }) } },
        ),
      ),
    );
  }
}

/** why a deadline of this trigger goes when its minutes no longer record it */
const withdrawReasonOf = (trigger: DeadlineTrigger | null): DeadlineWithdrawReason => (trigger === 'hearing_adjourned' ? 'adjournment_removed' : 'ruling_removed');

/**
 * Revised minutes, for the deadlines they opened (whatever became of their rules):
 * - an open one whose ruling (or adjournment) they no longer record is withdrawn;
 * - a withdrawn one whose ruling they record again opens again, counted as the dates now give (a
 *   rule counted from notification waits for the notification date, as on opening);
 * - an open one moves to the dates they now give.
 */
async function followRevision(event: RecordedEvent, cx: ReactionContext, minutesId: number, occasions: Awaited<ReturnType<typeof occasionsOf>>, cal: WorkingCalendar) {
  const { deps } = cx;
  await readModelsAtHead(deps);
  for (const row of await deps.readStore.collection('deadlines').find({ minutesId, status: { $in: ['open', 'withdrawn'] } })) {
    const { state: d } = fold(deadlineDecider, await deps.eventStore.readStream(deadlineStream(row.id as number)));
    if (!d.exists) continue;
    const occasion = occasions.find((o) => o.trigger === d.trigger);
    if (d.status === 'open' && !occasion) await withdraw(cx, event, d, withdrawReasonOf(d.trigger));
    else if (d.status === 'withdrawn' && occasion) {
      const fromDate = countedFrom(d.countFrom, occasion.dates);
      if (fromDate) await reopen(cx, event, d, fromDate, dueDateOf(fromDate, d.days, d.dayKind, cal));
    } else if (d.status === 'open' && occasion) {
      const fromDate = countedFrom(d.countFrom, occasion.dates) ?? d.fromDate;
      await move(cx, event, d, dueDateOf(fromDate, d.days, d.dayKind, cal), 'ruling_dates');
    }
  }
}

/** Deleted minutes withdraw the open deadlines they opened; met and missed ones stay. */
async function withdrawAll(event: RecordedEvent, cx: ReactionContext, minutesId: number) {
  const { deps } = cx;
  await readModelsAtHead(deps);
  for (const row of await deps.readStore.collection('deadlines').find({ minutesId, status: 'open' })) {
    const { state: d } = fold(deadlineDecider, await deps.eventStore.readStream(deadlineStream(row.id as number)));
    if (d.exists && d.status === 'open') await withdraw(cx, event, d, 'minutes_removed');
  }
}

async function withdraw(cx: ReactionContext, event: RecordedEvent, d: DeadlineState, reason: DeadlineWithdrawReason) {
  await cx.once(`deadline-withdraw:${event.id}:deadline-${d.id}`, (key) =>
    execute(cx.deps.eventStore, deadlineStream(d.id), deadlineDecider, { type: 'WithdrawDeadline', reason }, cx.meta, {
      idempotency: { key, response: () => ({ deadlineId: d.id, reason }) },
    }),
  );
}

async function reopen(cx: ReactionContext, event: RecordedEvent, d: DeadlineState, fromDate: string, dueDate: string) {
  await cx.once(`deadline-reopen:${event.id}:deadline-${d.id}`, (key) =>
    execute(cx.deps.eventStore, deadlineStream(d.id), deadlineDecider, { type: 'ReopenDeadline', fromDate, dueDate }, cx.meta, {
      idempotency: { key, response: () => ({ deadlineId: d.id, dueDate }) },
    }),
  );
}

/** deadlines opened by reactions to earlier events are appended by now: the read models show them once they reach the head */
async function readModelsAtHead(deps: CommandDeps) {
  const head = await deps.eventStore.headPosition();
  if (!(await deps.readModels.waitFor(head, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError('Deadlines', head, READ_MODELS_WAIT_MS);
}

async function followCalendar(event: RecordedEvent, cx: ReactionContext, reason: DeadlineMoveReason, timezone: string) {
  const { deps } = cx;
  await readModelsAtHead(deps);
  const cal = await workingCalendar(deps.readStore);
  for (const row of await deps.readStore.collection('deadlines').find({ status: 'open' })) {
    const { state: d } = fold(deadlineDecider, await deps.eventStore.readStream(deadlineStream(row.id as number)));
    if (!d.exists || d.status !== 'open') continue;
    await move(cx, event, d, dueDateOf(await currentFromDate(deps, d, timezone), d.days, d.dayKind, cal), reason);
  }
}

async function move(cx: ReactionContext, event: RecordedEvent, d: DeadlineState, dueDate: string, reason: DeadlineMoveReason) {
  if (dueDate === d.dueDate) return;
  await cx.once(`deadline-move:${event.id}:deadline-${d.id}`, (key) =>
    execute(cx.deps.eventStore, deadlineStream(d.id), deadlineDecider, { type: 'MoveDeadline', dueDate, reason }, cx.meta, {
      idempotency: { key, response: () => ({ deadlineId: d.id, dueDate }) },
    }),
  );
}
