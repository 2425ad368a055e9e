import { describe, expect, it } from 'vitest';
import type { Deadline } from '../deadlines/api';
import { eventsOf, groupByDay, withinDays, type CalendarFeed, type FeedAppointment, type FeedHearing } from './feed';

const appointment = (id: number, type: 'task' | 'meeting', date: string, time: string): FeedAppointment => ({
  id, type, date, time, titleEn: `A${id}`, titleAr: `A${id}`, descriptionEn: null, descriptionAr: null, status: 'pending', notes: null, notesAr: null, participant: null, caseId: 1, caseNumber: '2026/0001', clientNameEn: null, clientNameAr: null,
});
const hearing = (id: number, hearingDate: string, hearingTime: string, status = 'Scheduled'): FeedHearing => ({
  id, hearingDate, hearingTime, hallName: 'Hall 1', caseId: 1, caseNumber: '2026/0001', caseTitleEn: null, caseTitleAr: null, courtNameEn: null, courtNameAr: null,
  lawyerId: 2, lawyerNameEn: null, lawyerNameAr: null, status, isMine: true, minutesId: null,
});

const feed: CalendarFeed = {
  myTasks: [appointment(1, 'task', '2026-11-23', '09:00 AM'), appointment(2, 'task', '2026-11-21', '02:00 PM')],
  myMeetings: [appointment(3, 'meeting', '2026-11-23', '08:15 AM')],
  allHearings: [hearing(1, '2026-11-23', '9:30 AM'), hearing(2, '2026-11-28', '10:00 AM', 'Adjourned'), hearing(3, '2026-11-21', '11:30 AM', 'FinalRuling')],
};

describe('calendar feed', () => {
  it('puts every event in order of day, then time, whatever its kind', () => {
    expect(eventsOf(feed).map((e) => e.key)).toEqual(['hearing-3', 'task-2', 'meeting-3', 'task-1', 'hearing-1', 'hearing-2']);
    expect(eventsOf(feed).find((e) => e.key === 'hearing-2')?.status).toBe('adjourned');
    // a status of two words keeps them apart, as the calendar's wording names it
    expect(eventsOf(feed).find((e) => e.key === 'hearing-3')?.status).toBe('final_ruling');
  });

  it('groups the events by day, days ascending, each with its events', () => {
    const days = groupByDay(eventsOf(feed));
    expect(days.map((d) => [d.day, d.events.length])).toEqual([['2026-11-21', 2], ['2026-11-23', 3], ['2026-11-28', 1]]);
  });

  it('keeps the events of a window of days (the next 7 days: today and the 6 after it)', () => {
    const events = eventsOf(feed);
    expect(withinDays(events, '2026-11-22', 7).map((e) => e.key)).toEqual(['meeting-3', 'task-1', 'hearing-1', 'hearing-2']);
    expect(withinDays(events, '2026-11-21', 7).map((e) => e.key)).not.toContain('hearing-2');
  });

  it('shows each court deadline on its due day, with its status, after the events of that day that have a time', () => {
    const deadline: Deadline = {
      id: 4, caseId: 1, caseNumber: '2026/0001', titleEn: 'Case', titleAr: 'قضية', ruleId: 1, nameEn: 'Appeal', nameAr: 'استئناف', trigger: 'final_ruling', minutesId: 1, countFrom: 'ruling_date',
      fromDate: '2026-11-01', days: 22, dayKind: 'calendar', dueDate: '2026-11-23', daysLeft: 1, status: 'open', note: null, lawyerIds: [2], remindDaysBefore: [], withdrawnReason: null,
      openedBy: { stream: 'hearing-minutes-1', position: 1 }, version: 1,
    };
    const events = eventsOf(feed, [deadline, { ...deadline, id: 5, dueDate: '2026-11-21', status: 'missed' as const }]);
    expect(events.map((e) => e.key)).toEqual(['hearing-3', 'task-2', 'deadline-5', 'meeting-3', 'task-1', 'hearing-1', 'deadline-4', 'hearing-2']);
    expect(events.filter((e) => e.kind === 'deadline').map((e) => e.status)).toEqual(['missed', 'open']);
  });
});
