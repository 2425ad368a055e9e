import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Box, Card, FormControl, InputLabel, MenuItem, Select, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import FullCalendar from '@fullcalendar/react';
import type { DatesSetArg, EventContentArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import { addDays, dayOf, isDay, localDay, type Day } from '../../components/display/days';
import { getSessionUser } from '../../auth/session';
import { useDisplayPrefs } from '../../i18n/displayPrefs';
import { intlLocaleOf, useLanguage } from '../../i18n/language';
import { EventDetailsDialog } from './EventDetailsDialog';
import { eventTitle } from './eventDetails';
import { kindStyles } from './eventStyles';
import { EventKindBadge, EventStatusBadge } from './EventBadges';
import { eventsOf, useCalendarFeed, type CalendarEvent, type EventKind } from './feed';
import { useCalendarWording } from './i18n';
import { eventStart } from './eventTimes';
import { dayClasses, holidayInputs, useWorkingCalendar } from './workingCalendar';
import { useDeadlines } from '../deadlines/api';
import { useAccessibleCalendar } from './accessibleCalendar';
import { useCalendarDays } from './calendarDays';

const KINDS: EventKind[] = ['hearing', 'meeting', 'task', 'deadline'];
/** ?view= of a link to the calendar -> FullCalendar's view */
const VIEWS = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay', agenda: 'agenda' } as const;
const ALL = '';
/** where the week and day views open: the working day, the hours before it a scroll away */
const WORKING_DAY_STARTS = '07:00:00';
/** times as the rest of the console writes them ('01:30 PM' / '01:30 م') */
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: true } as const;

/**
 * The day names over the columns. On a phone a column is too narrow for Arabic's names (its short
 * names are the long ones) or for a week's date: the narrow name, with the day of the month in a week.
 */
const dayHeaderFormat = (viewType: string, phone: boolean, language: 'en' | 'ar') => {
  if (!phone) return undefined;
  if (viewType === 'timeGridWeek') return { weekday: 'narrow', day: 'numeric', omitCommas: true } as const;
  return language === 'ar' ? ({ weekday: 'narrow' } as const) : undefined;
};

/** The month around today, until the calendar says which days it shows. */
const firstRange = () => {
  const today = localDay();
  return { from: addDays(today, -42), to: addDays(today, 42) };
};

interface Filters {
  kinds: EventKind[];
  lawyerId: string;
  court: string;
}

/**
 * Whether an event passes the filters. Tasks and meetings are the signed-in lawyer's own, so a
 * lawyer filter keeps them only for that lawyer; only hearings have a court, so a court filter
 * keeps hearings of that court alone.
 */
function passes(event: CalendarEvent, filters: Filters, me: number | undefined): boolean {
  if (!filters.kinds.includes(event.kind)) return false;
  if (filters.court !== ALL && (event.kind !== 'hearing' || event.hearing.courtNameEn !== filters.court)) return false;
  if (filters.lawyerId === ALL) return true;
  const lawyer = Number(filters.lawyerId);
  if (event.kind === 'hearing') return event.hearing.lawyerId === lawyer;
  if (event.kind === 'deadline') return event.deadline.lawyerIds.includes(lawyer);
  return lawyer === me;
}

const asInput = (event: CalendarEvent, language: 'en' | 'ar'): EventInput => {
  const { color, tint } = kindStyles[event.kind];
  return {
    id: event.key,
    title: eventTitle(event, language),
    ...eventStart(event.day, event.time),
    backgroundColor: tint,
    borderColor: color,
    textColor: '#1a1a1a',
    extendedProps: { event },
  };
};

