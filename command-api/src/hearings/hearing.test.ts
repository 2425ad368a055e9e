import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { hearingDecider, type HearingCommand } from './hearing.js';

const spec = deciderSpec(hearingDecider);
const fields = { hearingDate: '2026-12-03', hearingTime: '10:30 AM', hallName: 'Hall 4', onlineLink: null, rollNumber: '17', whatIsRequested: 'Submit the expert report' };
const scheduled = { type: 'HearingScheduled', data: { hearingId: 5, caseId: 12, ...fields, whatIsRequestedAr: null } };

describe('hearing', () => {
  it('is scheduled on a case', () => {
    spec.given([]).when({ type: 'ScheduleHearing', hearingId: 5, caseId: 12, fields }).then([scheduled]);
  });

  it('is rescheduled when its date or time moves, and revised for the rest', () => {
    spec
      .given([scheduled])
      .when({ type: 'ReviseHearing', fields: { ...fields, hearingDate: '2026-12-10', hallName: 'Hall 2' } })
      .then([
        { type: 'HearingRescheduled', data: { hearingId: 5, caseId: 12, hearingDate: '2026-12-10', hearingTime: '10:30 AM' } },
        { type: 'HearingDetailsRevised', data: { hearingId: 5, caseId: 12, hallName: 'Hall 2' } },
      ]);
  });

  it('scheduled by the portal, it asks in both languages; what is requested typed anew drops the Arabic wording, a change elsewhere keeps it', () => {
    const generated = { ...fields, whatIsRequested: 'Continuation of the hearing of Dec 3, 2026', whatIsRequestedAr: 'استكمال الجلسة المنعقدة بتاريخ 03/12/2026' };
    const made = { type: 'HearingScheduled', data: { hearingId: 5, caseId: 12, ...generated } };
    spec.given([]).when({ type: 'ScheduleHearing', hearingId: 5, caseId: 12, fields: generated }).then([made]);
    spec.given([made]).when({ type: 'ReviseHearing', fields: { ...fields, whatIsRequested: 'Continuation of the hearing of Dec 3, 2026', hallName: 'Hall 2' } }).then([{ type: 'HearingDetailsRevised', data: { hearingId: 5, caseId: 12, hallName: 'Hall 2' } }]);
    spec.given([made]).when({ type: 'ReviseHearing', fields }).then([{ type: 'HearingDetailsRevised', data: { hearingId: 5, caseId: 12, whatIsRequested: 'Submit the expert report', whatIsRequestedAr: null } }]);
  });

  describe('its status follows the minutes of its session', () => {
    const adjourned = { type: 'HearingAdjourned', data: { hearingId: 5, caseId: 12, reasonId: 3, minutesId: 9 } };
    const ruled = { type: 'HearingOutcomeRecorded', data: { hearingId: 5, caseId: 12, minutesId: 9, status: 'FinalRuling' } };

    it('is adjourned by a postponement reason, once: the same reason again changes nothing', () => {
      spec.given([scheduled]).when({ type: 'AdjournHearing', reasonId: 3, minutesId: 9 }).then([adjourned]);
      spec.given([scheduled, adjourned]).when({ type: 'AdjournHearing', reasonId: 3, minutesId: 9 }).then([]);
    });

    it('reads as ruled when revised minutes replace the adjournment with a final ruling', () => {
      spec.given([scheduled, adjourned]).when({ type: 'RecordHearingOutcome', minutesId: 9, status: 'FinalRuling' }).then([ruled]);
      spec.given([scheduled, adjourned, ruled]).when({ type: 'RecordHearingOutcome', minutesId: 9, status: 'FinalRuling' }).then([]);
    });

    it('goes back to scheduled when the minutes that set its status are deleted, and only then', () => {
      spec.given([scheduled, adjourned]).when({ type: 'WithdrawHearingOutcome', minutesId: 9 }).then([{ type: 'HearingOutcomeWithdrawn', data: { hearingId: 5, caseId: 12, minutesId: 9 } }]);
      spec.given([scheduled, adjourned]).when({ type: 'WithdrawHearingOutcome', minutesId: 10 }).then([]);
      spec.given([scheduled]).when({ type: 'WithdrawHearingOutcome', minutesId: 9 }).then([]);
    });

    it('is adjourned again after its status was taken back', () => {
      const withdrawn = { type: 'HearingOutcomeWithdrawn', data: { hearingId: 5, caseId: 12, minutesId: 9 } };
      spec.given([scheduled, adjourned, withdrawn]).when({ type: 'AdjournHearing', reasonId: 3, minutesId: 9 }).then([adjourned]);
    });
  });

  it('takes nothing more once cancelled', () => {
    const cancelled = { type: 'HearingCancelled', data: { hearingId: 5, caseId: 12 } };
    spec.given([scheduled]).when({ type: 'CancelHearing' }).then([cancelled]);
    spec.given([scheduled, cancelled]).when({ type: 'ReviseHearing', fields }).thenFails('not_found', 'error.notFound');
  });

  describe('refusals', () => {
    const cancelled = { type: 'HearingCancelled', data: { hearingId: 5, caseId: 12 } };
    const doc = { id: 'b1', filename: 'memo.pdf', size: 10, contentType: 'application/pdf', sha256: 'x' };
    const onAHearing: HearingCommand[] = [
      { type: 'ReviseHearing', fields },
      { type: 'CancelHearing' },
      { type: 'FileHearingDocuments', documents: [doc], description: null },
      { type: 'AttachMinutesFile', file: doc },
      { type: 'AdjournHearing', reasonId: 3, minutesId: 9 },
      { type: 'RecordHearingOutcome', minutesId: 9, status: 'FinalRuling' },
      { type: 'WithdrawHearingOutcome', minutesId: 9 },
    ];

    it('given a scheduled hearing, when a hearing is scheduled under its id, then it is refused as a conflict', () => {
      spec.given([scheduled]).when({ type: 'ScheduleHearing', hearingId: 5, caseId: 12, fields }).thenFails('conflict', 'error.conflict');
    });

    it.each(onAHearing)('given no hearing, when $type, then it is not found', (command) => {
      spec.given([]).when(command).thenFails('not_found', 'error.notFound');
    });

    it.each(onAHearing)('given a cancelled hearing, when $type, then it is not found', (command) => {
      spec.given([scheduled, cancelled]).when(command).thenFails('not_found', 'error.notFound');
    });
  });
});
