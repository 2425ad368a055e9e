import type { MinutesFields } from '@lawfirm/contracts';
import { execute, fold } from '../framework/handler.js';
import { caseDecider } from '../cases/case.js';
import { hearingDecider } from '../hearings/hearing.js';
import { minutesDecider } from '../minutes/minutes.js';
import type { Reaction } from './runner.js';

/**
 * Recording minutes has consequences: a next hearing in the minutes is scheduled on the case (and
 * moved when the minutes move it), a postponement reason adjourns the hearing, and a confirmed
 * final ruling is recorded on the case.
 */
export const minutesConsequences: Reaction = {
  name: 'MinutesConsequences',
  on: ['HearingMinutesRecorded', 'HearingMinutesRevised'],
  async react(event, cx) {
    const { deps, meta } = cx;
    const { state } = fold(minutesDecider, await deps.eventStore.readStream(`minutes-${(event.data as { minutesId: number }).minutesId}`, { toRevision: event.revision }));
    if (!state.exists) return;
    const f = state.fields as MinutesFields;
    const m = state.id;

    if (f.hasNextHearing && f.nextHearingDate) {
      const fields = {
        hearingDate: f.nextHearingDate,
        hearingTime: f.nextTime ?? f.hearingTime ?? '09:00 AM',
        hallName: f.nextHallNumber ?? f.hallNumber ?? '-',
        onlineLink: null,
        rollNumber: f.nextRollNumber ?? f.rollNumber ?? '-',
        // free text staff read in either language, so it says it in both
        whatIsRequested: `Continuation of the hearing of minutes #${m} / استكمال الجلسة الواردة في المحضر رقم ${m}`,
      };
      const { ranNow, response } = await cx.once(`reaction:next-hearing:minutes-${m}`, (key) =>
        deps.ids.create('hearing', (hearingId) =>
          execute(deps.eventStore, `hearing-${hearingId}`, hearingDecider, { type: 'ScheduleHearing', hearingId, caseId: state.caseId, fields }, meta, {
            mustNotExist: true,
            idempotency: { key, response: (o) => ({ hearingId: (o.state as { id: number }).id }) },
          }),
        ),
      );
      const hearingId = (response as { hearingId?: number } | undefined)?.hearingId;
      if (!ranNow && hearingId) {
        // the minutes moved their next hearing: move the hearing they scheduled
        const { state: next } = fold(hearingDecider, await deps.eventStore.readStream(`hearing-${hearingId}`));
        if (next.exists && !next.cancelled && (next.fields.hearingDate !== fields.hearingDate || next.fields.hearingTime !== fields.hearingTime))
          await cx.once(`reaction:move-hearing:${event.id}`, (key) =>
            execute(deps.eventStore, `hearing-${hearingId}`, hearingDecider, { type: 'ReviseHearing', fields: { ...(next.fields as typeof fields), hearingDate: fields.hearingDate, hearingTime: fields.hearingTime } }, meta, {
              idempotency: { key, response: () => ({ hearingId }) },
            }),
          );
      }
    }

    if (f.postponementReasonId)
      await cx.once(`reaction:adjourn:minutes-${m}`, (key) =>
        execute(deps.eventStore, `hearing-${state.hearingId}`, hearingDecider, { type: 'AdjournHearing', reasonId: f.postponementReasonId!, minutesId: m }, meta, {
          idempotency: { key, response: () => ({ hearingId: state.hearingId }) },
        }),
      );

    if (f.rulingType === 'final' && f.finalDecision)
      await cx.once(`reaction:final-ruling:minutes-${m}`, (key) =>
        execute(
          deps.eventStore,
          `case-${state.caseId}`,
          caseDecider,
          { type: 'RecordFinalRuling', hearingId: state.hearingId, minutesId: m, rulingDate: f.finalDecisionDate ?? event.metadata.time.slice(0, 10), rulingText: f.finalDecisionText },
          meta,
          { idempotency: { key, response: () => ({ caseId: state.caseId }) } },
        ),
      );
  },
};