/** A public holiday's name on its days (holidayInputs), in a month beside the day's number, not over it; the whole name on hover. */
const HolidayName = ({ name, month }: { name: string; month: boolean }) => (
  <Box
    component="bdi"
    data-testid="holiday"
    title={name}
    sx={{ display: 'block', maxWidth: month ? 'calc(100% - 2.5em)' : 'none', px: 0.5, fontSize: '0.75rem', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
  >
    {name}
  </Box>
);

/** An event inside any view: its kind's colour, time and title; the test id names the kind, data-event the event. */
const EventContent = ({ arg }: { arg: EventContentArg }) => {
  const event = arg.event.extendedProps.event as CalendarEvent | undefined;
  if (!event) return <HolidayName name={arg.event.title} month={arg.view.type === 'dayGridMonth'} />;
  const { color, icon: Icon } = kindStyles[event.kind];
  // the agenda has room for the kind and the status
  if (arg.view.type === 'agenda')
    return (
      <Stack direction="row" data-testid={`event-${event.kind}`} data-event={event.key} data-day={event.day} sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', cursor: 'pointer' }}>
        <EventKindBadge kind={event.kind} />
        <EventStatusBadge status={event.status} />
        <bdi>{arg.event.title}</bdi>
      </Stack>
    );
  return (
    <Box
      data-testid={`event-${event.kind}`}
      data-event={event.key}
      data-day={event.day}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflow: 'hidden', px: 0.25, cursor: 'pointer', color: 'text.primary' }}
    >
      <Icon sx={{ fontSize: 14, color, flexShrink: 0 }} />
      {arg.timeText && (
        <Box component="bdi" sx={{ fontSize: '0.75rem', flexShrink: 0 }}>
          {arg.timeText}
        </Box>
      )}
      <Box component="bdi" sx={{ fontSize: '0.8rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {arg.event.title}
      </Box>
    </Box>
  );
};

/**
 * /lawyer/calendar: the lawyer's tasks, meetings and court deadlines and the office's hearings in
 * a month, week, day or agenda view over any dates, filtered by kind, lawyer and court. Clicking
 * an event opens its details (with View Case).
 */
export const CalendarPage = () => {
  const w = useCalendarWording();
  const language = useLanguage();
  // Arabic with the digits the rest of the Arabic console shows (Latin unless the user chose
  // Arabic-Indic in the profile): FullCalendar's own 'ar' would write Arabic-Indic digits always
  const { digits } = useDisplayPrefs();
  const locale = useMemo(() => (language === 'ar' ? { ...arLocale, code: intlLocaleOf('ar') } : 'en'), [language, digits]);
  const me = getSessionUser()?.id;
  // a link may open the calendar on a day and a view: /lawyer/calendar?date=2026-12-01&view=agenda
  const [search] = useSearchParams();
  const initialDate = isDay(search.get('date')) ? search.get('date')! : undefined;
  // a phone opens on the agenda: a month's grid has no room for its events there
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const initialView = VIEWS[search.get('view') as keyof typeof VIEWS] ?? (phone ? VIEWS.agenda : VIEWS.month);
  const [range, setRange] = useState(firstRange);
  const [viewType, setViewType] = useState<string>(initialView);
  // A view's button gives the calendar its height before the view shows (the click's capture, before
  // FullCalendar's own handler): a week reached from the month is laid out in its box, so it opens at
  // the working day (scrollTime) as one opened directly does. datesSet alone would size it afterwards.
  const onViewButton = (e: MouseEvent) => {
    const view = Object.values(VIEWS).find((v) => (e.target as Element).closest?.(`.fc-${v}-button`));
    if (view && view !== viewType) flushSync(() => setViewType(view));
  };
  const { data, error } = useCalendarFeed(range);
  // a calendar without its deadlines still shows (a failed deadline list leaves them out)
  const { data: deadlines } = useDeadlines(range);
  const [filters, setFilters] = useState<Filters>({ kinds: KINDS, lawyerId: ALL, court: ALL });
  const [details, setDetails] = useState<CalendarEvent | null>(null);
  const workingCalendar = useWorkingCalendar();
  const calendarBox = useRef<HTMLDivElement>(null);
  useAccessibleCalendar(calendarBox);
  const calendar = useRef<FullCalendar>(null);
  // a day of the month or the week opens in the day view, by a click or by Enter on it (useCalendarDays)
  const openDay = (day: Day) => {
    flushSync(() => setViewType(VIEWS.day));
    calendar.current?.getApi().changeView(VIEWS.day, day);
  };
  useCalendarDays(calendarBox, calendar, openDay);

  const all = useMemo(() => eventsOf(data, deadlines), [data, deadlines]);
  const lawyers = useMemo(() => {
    const byId = new Map<number, string>();
    for (const e of all)
      if (e.kind === 'hearing' && e.hearing.lawyerId != null)
        byId.set(e.hearing.lawyerId, (language === 'ar' ? e.hearing.lawyerNameAr : e.hearing.lawyerNameEn) || e.hearing.lawyerNameEn || `${e.hearing.lawyerId}`);
    return [...byId.entries()].sort((a, b) => a[1].localeCompare(b[1], language));
  }, [all, language]);
  const courts = useMemo(() => {
    const byName = new Map<string, string>();
    for (const e of all)
      if (e.kind === 'hearing' && e.hearing.courtNameEn) byName.set(e.hearing.courtNameEn, (language === 'ar' ? e.hearing.courtNameAr : null) || e.hearing.courtNameEn);
    return [...byName.entries()].sort((a, b) => a[1].localeCompare(b[1], language));
  }, [all, language]);
  const events = useMemo(
    () => [...all.filter((e) => passes(e, filters, me)).map((e) => asInput(e, language)), ...holidayInputs(workingCalendar, language)],
    [all, filters, me, language, workingCalendar],
  );

  const onDates = (arg: DatesSetArg) => {
    setViewType(arg.view.type);
    const from = dayOf(arg.startStr);
    // FullCalendar's end is the first day after the view
    const to = addDays(dayOf(arg.endStr), -1);
    if (from !== range.from || to !== range.to) setRange({ from, to });
  };

  return (
    <Box>
      <Title title={w.title} />
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {w.title}
        </Typography>
        <Typography color="text.secondary">{w.subtitle}</Typography>
      </Box>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 2, alignItems: 'center', flexWrap: 'wrap' }} role="group" aria-label={w.filters.label}>
        <ToggleButtonGroup
          size="small"
          value={filters.kinds}
          onChange={(_, kinds: EventKind[]) => setFilters((f) => ({ ...f, kinds }))}
          aria-label={w.filters.kinds}
          sx={{ flexWrap: 'wrap' }}
        >
          {KINDS.map((kind) => {
            const { color, icon: Icon } = kindStyles[kind];
            return (
              <ToggleButton key={kind} value={kind} sx={{ gap: 0.5, textTransform: 'none' }}>
                <Icon sx={{ fontSize: 16, color }} />
                {w.kinds[kind]}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        <FormControl size="small" sx={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}>
          <InputLabel id="calendar-lawyer-label">{w.filters.lawyer}</InputLabel>
          <Select labelId="calendar-lawyer-label" label={w.filters.lawyer} value={filters.lawyerId} onChange={(e) => setFilters((f) => ({ ...f, lawyerId: e.target.value }))}>
            <MenuItem value={ALL}>{w.filters.allLawyers}</MenuItem>
            {lawyers.map(([id, name]) => (
              <MenuItem key={id} value={String(id)}>
                <bdi>{name}</bdi>
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}>
          <InputLabel id="calendar-court-label">{w.filters.court}</InputLabel>
          <Select labelId="calendar-court-label" label={w.filters.court} value={filters.court} onChange={(e) => setFilters((f) => ({ ...f, court: e.target.value }))}>
            <MenuItem value={ALL}>{w.filters.allCourts}</MenuItem>
            {courts.map(([key, name]) => (
              <MenuItem key={key} value={key}>
                <bdi>{name}</bdi>
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {w.loadFailed}
        </Alert>
      )}
      <Card ref={calendarBox} variant="outlined" sx={calendarSx} data-testid="calendar" onClickCapture={onViewButton}>
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={initialView}
          initialDate={initialDate}
          // the agenda lists 30 days from the day shown
          views={{ agenda: { type: 'list', duration: { days: 30 }, buttonText: w.views.agenda } }}
          // the week and the day in a box of their own that opens at the working day (scrollTime),
          // the rest of the day a scroll away in it; the month and the agenda as long as they are
          height={viewType.startsWith('timeGrid') ? '80vh' : 'auto'}
          scrollTime={WORKING_DAY_STARTS}
          // an event has no end: it takes its half hour, so one at 11:30 PM stays on its day
          defaultTimedEventDuration="00:30"
          dayHeaderFormat={dayHeaderFormat(viewType, phone, language)}
          eventTimeFormat={TIME_FORMAT}
          slotLabelFormat={TIME_FORMAT}
          dayCellClassNames={dayClasses(workingCalendar)}
          locale={locale}
          direction={language === 'ar' ? 'rtl' : 'ltr'}
          // the UAE's working week starts on Monday (as the reports' calendar)
          firstDay={1}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,agenda' }}
          buttonText={{ today: w.views.today, month: w.views.month, week: w.views.week, day: w.views.day }}
          buttonHints={{ prev: w.views.previous, next: w.views.next }}
          noEventsText={w.empty}
          allDayText={w.views.allDay}
          moreLinkText={(n) => w.views.more.replace('%{count}', String(n))}
          dayMaxEvents={4}
          nowIndicator
          events={events}
          eventContent={(arg) => <EventContent arg={arg} />}
          eventClick={(arg) => {
            arg.jsEvent.preventDefault();
            const event = arg.event.extendedProps.event as CalendarEvent | undefined;
            if (event) setDetails(event);
          }}
          dateClick={(arg) => {
            if (arg.view.type !== VIEWS.day) openDay(dayOf(arg.dateStr));
          }}
          datesSet={onDates}
        />
      </Card>
      {details && <EventDetailsDialog event={details} onClose={() => setDetails(null)} />}
    </Box>
  );
};

const calendarSx = {
  p: { xs: 1, sm: 2 },
  '& .fc': { fontFamily: 'inherit' },
  // the toolbar wraps on a phone instead of pushing the page sideways
  '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .fc .fc-toolbar-title': { fontSize: { xs: '1.1rem', sm: '1.4rem' } },
  '& .fc .fc-button': { textTransform: 'none', py: 0.5, px: { xs: 1, sm: 1.5 } },
  '& .fc .fc-daygrid-event, & .fc .fc-timegrid-event, & .fc .fc-list-event': { cursor: 'pointer' },
  // the day the keyboard is on (calendarDays.ts)
  '& .fc td[role="gridcell"][data-date]:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  // the days of the months before and after: greyer than this month's, still readable (FullCalendar fades them to 0.3)
  '& .fc .fc-daygrid-day.fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
  // days off: the weekend grey, public holidays warmer; today's colour over both
  '& .fc .calendar-weekend': { bgcolor: 'rgba(0, 0, 0, 0.04)' },
  '& .fc .calendar-holiday': { bgcolor: 'rgba(237, 108, 2, 0.08)' },
  '& .fc .fc-daygrid-day.fc-day-today, & .fc .fc-timegrid-col.fc-day-today': { bgcolor: 'rgba(25, 118, 210, 0.06)' },
  // a holiday's name unfaded (FullCalendar fades background events), once a day: in the week's all-day row, not again over its hours
  '& .fc .calendar-holiday-name': { opacity: 1 },
  '& .fc .fc-timegrid-col-bg .calendar-holiday-name': { display: 'none' },
} as const;

