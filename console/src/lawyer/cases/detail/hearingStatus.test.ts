import { describe, expect, it } from 'vitest';
import { shownHearingStatus } from './hearingStatus';

const today = '2026-11-25';

describe('the status a hearing reads as', () => {
  it('is Scheduled until its day, and Awaiting minutes once the day has passed without them', () => {
    expect(shownHearingStatus({ status: 'Scheduled', hearingDate: '2026-11-25' }, today)).toBe('Scheduled');
    expect(shownHearingStatus({ status: 'Scheduled', hearingDate: '2026-12-01' }, today)).toBe('Scheduled');
    expect(shownHearingStatus({ status: 'Scheduled', hearingDate: '2020-03-10' }, today)).toBe('AwaitingMinutes');
    expect(shownHearingStatus({ status: 'Scheduled', hearingDate: '2020-03-10', minutesFilePath: '/api/hearings/4/minutes-file' }, today)).toBe('Completed');
  });

  it('says what the minutes made of a past hearing', () => {
    expect(shownHearingStatus({ status: 'Adjourned', hearingDate: '2026-11-01' }, today)).toBe('Adjourned');
    expect(shownHearingStatus({ status: 'FinalRuling', hearingDate: '2026-11-01' }, today)).toBe('FinalRuling');
    expect(shownHearingStatus({ status: 'Completed', hearingDate: '2026-11-01' }, today)).toBe('Completed');
  });
});
