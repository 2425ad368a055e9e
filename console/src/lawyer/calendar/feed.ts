import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { addDays, dayOf, minutesOfDay, type Day } from '../../components/display/days';
import type { CalendarFeed, FeedAppointment, FeedHearing } from '@lawfirm/contracts';
import type { Deadline } from '../deadlines/api';

/** GET /api/lawyer/calendar: the answer's shapes are contracts' */
export type { CalendarFeed, FeedAppointment, FeedHearing } from '@lawfirm/contracts';

export type EventKind = 'task' | 'meeting' | 'hearing' | 'deadline';

interface EventBase {
  /** unique across kinds */
  key: string;
  day: Day;
  time: string | null;
  /** lower case, words joined by '_' ('Scheduled' -> 'scheduled', 'FinalRuling' -> 'final_ruling') */
  status: string;
}

export type CalendarEvent =
  | (EventBase & { kind: 'task' | 'meeting'; appointment: FeedAppointment })
  | (EventBase & { kind: 'hearing'; hearing: FeedHearing })
  | (EventBase & { kind: 'deadline'; deadline: Deadline });

export interface EventDay {
  day: Day;
  events: CalendarEvent[];
}

const statusKey = (status: string | null) =>
  (status ?? 'scheduled')
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const appointmentEvent = (a: FeedAppointment): CalendarEvent => ({
  kind: a.type === 'task' ? 'task' : 'meeting',
  key: `${a.type}-${a.id}`,
  day: dayOf(a.date),
  time: a.time,
  status: statusKey(a.status),
  appointment: a,
});

const hearingEvent = (h: FeedHearing): CalendarEvent => ({
  kind: 'hearing',
  key: `hearing-${h.id}`,
  day: dayOf(h.hearingDate),
  time: h.hearingTime,
  status: statusKey(h.status),
  hearing: h,
});

/** A court deadline on its due day (status open, met, missed or withdrawn). */
const deadlineEvent = (d: Deadline): CalendarEvent => ({ kind: 'deadline', key: `deadline-${d.id}`, day: dayOf(d.dueDate), time: null, status: d.status, deadline: d });

const byWhen = (a: CalendarEvent, b: CalendarEvent) => a.day.localeCompare(b.day) || minutesOfDay(a.time) - minutesOfDay(b.time);

/** Every event of the feed and the deadlines given, earliest first (tasks, meetings, hearings and deadlines mixed). */
export function eventsOf(feed: CalendarFeed | undefined, deadlines: Deadline[] = []): CalendarEvent[] {
  if (!feed) return [];
  return [...feed.myTasks.map(appointmentEvent), ...feed.myMeetings.map(appointmentEvent), ...feed.allHearings.map(hearingEvent), ...deadlines.map(deadlineEvent)]
    .filter((e) => e.day !== '')
    .sort(byWhen);
}

/** Events (already in order) grouped by their day, days ascending. */
export function groupByDay(events: CalendarEvent[]): EventDay[] {
  const days = new Map<Day, CalendarEvent[]>();
  for (const event of [...events].sort(byWhen)) days.set(event.day, [...(days.get(event.day) ?? []), event]);
  return [...days.entries()].map(([day, dayEvents]) => ({ day, events: dayEvents }));
}

/** Events of the `days` days starting with `from` (spec: the dashboard's next-week window is 7 days). */
export const withinDays = (events: CalendarEvent[], from: Day, days: number): CalendarEvent[] => {
  const end = addDays(from, days);
  return events.filter((e) => e.day >= from && e.day < end);
};

/**
 * GET /api/lawyer/calendar: the days from `range.from` to `range.to` (both included), or without
 * a range the server's default window (30 days back, 90 ahead).
 */
export function useCalendarFeed(range?: { from: Day; to: Day }) {
  return useQuery({
    queryKey: range ? ['lawyer-calendar', range] : ['lawyer-calendar'],
    queryFn: () => getJson<CalendarFeed>(range ? `/lawyer/calendar?from=${range.from}&to=${range.to}` : '/lawyer/calendar'),
    // moving to the next month keeps the events shown until its own arrive
    placeholderData: (previous) => previous,
  });
}
