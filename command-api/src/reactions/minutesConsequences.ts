import { caseStream, dayIn, HearingCancelled, HearingDetailsRevised, HearingMinutesRecorded, HearingMinutesRemoved, HearingMinutesRevised, HearingRescheduled, hearingStream, minutesStream, nextHearingRequest, type FinalRulingWithdrawReason, type MinutesFields } from '@lawfirm/contracts';
import { AppError, type RecordedEvent } from '@lawfirm/platform';
import { execute, fold } from '../framework/handler.js';
import { caseDecider, type CaseCommand } from '../cases/case.js';
import { hearingDecider, type HearingCommand, type HearingState } from '../hearings/hearing.js';
import { minutesDecider } from '../minutes/minutes.js';
import { typedReaction, type ReactionContext } from './runner.js';

const NAME = 'MinutesConsequences';

/**
 * The hearing the minutes scheduled, while nobody has touched it since: every event after its
 * scheduling is this reaction moving it. Anything else (an edit by hand, documents, its own
 * minutes' outcome, its deletion) leaves it to the people working on it.
 */
async function untouchedGenerated(cx: ReactionContext, hearingId: number): Promise<HearingState | null> {
  const events = await cx.deps.eventStore.readStream(hearingStream(hearingId));
  const { state } = fold(hearingDecider, events);
  if (!state.exists || state.cancelled) return null;
  const byReaction = (e: RecordedEvent) => (e.type === HearingRescheduled.type || e.type === HearingDetailsRevised.type) && e.metadata.command === NAME && e.metadata.userType === 'system';
  return events.slice(1).every(byReaction) ? state : null;
}

/** A command on a hearing that may have been deleted meanwhile: then there is nothing to do. */
async function onHearing(cx: ReactionContext, key: string, hearingId: number, command: HearingCommand) {
  const { state } = fold(hearingDecider, await cx.deps.eventStore.readStream(hearingStream(hearingId)));
  if (!state.exists || state.cancelled) return;
  try {
    await cx.once(key, (k) => execute(cx.deps.eventStore, hearingStream(hearingId), hearingDecider, command, cx.meta, { idempotency: { key: k, response: () => ({ hearingId }) } }));
  } catch (e) {
    if (!(e instanceof AppError && e.code === 'not_found')) throw e;
  }
}

/**
 * The case's final ruling as the minutes now have it: issued, corrected (FinalRulingRevised) or
 * withdrawn (FinalRulingWithdrawn). The case decides from its own stream, so passing an event again
 * changes nothing that is already so; a case that is gone has nothing to record.
 */
async function onCase(cx: ReactionContext, caseId: number, command: CaseCommand) {
  try {
    await execute(cx.deps.eventStore, caseStream(caseId), caseDecider, command, cx.meta);
  } catch (e) {
    if (!(e instanceof AppError && e.code === 'not_found')) throw e;
  }
}
const withdrawRuling = (cx: ReactionContext, caseId: number, minutesId: number, reason: FinalRulingWithdrawReason) => onCase(cx, caseId, { type: 'WithdrawFinalRuling', minutesId, reason });

const nextHearingKey = (minutesId: number) => `reaction:next-hearing:minutes-${minutesId}`;

/**
 * The latest hearing the minutes generated. A generated hearing this reaction removed (the
 * minutes dropped their next hearing) is followed by the one generated after it, under a key
 * naming it, so a generation is never made twice.
 */
async function latestGenerated(cx: ReactionContext, minutesId: number): Promise<{ hearingId: number; removedByUs: boolean } | null> {
  let latest: number | null = null;
  for (let key = nextHearingKey(minutesId); ; ) {
    const hearingId = ((await cx.deps.eventStore.findIdempotent(key))?.response as { hearingId?: number } | undefined)?.hearingId;
    if (!hearingId) break;
    latest = hearingId;
    key = `${nextHearingKey(minutesId)}:after-${hearingId}`;
  }
  if (latest === null) return null;
  const last = (await cx.deps.eventStore.readStream(hearingStream(latest))).at(-1);
  return { hearingId: latest, removedByUs: last?.type === HearingCancelled.type && last.metadata.command === NAME };
}

/**
 * Recording minutes has consequences, kept in step with the minutes (each under a key of the
 * event, so passing an event again does nothing twice):
 * - a next hearing in the minutes is scheduled on the case; revised minutes move it (date, time,
 *   hall, roll) or, when they drop it, remove it, while nobody has touched it by hand (added
 *   back, a new one is scheduled);
 * - the hearing's status says what happened: Adjourned (a postponement reason), Final ruling (a
 *   confirmed final ruling, also recorded on the case) or Completed (held);
 * - the case's final ruling follows the minutes: its date or text corrected with them, withdrawn
 *   when they no longer record it, recorded again when they do (undated: the day the minutes were
 *   recorded, in the firm's time zone, as the deadlines count it);
 * - deleted minutes take their status back, withdraw their final ruling, and remove the next
 *   hearing they scheduled if nobody has touched it.
 * It reads streams only, never read models.
 */
