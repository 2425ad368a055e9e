import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation.js';
import { upcast } from '../events/registry.js';
import { deadlineRuleInput, holidayInput, workingWeekInput } from './deadlines.js';
import './minutes.js';
import './cases.js';
import './hearings.js';
import './appointments.js';

const rule = { nameEn: 'Appeal', nameAr: 'استئناف', trigger: 'final_ruling', days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [1, 7, 3] };
const refused = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return fieldErrors(r.error as never).map((e) => [e.field, e.message, e.messageAr.length > 0]);
};

describe('deadline rule input', () => {
  it('keeps a valid rule, its reminders without repeats, the earliest first, and "all categories" as null', () => {
    expect(deadlineRuleInput.parse({ ...rule, remindDaysBefore: '3, 7, 1, 7', caseCategory: '' })).toMatchObject({ remindDaysBefore: [7, 3, 1], caseCategory: null, isActive: true });
  });

  it.each([
    [{ days: 0 }, 'days', 'The number of days must be a whole number from 1 to 365'],
    [{ days: 366 }, 'days', 'The number of days must be a whole number from 1 to 365'],
    [{ days: 2.5 }, 'days', 'The number of days must be a whole number from 1 to 365'],
    [{ trigger: 'hearing_scheduled' }, 'trigger', 'Choose what opens the deadline: a final ruling, a preliminary ruling or an adjournment'],
    [{ countFrom: 'filing' }, 'countFrom', 'Choose whether the days count from the ruling date or from the notification date'],
    [{ dayKind: 'business' }, 'dayKind', 'Choose calendar days or working days'],
    [{ caseCategory: 'Maritime' }, 'caseCategory', 'Choose one of the case categories, or leave it empty for all cases'],
    [{ remindDaysBefore: [30] }, 'remindDaysBefore', "Reminders are whole numbers of days before the due date, each at least 1 and fewer than the deadline's days"],
    [{ remindDaysBefore: [0] }, 'remindDaysBefore', "Reminders are whole numbers of days before the due date, each at least 1 and fewer than the deadline's days"],
    [{ remindDaysBefore: 'soon' }, 'remindDaysBefore', "Reminders are whole numbers of days before the due date, each at least 1 and fewer than the deadline's days"],
  ])('refuses %j, naming the field in both languages', (change, field, message) => {
    expect(refused(deadlineRuleInput, { ...rule, ...change })).toContainEqual([field, message, true]);
  });
});

describe('holiday input', () => {
  it('keeps a one-day holiday', () => {
    expect(holidayInput.parse({ nameEn: 'National Day', nameAr: 'اليوم الوطني', startDate: '2026-12-02', endDate: '2026-12-02' })).toMatchObject({ startDate: '2026-12-02', endDate: '2026-12-02' });
  });

  it('refuses an end before the start, a date that does not exist, and a missing date', () => {
    const base = { nameEn: 'Eid', nameAr: 'العيد' };
    expect(refused(holidayInput, { ...base, startDate: '2027-03-11', endDate: '2027-03-09' })).toEqual([['endDate', 'The end date cannot be before the start date', true]]);
    expect(refused(holidayInput, { ...base, startDate: '2027-02-30', endDate: '2027-03-01' })).toEqual([['startDate', 'Please enter a valid date', true]]);
    expect(refused(holidayInput, { ...base, startDate: '2027-03-09' })).toEqual([['endDate', 'Date is required', true]]);
  });
});

describe('working week input', () => {
  it('keeps the weekend days in week order without repeats', () => {
    expect(workingWeekInput.parse({ weekendDays: ['sunday', 'saturday', 'sunday'] }).weekendDays).toEqual(['sunday', 'saturday']);
  });

  it('refuses an unknown day and a week with no working day', () => {
    expect(refused(workingWeekInput, { weekendDays: ['friday', 'funday'] })[0]?.[1]).toBe('Choose the weekend days from Sunday to Saturday, leaving at least one working day');
    expect(refused(workingWeekInput, { weekendDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] })[0]?.[1]).toBe(
      'Choose the weekend days from Sunday to Saturday, leaving at least one working day',
    );
  });
});

describe('minutes recorded before the notification date existed', () => {
  it('are read with no notification date', () => {
    expect(upcast('HearingMinutesRecorded', 1, { minutesId: 1, rulingType: 'final' })).toEqual({ version: 3, data: { minutesId: 1, rulingType: 'final', rulingNotificationDate: null } });
  });
});

describe('records made when times of day were kept 12-hour', () => {
  it('are read with their times 24-hour, and a time typed freely long ago as it was', () => {
    expect(upcast('HearingMinutesRecorded', 2, { minutesId: 1, hearingTime: '02:30 PM', nextTime: null }).data).toEqual({ minutesId: 1, hearingTime: '14:30', nextTime: null });
    expect(upcast('HearingMinutesRevised', 1, { minutesId: 1, nextTime: '12:15 AM' }).data).toEqual({ minutesId: 1, nextTime: '00:15' });
    expect(upcast('HearingScheduled', 1, { hearingId: 1, hearingTime: '09:30 AM' })).toEqual({ version: 3, data: { hearingId: 1, hearingTime: '09:30', whatIsRequestedAr: null } });
    expect(upcast('HearingRescheduled', 1, { hearingId: 1, hearingTime: '12:00 PM' }).data.hearingTime).toBe('12:00');
    expect(upcast('HearingDetailsRevised', 1, { hearingId: 1, hearingTime: 'after the recess' }).data.hearingTime).toBe('after the recess');
    expect(upcast('AppointmentScheduled', 1, { appointmentId: 1, time: '11:45 PM' }).data.time).toBe('23:45');
    expect(upcast('CourtHoursSet', 1, { opens: '07:30 AM', closes: '03:30 PM' }).data).toEqual({ opens: '07:30', closes: '15:30' });
  });
});
