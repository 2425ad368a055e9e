import { randomUUID } from 'node:crypto';
import { AppointmentScheduled, AppointmentStatusChanged, CaseOpened, CaseStatusChanged, CaseUpdateLogged, HearingRescheduled, HearingScheduled } from '@lawfirm/contracts';
import type { EventMetadata, EventStore, NewEvent } from '@lawfirm/platform';

/**
 * The bench's firm at scale: `cases` cases, each with hearings (one rescheduled), appointments,
 * updates and a status change, about ten events a case, appended through the event store's own
 * append (schema-checked by the validating store) at the times they would have happened over the
 * last two years. One more case carries `bigCase` events, for the as-of view.
 */
// a hundred parties: ten names, ten lines of business
const NAMES = [['Emirates', 'الإمارات'], ['Gulf', 'الخليج'], ['Noor', 'النور'], ['Hammadi', 'الحمادي'], ['Oasis', 'الواحة'], ['Star', 'النجمة'], ['Skyline', 'الأفق'], ['Desert', 'الصحراء'], ['Falcon', 'الصقر'], ['Palm', 'النخلة']];
const TRADES = [['Trading', 'للتجارة'], ['Holdings', 'القابضة'], ['Logistics', 'للخدمات اللوجستية'], ['Foods', 'للأغذية'], ['Marine', 'البحرية'], ['Contracting', 'للمقاولات'], ['Real Estate', 'العقارية'], ['Insurance', 'للتأمين'], ['Motors', 'للسيارات'], ['Textiles', 'للمنسوجات']];
const PARTIES_EN = NAMES.flatMap(([n]) => TRADES.map(([t]) => `${n} ${t}`));
const PARTIES_AR = NAMES.flatMap(([, n]) => TRADES.map(([, t]) => `${n} ${t}`));
const STATUSES = ['active', 'open', 'in_progress', 'on_hold', 'closed'] as const;
const PRIORITIES = ['low', 'medium', 'high'] as const;
const DAY = 86_400_000;

export interface ScaleRefs {
  /** employee ids of the lawyers */
  lawyerIds: number[];
  clientIds: number[];
  courtIds: number[];
  caseTypeIds: number[];
  regionIds: number[];
  /** the user appending (an admin) */
  userId: number;
}

export interface ScaleResult {
  events: number;
  seconds: number;
  /** the case with `bigCase` events */
  bigCaseId: number;
  /** a moment in the middle of the big case's history */
  bigCaseMidpoint: string;
}

