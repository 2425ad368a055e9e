import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { hearingDecider } from './hearing.js';

const spec = deciderSpec(hearingDecider);
const fields = { hearingDate: '2026-12-03', hearingTime: '10:30 AM', hallName: 'Hall 4', onlineLink: null, rollNumber: '17', whatIsRequested: 'Submit the expert report' };
const scheduled = { type: 'HearingScheduled', data: { hearingId: 5, caseId: 12, ...fields } };

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

  it('takes nothing more once cancelled', () => {
    const cancelled = { type: 'HearingCancelled', data: { hearingId: 5, caseId: 12 } };
    spec.given([scheduled]).when({ type: 'CancelHearing' }).then([cancelled]);
    spec.given([scheduled, cancelled]).when({ type: 'ReviseHearing', fields }).thenFails('not_found');
  });
});
