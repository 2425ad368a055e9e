import ical, { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays, appointmentWordingInBoth, clockTimeOf, dayIn, isolate, type Principal } from '@lawfirm/contracts';
import type { Filter, ReadModelStore } from '@lawfirm/platform';
import { calendarParts, nameLookup } from '../lawyer/scope.js';

type Doc = Record<string, unknown>;

const plusMinutes = (hhmm: string, minutes: number) => {
  const total = Math.min(Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const given = (x: unknown) => x !== null && x !== undefined && x !== '';
const join = (...parts: unknown[]) => parts.filter(given).join(' ');
/** a label and its values, each value isolated (a case number, an English title in an Arabic line) */
const said = (label: string, ...values: unknown[]) => [label, ...values.filter(given).map(isolate)].join(' ');
/** a summary: the English half, then the Arabic half isolated whole, so it reads right to left after the bar */
const summaryOf = (en: string, ar: string) => `${en} | ${isolate(ar)}`;

/**
 * One user's calendar (RFC 5545): their hearings and meetings (cases they are a lawyer on now), the
 * tasks given to them and the court deadlines of their cases, from 90 days back on. An admin gets
 * the firm's, as the console's calendar shows them (calendarParts): hearings with `hearings: view`,
 * meetings, tasks and deadlines with `cases: view`. Times are the firm's wall clock
 * with its VTIMEZONE; UIDs are the records' (`hearing-12@lawfirm-portal`), so a phone updates an
 * event rather than adding a second one. Summaries are in English, then Arabic.
 *
 * Calendar apps show a summary as one line of plain text, laid out by its first letter (left to
 * right, "Hearing: ..."). The Arabic half after the bar is isolated whole (FSI ... PDI), so it reads
 * right to left as an Arabic line does, and every value (case number, title, name) is isolated in
 * both halves, so an English title inside the Arabic half keeps its place beside its colon and an
 * Arabic title inside the English half does not pull the bar across. The description's lines each
 * stand alone (one language a line), their values isolated the same way. Apps that follow Unicode's
 * bidi algorithm (browsers, Apple's, Android's, Windows') draw nothing for the marks.
 */
export async function calendarFeed(readStore: ReadModelStore, p: Principal, timezone: string): Promise<string> {
  const admin = p.userType === 'admin';
  const parts = calendarParts(p);
  const from = addDays(dayIn(timezone), -90);
  const cal = ical({
    name: `${p.fullNameEn} · ${p.fullNameAr}`,
    prodId: { company: 'lawfirm-portal', product: 'calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  if (!parts.hearings && !parts.caseWork) return withTimezone(cal.toString(), timezone);

  const caseFilter: Filter = admin ? {} : { lawyerIds: p.id };
  const cases = await readStore.collection('cases').find(caseFilter);
  const caseIds = cases.map((c) => c.id);
  const lookup = nameLookup(readStore);
  const none = Promise.resolve([] as Doc[]);
  const [hearings, meetings, tasks, deadlines] = await Promise.all([
    parts.hearings ? readStore.collection('hearings').find({ $and: [{ caseId: { $in: caseIds } }, { hearingDate: { $gte: from } }] }) : none,
    parts.caseWork ? readStore.collection('appointments').find({ $and: [{ type: 'meeting', caseId: { $in: caseIds } }, { date: { $gte: from } }] }) : none,
    parts.caseWork ? readStore.collection('appointments').find({ $and: [admin ? { type: 'task' } : { type: 'task', assignedTo: p.id }, { date: { $gte: from } }] }) : none,
    // a case's deadlines follow its lawyers now: one taken off the case no longer has them
    parts.caseWork ? readStore.collection('deadlines').find({ $and: [{ caseId: { $in: caseIds } }, { dueDate: { $gte: from } }] }) : none,
  ]);

  const add = (uid: string, day: unknown, time: unknown, minutes: number, summary: string, description: string, extra: { location?: string; status?: ICalEventStatus; stamp?: unknown } = {}) => {
    const date = String(day ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const at = typeof time === 'string' ? clockTimeOf(time) : null;
    const stamp = typeof extra.stamp === 'string' && !Number.isNaN(Date.parse(extra.stamp)) ? new Date(extra.stamp) : new Date(`${date}T00:00:00Z`);
    cal.createEvent({
      id: `${uid}@lawfirm-portal`,
      stamp,
      ...(at
        ? { start: `${date}T${at}:00`, end: `${date}T${plusMinutes(at, minutes)}:00`, timezone }
        : { start: date, allDay: true }),
      summary,
      description,
      location: extra.location || null,
      status: extra.status ?? ICalEventStatus.CONFIRMED,
    });
  };
  const caseOf = async (id: unknown) => (await lookup('cases', id)) as Doc | null;

  for (const h of hearings) {
    const c = await caseOf(h.caseId);
    const court = await lookup('courts', c?.courtId);
    add(
      `hearing-${h.id}`, h.hearingDate, h.hearingTime, 60,
      summaryOf(said('Hearing:', c?.caseNumber, c?.titleEn), said('جلسة:', c?.caseNumber, c?.titleAr)),
      [join('Court:', court?.nameEn, '· Hall:', h.hallName), join(said('المحكمة:', court?.nameAr), h.hallName ? said('· القاعة:', h.hallName) : ''), h.onlineLink ? String(h.onlineLink) : ''].filter(Boolean).join('\n'),
      { location: join(court?.nameEn, court?.nameAr ? `· ${isolate(court.nameAr)}` : ''), stamp: h.updatedAt },
    );
  }
  for (const m of meetings) {
    const c = await caseOf(m.caseId);
    add(
      `meeting-${m.id}`, m.date, m.time, 60,
      summaryOf(said('Meeting:', m.title), said('اجتماع:', m.title)),
      [join('Case:', c?.caseNumber, c?.titleEn), c ? said('القضية:', c.caseNumber, c.titleAr) : '', m.participant ? String(m.participant) : '', String(m.description ?? '')].filter(Boolean).join('\n'),
      { status: m.status === 'cancelled' ? ICalEventStatus.CANCELLED : undefined, stamp: m.updatedAt },
    );
  }
  for (const t of tasks) {
    const c = await caseOf(t.caseId);
    // a task the portal made reads in each language; what a person typed, as typed
    const words = appointmentWordingInBoth(t);
    add(
      `task-${t.id}`, t.date, t.time, 30,
      summaryOf(said('Task:', words.en.title), said('مهمة:', words.ar.title)),
      [join('Case:', c?.caseNumber, c?.titleEn), c ? said('القضية:', c.caseNumber, c.titleAr) : '', ...new Set([words.en.description, words.ar.description])].filter(Boolean).join('\n'),
      { status: t.status === 'cancelled' ? ICalEventStatus.CANCELLED : undefined, stamp: t.updatedAt },
    );
  }
  const deadlineStatus = { open: ['Open', 'مفتوح'], met: ['Met', 'تم الإنجاز'], missed: ['Missed', 'فات'], withdrawn: ['Withdrawn', 'مسحوب'] } as Record<string, [string, string]>;
  for (const d of deadlines) {
    const [statusEn, statusAr] = deadlineStatus[String(d.status)] ?? [String(d.status), String(d.status)];
    add(
      `deadline-${d.id}`, d.dueDate, null, 0,
      summaryOf(`${said('Deadline:', d.nameEn)} · ${isolate(d.caseNumber)}`, `${said('موعد قضائي:', d.nameAr)} · ${isolate(d.caseNumber)}`),
      [join('Case:', d.caseNumber, d.titleEn, `(${statusEn})`), `${said('القضية:', d.caseNumber, d.titleAr)} (${statusAr})`].join('\n'),
      // a withdrawn deadline leaves the lawyer's calendar as a cancelled event does
      { status: d.status === 'withdrawn' ? ICalEventStatus.CANCELLED : undefined, stamp: d.updatedAt },
    );
  }
  return withTimezone(cal.toString(), timezone);
}

/**
 * The firm's VTIMEZONE, which the events' TZID names. Not through the calendar's own timezone
 * option: with it, ical-generator writes DTSTAMP in the server's local time without the UTC mark
 * RFC 5545 requires; without it, stamps are UTC and the zone is added here.
 */
function withTimezone(ics: string, timezone: string): string {
  const vtimezone = getVtimezoneComponent(timezone);
  if (!vtimezone) return ics;
  const block = `${vtimezone.trim().split(/\r?\n/).join('\r\n')}\r\nX-WR-TIMEZONE:${timezone}\r\n`;
  const at = ics.search(/BEGIN:VEVENT|END:VCALENDAR/);
  return ics.slice(0, at) + block + ics.slice(at);
}
