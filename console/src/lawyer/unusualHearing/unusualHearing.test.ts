import { describe, expect, it } from 'vitest';
import { DEFAULT_COURT_HOURS } from '@lawfirm/contracts/hearingWarnings.ts';
import { nextHearingOf, warningsToConfirm, type HearingMoment } from './unusualHearing';

const calendar = { weekendDays: ['saturday', 'sunday'] as const, holidays: [{ startDate: '2026-12-02', endDate: '2026-12-03' }] };
const codes = (hearing: HearingMoment, saved?: HearingMoment) => warningsToConfirm(hearing, saved, calendar, DEFAULT_COURT_HOURS).map((w) => w.code);

describe('what to ask before a hearing is saved', () => {
  it('asks about a new hearing on a day off or outside the court hours, with the server’s rule', () => {
    expect(codes({ day: '2026-12-05', time: '04:45 AM' })).toEqual(['weekend', 'outside_court_hours']);
    expect(codes({ day: '2026-12-02', time: '10:00 AM' })).toEqual(['holiday']);
    expect(codes({ day: '2026-12-07', time: '16:45' })).toEqual(['outside_court_hours']);
    expect(codes({ day: '2026-12-07', time: '10:00 AM' })).toEqual([]);
  });

  it('does not ask again when the day and time are the saved ones, however written', () => {
    expect(codes({ day: '2026-12-05', time: '04:45 AM' }, { day: '2026-12-05', time: '04:45 AM' })).toEqual([]);
    expect(codes({ day: '2026-12-05', time: '04:45' }, { day: '2026-12-05T00:00:00Z', time: '4:45 am' })).toEqual([]);
    // a moved day or time is asked about
    expect(codes({ day: '2026-12-06', time: '04:45 AM' }, { day: '2026-12-05', time: '04:45 AM' })).toEqual(['weekend', 'outside_court_hours']);
    expect(codes({ day: '2026-12-07', time: '05:00 PM' }, { day: '2026-12-07', time: '10:00 AM' })).toEqual(['outside_court_hours']);
  });

  it('reads the day of a date stored with a time', () => {
    expect(codes({ day: '2026-12-05T00:00:00Z', time: '10:00 AM' })).toEqual(['weekend']);
  });
});

describe('the next hearing minutes set', () => {
  it('is the next date at the next time, else at the time of the hearing they record', () => {
    expect(nextHearingOf({ hasNextHearing: true, nextHearingDate: '2026-12-05', nextTime: '04:45 AM', hearingTime: '10:00 AM' })).toEqual({ day: '2026-12-05', time: '04:45 AM' });
    expect(nextHearingOf({ hasNextHearing: true, nextHearingDate: '2026-12-05', nextTime: null, hearingTime: '10:00 AM' })).toEqual({ day: '2026-12-05', time: '10:00 AM' });
    expect(nextHearingOf({ hasNextHearing: true, nextHearingDate: '2026-12-05', nextTime: '', hearingTime: '10:00 AM' })).toEqual({ day: '2026-12-05', time: '10:00 AM' });
  });

  it('is none with No next hearing ticked, without a date, or without minutes', () => {
    expect(nextHearingOf({ hasNextHearing: false, nextHearingDate: '2026-12-05', nextTime: '04:45 AM' })).toBeUndefined();
    expect(nextHearingOf({ hasNextHearing: true, nextHearingDate: null, nextTime: '04:45 AM' })).toBeUndefined();
    expect(nextHearingOf(undefined)).toBeUndefined();
  });
});