/** deterministic, so two runs build the same firm */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function appendScaleData(store: EventStore, refs: ScaleRefs, opts: { cases: number; bigCase: number; firstCaseId: number; firstHearingId: number; firstAppointmentId: number; onProgress?: (events: number) => void }): Promise<ScaleResult> {
  const rnd = random(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const start = Date.now() - 730 * DAY;
  const meta = (at: number, command: string): EventMetadata => {
    const id = randomUUID();
    return { userId: refs.userId, userType: 'user', correlationId: id, causationId: id, command, time: new Date(at).toISOString() };
  };
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  let hearingId = opts.firstHearingId;
  let appointmentId = opts.firstAppointmentId;
  let events = 0;
  const began = performance.now();

  /** the streams of one case, in the order they happened */
  function caseStreams(caseId: number, opened: number, extraUpdates: number): [string, NewEvent[]][] {
    const a = pick(PARTIES_EN.map((_, i) => i));
    const b = (a + 1 + Math.floor(rnd() * (PARTIES_EN.length - 1))) % PARTIES_EN.length;
    const lawyers = [pick(refs.lawyerIds), pick(refs.lawyerIds)].filter((x, i, all) => all.indexOf(x) === i);
    const status = pick(STATUSES);
    const year = new Date(opened).getUTCFullYear();
    const caseEvents: NewEvent[] = [
      {
        ...CaseOpened.of({
          caseId, titleEn: `${PARTIES_EN[a]} v. ${PARTIES_EN[b]} ${caseId}`, titleAr: `${PARTIES_AR[a]} ضد ${PARTIES_AR[b]} ${caseId}`,
          descriptionEn: `Representation of our client against ${PARTIES_EN[b]}.`, descriptionAr: `تمثيل موكلنا ضد ${PARTIES_AR[b]}.`, summary: null,
          caseTypeId: pick(refs.caseTypeIds), regionId: pick(refs.regionIds), courtId: pick(refs.courtIds), districtId: null, fileId: null,
          plaintiffs: [{ clientId: pick(refs.clientIds), name: null, role: 'Plaintiff', type: 'client' }],
          defendants: [{ name: PARTIES_EN[b], role: 'Defendant', contactInfo: null }],
          lawyerIds: lawyers, status: 'active', priority: pick(PRIORITIES), startDate: day(opened), expectedEndDate: null,
          caseNumber: `${year}/${String(caseId).padStart(6, '0')}`, caseYear: year, registrationDate: day(opened), createdBy: null,
        }),
        metadata: meta(opened, 'OpenCase'),
      },
    ];
    const streams: [string, NewEvent[]][] = [[`case-${caseId}`, caseEvents]];
    const hearings = extraUpdates ? 1 : 3;
    for (let h = 0; h < hearings; h++) {
      const id = hearingId++;
      const at = opened + (h + 1) * 20 * DAY;
      const evs: NewEvent[] = [{
        ...HearingScheduled.of({ hearingId: id, caseId, hearingDate: day(at + 30 * DAY), hearingTime: '09:30', hallName: `Hall ${1 + (id % 9)}`, onlineLink: null, rollNumber: String(100 + (id % 900)), whatIsRequested: 'Submit the memorandum and the supporting documents', whatIsRequestedAr: 'تقديم المذكرة والمستندات المؤيدة' }),
        metadata: meta(at, 'ScheduleHearing'),
      }];
      if (h === 0) evs.push({ ...HearingRescheduled.of({ hearingId: id, caseId, hearingDate: day(at + 37 * DAY), hearingTime: '11:00' }), metadata: meta(at + DAY, 'RescheduleHearing') });
      streams.push([`hearing-${id}`, evs]);
    }
    for (const [k, type] of (['task', 'meeting'] as const).entries()) {
      const id = appointmentId++;
      const at = opened + (k + 1) * 7 * DAY;
      const evs: NewEvent[] = [{
        ...AppointmentScheduled.of({ appointmentId: id, caseId, type, title: type === 'task' ? 'Prepare the hearing memorandum' : 'Client meeting', description: 'Draft and review before filing', titleAr: null, descriptionAr: null, date: day(at + 3 * DAY), time: '09:00', participant: null, assignedTo: type === 'task' ? lawyers[0] : null, status: type === 'task' ? 'pending' : 'scheduled' }),
        metadata: meta(at, 'ScheduleAppointment'),
      }];
      if (type === 'task') evs.push({ ...AppointmentStatusChanged.of({ appointmentId: id, caseId, status: 'completed', notes: null, notesAr: null }), metadata: meta(at + 2 * DAY, 'UpdateTask') });
      streams.push([`appointment-${id}`, evs]);
    }
    caseEvents.push({ ...CaseUpdateLogged.of({ caseId, updateId: randomUUID(), updateType: 'Status Change', updateText: 'Case file reviewed and hearing preparation started' }), metadata: meta(opened + 2 * DAY, 'LogCaseUpdate') });
    for (let u = 0; u < extraUpdates; u++)
      caseEvents.push({ ...CaseUpdateLogged.of({ caseId, updateId: randomUUID(), updateType: pick(['Call', 'Email', 'Meeting', 'Other'] as const), updateText: `Progress note ${u + 1}` }), metadata: meta(opened + 3 * DAY + u * 3_600_000, 'LogCaseUpdate') });
    if (status !== 'active') caseEvents.push({ ...CaseStatusChanged.of({ caseId, from: 'active', to: status }), metadata: meta(opened + 90 * DAY + extraUpdates * 3_600_000, 'ChangeCaseStatus') });
    return streams;
  }

  const IN_FLIGHT = 2000;
  const pending = new Set<Promise<void>>();
  const push = async (stream: string, evs: NewEvent[]) => {
    const p = store.append(stream, evs, { expectedRevision: 'no_stream' }).then(() => {
      pending.delete(p);
      events += evs.length;
      if (events % 50_000 < evs.length) opts.onProgress?.(events);
    });
    pending.add(p);
    if (pending.size >= IN_FLIGHT) await Promise.race(pending);
  };

  for (let i = 0; i < opts.cases; i++) {
    const caseId = opts.firstCaseId + i;
    const opened = start + Math.floor((i / opts.cases) * 600 * DAY);
    for (const [stream, evs] of caseStreams(caseId, opened, 0)) await push(stream, evs);
  }
  const bigCaseId = opts.firstCaseId + opts.cases;
  const opened = start + 100 * DAY;
  // a case edited for a long time: its updates spread over hours, bigCase events in all
  const streams = caseStreams(bigCaseId, opened, opts.bigCase - 6);
  for (const [stream, evs] of streams) await push(stream, evs);
  await Promise.all(pending);
  const times = streams.flatMap(([, evs]) => evs.map((e) => e.metadata.time!)).sort();
  return { events, seconds: (performance.now() - began) / 1000, bigCaseId, bigCaseMidpoint: times[Math.floor(times.length / 2)] };
}