export const minutesConsequences = typedReaction({
  name: NAME,
  on: [HearingMinutesRecorded, HearingMinutesRevised, HearingMinutesRemoved],
  async react(event, cx) {
    const { deps, meta } = cx;
    const m = event.data.minutesId;
    // the minutes as they are now: passing an old event again (a restart) brings the hearings to the
    // minutes' present, never back to a past revision
    const { state } = fold(minutesDecider, await deps.eventStore.readStream(minutesStream(m)));
    if (!state.exists) return;

    if (event.type === HearingMinutesRemoved.type) {
      await onHearing(cx, `reaction:withdraw-outcome:${event.id}`, state.hearingId, { type: 'WithdrawHearingOutcome', minutesId: m });
      await withdrawRuling(cx, state.caseId, m, 'minutes_removed');
      const generated = await latestGenerated(cx, m);
      if (generated && (await untouchedGenerated(cx, generated.hearingId))) await onHearing(cx, `reaction:remove-next-hearing:${event.id}`, generated.hearingId, { type: 'CancelHearing' });
      return;
    }
    if (state.removed) return;
    const f = state.fields as MinutesFields;
    const generated = await latestGenerated(cx, m);

    if (!(f.hasNextHearing && f.nextHearingDate)) {
      // the minutes no longer have a next hearing: the one they generated goes if nobody touched it
      if (generated && !generated.removedByUs && (await untouchedGenerated(cx, generated.hearingId)))
        await onHearing(cx, `reaction:remove-next-hearing:${event.id}`, generated.hearingId, { type: 'CancelHearing' });
    } else {
      const request = nextHearingRequest(fold(hearingDecider, await deps.eventStore.readStream(hearingStream(state.hearingId))).state.fields.hearingDate);
      const fields = {
        hearingDate: f.nextHearingDate,
        hearingTime: f.nextTime ?? f.hearingTime ?? '09:00',
        hallName: f.nextHallNumber ?? f.hallNumber ?? '-',
        onlineLink: null,
        rollNumber: f.nextRollNumber ?? f.rollNumber ?? '-',
        // in both languages, each reader shown theirs: the hearing these minutes record, by its day
        whatIsRequested: request.en,
        whatIsRequestedAr: request.ar,
      };
      const key = !generated ? nextHearingKey(m) : generated.removedByUs ? `${nextHearingKey(m)}:after-${generated.hearingId}` : null;
      const { ranNow, response } = key ? await cx.once(key, (key) =>
        deps.ids.create('hearing', (hearingId) =>
          execute(deps.eventStore, hearingStream(hearingId), hearingDecider, { type: 'ScheduleHearing', hearingId, caseId: state.caseId, fields }, meta, {
            mustNotExist: true,
            idempotency: { key, response: (o) => ({ hearingId: (o.state as { id: number }).id }) },
          }),
        ),
      ) : { ranNow: false, response: generated };
      const hearingId = (response as { hearingId?: number } | undefined)?.hearingId;
      const next = !ranNow && hearingId ? await untouchedGenerated(cx, hearingId) : null;
      if (next && hearingId) {
        // the minutes moved their next hearing: move the hearing they scheduled
        const moved = { ...(next.fields as typeof fields), hearingDate: fields.hearingDate, hearingTime: fields.hearingTime, hallName: fields.hallName, rollNumber: fields.rollNumber };
        await onHearing(cx, `reaction:move-hearing:${event.id}`, hearingId, { type: 'ReviseHearing', fields: moved });
      }
    }

    const ruled = f.rulingType === 'final' && f.finalDecision;
    await onHearing(
      cx,
      `reaction:outcome:${event.id}`,
      state.hearingId,
      f.postponementReasonId ? { type: 'AdjournHearing', reasonId: f.postponementReasonId, minutesId: m } : { type: 'RecordHearingOutcome', minutesId: m, status: ruled ? 'FinalRuling' : 'Completed' },
    );

    if (ruled) {
      const rulingDate = f.finalDecisionDate ?? dayIn(deps.timezone ?? 'Asia/Dubai', new Date(state.createdAt));
      await onCase(cx, state.caseId, { type: 'RecordFinalRuling', hearingId: state.hearingId, minutesId: m, rulingDate, rulingText: f.finalDecisionText ?? null });
    } else await withdrawRuling(cx, state.caseId, m, 'ruling_removed');
  },
});
