import { describe, expect, it } from 'vitest';
import { minutesFormErrors } from './minutesRules';

describe('minutes form rules', () => {
  it('asks a preliminary ruling for its description and date', () => {
    expect(minutesFormErrors({ rulingType: 'preliminary', preliminaryRulingDescription: ' ', preliminaryRulingDate: null })).toEqual({
      preliminaryRulingDescription: 'app.msg.validation.preliminaryDescriptionRequired',
      preliminaryRulingDate: 'app.msg.validation.preliminaryDateRequired',
    });
    expect(minutesFormErrors({ rulingType: 'preliminary', preliminaryRulingDescription: 'Expert appointed', preliminaryRulingDate: '2026-11-20' })).toEqual({});
    expect(minutesFormErrors({ rulingType: 'no_ruling', preliminaryRulingDescription: null })).toEqual({});
  });

  it('refuses a postponement reason with no next hearing, or one without its date', () => {
    const reason = 'app.msg.validation.postponementNeedsNextHearing';
    expect(minutesFormErrors({ postponementReasonId: 3, hasNextHearing: false, nextHearingDate: '2026-12-20' })).toEqual({ postponementReasonId: reason });
    expect(minutesFormErrors({ postponementReasonId: 3, hasNextHearing: true, nextHearingDate: null })).toEqual({ postponementReasonId: reason });
    expect(minutesFormErrors({ postponementReasonId: 3, hasNextHearing: true, nextHearingDate: '2026-12-20' })).toEqual({});
    expect(minutesFormErrors({ postponementReasonId: null, hasNextHearing: false })).toEqual({});
  });

  it('given the hearing, refuses what comes out of order, as the server does', () => {
    const hearing = { hearingDate: '2026-11-25', hearingTime: '10:00 AM' };
    expect(minutesFormErrors({ hasNextHearing: true, nextHearingDate: '2026-11-24' }, hearing)).toEqual({ nextHearingDate: 'app.msg.validation.nextHearingNotAfter' });
    expect(minutesFormErrors({ rulingType: 'final', finalDecision: true, finalDecisionDate: '2026-11-20', rulingNotificationDate: '2026-11-19' }, hearing)).toEqual({
      rulingNotificationDate: 'app.msg.validation.notificationBeforeRuling',
    });
    expect(minutesFormErrors({ rulingType: 'final', finalDecision: true, finalDecisionDate: '2100-01-01' }, hearing)).toEqual({ finalDecisionDate: 'app.msg.validation.futureDate' });
  });
});
