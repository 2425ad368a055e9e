import { type AppointmentEvent, type AppointmentMoveReason, AppointmentRescheduled, AppointmentScheduled, AppointmentStatusChanged, type appointmentStatuses, type FollowsDeadline, type FollowsHearing, type FollowsRuling } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

type AppointmentStatus = (typeof appointmentStatuses)[number];

/** A meeting or task on a case, stream `appointment-{id}` (contracts' appointmentStream). A task waits (pending); a meeting is scheduled. */
export interface AppointmentState {
  exists: boolean;
  id: number;
  caseId: number;
  type: 'meeting' | 'task';
  assignedTo: number | null;
  status: AppointmentStatus;
  date: string;
  /** an automated task made relative to a hearing */
  followsHearing: FollowsHearing | null;
  /** an automated task made relative to a final ruling */
  followsRuling: FollowsRuling | null;
  /** an automated task made relative to a court deadline */
  followsDeadline: FollowsDeadline | null;
  version: number;
}

export interface AppointmentFields {
  type: 'meeting' | 'task';
  title: string;
  description: string;
  date: string;
  time: string;
  participant: string | null;
  assignedTo: number | null;
  /** set by the portal only, for a task it makes by itself: the Arabic wording (title and description are then the English) */
  titleAr?: string | null;
  descriptionAr?: string | null;
  /** set by automation only: the hearing the task follows, and at how many days from it */
  followsHearing?: FollowsHearing | null;
  /** set by automation only: the final ruling the task follows, and at how many days from its date */
  followsRuling?: FollowsRuling | null;
  /** set by automation only: the court deadline the task follows, and at how many days from its due day */
  followsDeadline?: FollowsDeadline | null;
}

export type AppointmentCommand =
  | { type: 'ScheduleAppointment'; appointmentId: number; caseId: number; fields: AppointmentFields }
  /** `notesAr`: the Arabic of a note the portal writes by itself (a task cancelled with what it was made for); a person's note has none */
  | { type: 'ChangeAppointmentStatus'; status: AppointmentStatus; notes: string | null; notesAr?: string | null }
  /** what it was made for moved (its hearing, its final ruling's date corrected, its court deadline): the task's day moves with it, saying why */
  | { type: 'RescheduleAppointment'; date: string; reason: AppointmentMoveReason };

const existing = (state: AppointmentState) => {
  if (!state.exists) throw new DomainError('not_found', 'error.notFound');
};

export const appointmentDecider = typedDecider<AppointmentState, AppointmentCommand, AppointmentEvent>({
  initialState: { exists: false, id: 0, caseId: 0, type: 'meeting', assignedTo: null, status: 'scheduled', date: '', followsHearing: null, followsRuling: null, followsDeadline: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    AppointmentScheduled: (state, d) => ({
      ...state, exists: true, id: d.appointmentId, caseId: d.caseId, type: d.type, assignedTo: d.assignedTo ?? null, status: d.status, date: d.date,
      followsHearing: d.followsHearing ?? null, followsRuling: d.followsRuling ?? null, followsDeadline: d.followsDeadline ?? null,
    }),
    AppointmentStatusChanged: (state, d) => ({ ...state, status: d.status }),
    AppointmentRescheduled: (state, d) => ({ ...state, date: d.date }),
  },
  decide: {
    ScheduleAppointment(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const { followsHearing, followsRuling, followsDeadline, ...f } = command.fields;
      return [
        AppointmentScheduled.of({
            appointmentId: command.appointmentId, caseId: command.caseId, ...f, titleAr: f.titleAr ?? null, descriptionAr: f.descriptionAr ?? null, participant: f.type === 'meeting' ? f.participant : null, status: f.type === 'task' ? 'pending' : 'scheduled',
            ...(followsHearing ? { followsHearing } : {}),
            ...(followsRuling ? { followsRuling } : {}),
            ...(followsDeadline ? { followsDeadline } : {}),
          }),
      ];
    },
    RescheduleAppointment(command, state) {
      existing(state);
      return command.date === state.date ? [] : [AppointmentRescheduled.of({ appointmentId: state.id, caseId: state.caseId, date: command.date, previousDate: state.date, reason: command.reason })];
    },
    ChangeAppointmentStatus(command, state) {
      existing(state);
      if (command.status === state.status && !command.notes) return [];
      return [AppointmentStatusChanged.of({ appointmentId: state.id, caseId: state.caseId, status: command.status, notes: command.notes, notesAr: command.notesAr ?? null })];
    },
  },
});
