import type { AppointmentMoveReason, FollowsDeadline, FollowsHearing, FollowsRuling } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

/** A meeting or task on a case, stream `appointment-{id}`. A task waits (pending); a meeting is scheduled. */
export interface AppointmentState {
  exists: boolean;
  id: number;
  caseId: number;
  type: 'meeting' | 'task';
  assignedTo: number | null;
  status: string;
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
  | { type: 'ChangeAppointmentStatus'; status: string; notes: string | null; notesAr?: string | null }
  /** what it was made for moved (its hearing, its final ruling's date corrected, its court deadline): the task's day moves with it, saying why */
  | { type: 'RescheduleAppointment'; date: string; reason: AppointmentMoveReason };

export const appointmentDecider: Decider<AppointmentState, AppointmentCommand> = {
  initialState: { exists: false, id: 0, caseId: 0, type: 'meeting', assignedTo: null, status: 'scheduled', date: '', followsHearing: null, followsRuling: null, followsDeadline: null, version: 0 },
  evolve(state, event, { revision }) {
    const d = event.data as Record<string, unknown>;
    const base = { ...state, version: revision + 1 };
    if (event.type === 'AppointmentScheduled')
      return {
        ...base, exists: true, id: d.appointmentId as number, caseId: d.caseId as number, type: d.type as AppointmentState['type'], assignedTo: (d.assignedTo as number | null) ?? null,
        status: d.status as string, date: d.date as string, followsHearing: (d.followsHearing as FollowsHearing | null | undefined) ?? null,
        followsRuling: (d.followsRuling as FollowsRuling | null | undefined) ?? null,
        followsDeadline: (d.followsDeadline as FollowsDeadline | null | undefined) ?? null,
      };
    if (event.type === 'AppointmentStatusChanged') return { ...base, status: d.status as string };
    if (event.type === 'AppointmentRescheduled') return { ...base, date: d.date as string };
    return base;
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'ScheduleAppointment') {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const { followsHearing, followsRuling, followsDeadline, ...f } = command.fields;
      return [
        {
          type: 'AppointmentScheduled',
          data: {
            appointmentId: command.appointmentId, caseId: command.caseId, ...f, titleAr: f.titleAr ?? null, descriptionAr: f.descriptionAr ?? null, participant: f.type === 'meeting' ? f.participant : null, status: f.type === 'task' ? 'pending' : 'scheduled',
            ...(followsHearing ? { followsHearing } : {}),
            ...(followsRuling ? { followsRuling } : {}),
            ...(followsDeadline ? { followsDeadline } : {}),
          },
        },
      ];
    }
    if (!state.exists) throw new DomainError('not_found', 'error.notFound');
    if (command.type === 'RescheduleAppointment')
      return command.date === state.date ? [] : [{ type: 'AppointmentRescheduled', data: { appointmentId: state.id, caseId: state.caseId, date: command.date, previousDate: state.date, reason: command.reason } }];
    if (command.status === state.status && !command.notes) return [];
    return [{ type: 'AppointmentStatusChanged', data: { appointmentId: state.id, caseId: state.caseId, status: command.status, notes: command.notes, notesAr: command.notesAr ?? null } }];
  },
};
