import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { appointmentDecider, type AppointmentFields } from './appointment.js';

const spec = deciderSpec(appointmentDecider);
const task: AppointmentFields = { type: 'task', title: 'Collect bank statements', description: 'From the client', date: '2026-11-25', time: '09:00 AM', participant: 'ignored', assignedTo: 7 };

describe('appointment', () => {
  it('starts a task as pending and a meeting as scheduled', () => {
    spec.given([]).when({ type: 'ScheduleAppointment', appointmentId: 1, caseId: 12, fields: task }).then([
      { type: 'AppointmentScheduled', data: { appointmentId: 1, caseId: 12, ...task, titleAr: null, descriptionAr: null, participant: null, status: 'pending' } },
    ]);
    const meeting = { ...task, type: 'meeting' as const, participant: 'Client CFO', assignedTo: null };
    spec.given([]).when({ type: 'ScheduleAppointment', appointmentId: 2, caseId: 12, fields: meeting }).then([
      { type: 'AppointmentScheduled', data: { appointmentId: 2, caseId: 12, ...meeting, titleAr: null, descriptionAr: null, status: 'scheduled' } },
    ]);
  });

  it('moves to any status freely', () => {
    const scheduled = { type: 'AppointmentScheduled', data: { appointmentId: 1, caseId: 12, ...task, status: 'pending' } };
    spec.given([scheduled]).when({ type: 'ChangeAppointmentStatus', status: 'completed', notes: null }).then([
      { type: 'AppointmentStatusChanged', data: { appointmentId: 1, caseId: 12, status: 'completed', notes: null, notesAr: null } },
    ]);
    spec.given([scheduled]).when({ type: 'ChangeAppointmentStatus', status: 'pending', notes: null }).then([]);
  });

  describe('refusals', () => {
    const scheduled = { type: 'AppointmentScheduled', data: { appointmentId: 1, caseId: 12, ...task, titleAr: null, descriptionAr: null, participant: null, status: 'pending' } };

    it('given a scheduled appointment, when another is scheduled under its id, then it is refused as a conflict', () => {
      spec.given([scheduled]).when({ type: 'ScheduleAppointment', appointmentId: 1, caseId: 12, fields: task }).thenFails('conflict', 'error.conflict');
    });

    it('given no appointment, when its status is changed, then it is not found', () => {
      spec.given([]).when({ type: 'ChangeAppointmentStatus', status: 'completed', notes: null }).thenFails('not_found', 'error.notFound');
    });
  });

  describe('a task that follows its hearing', () => {
    const follows = { hearingId: 5, offsetDays: -3 };
    const made = { type: 'AppointmentScheduled', data: { appointmentId: 1, caseId: 12, ...task, titleAr: null, descriptionAr: null, participant: null, status: 'pending', followsHearing: follows } };

    it('given nothing, when automation makes it for a hearing, then it records the hearing and the offset', () => {
      spec.given([]).when({ type: 'ScheduleAppointment', appointmentId: 1, caseId: 12, fields: { ...task, followsHearing: follows } }).then([made]);
    });

    it('given a task, when its hearing moves, then it is moved saying from which day and why; to the same day, nothing happens', () => {
      spec.given([made]).when({ type: 'RescheduleAppointment', date: '2026-12-02', reason: 'hearing_moved' }).then([
        { type: 'AppointmentRescheduled', data: { appointmentId: 1, caseId: 12, date: '2026-12-02', previousDate: '2026-11-25', reason: 'hearing_moved' } },
      ]);
      // recorded before moves said why
      const moved = { type: 'AppointmentRescheduled', data: { appointmentId: 1, caseId: 12, date: '2026-12-02', previousDate: '2026-11-25' } };
      spec.given([made, moved]).when({ type: 'RescheduleAppointment', date: '2026-12-02', reason: 'hearing_moved' }).then([]);
    });

    it('given no task, when it would be moved, then it is not found', () => {
      spec.given([]).when({ type: 'RescheduleAppointment', date: '2026-12-02', reason: 'hearing_moved' }).thenFails('not_found', 'error.notFound');
    });
  });

  describe('a task that follows its final ruling', () => {
    const follows = { minutesId: 9, offsetDays: 20, issuedRevision: 3 };
    const made = { type: 'AppointmentScheduled', data: { appointmentId: 1, caseId: 12, ...task, titleAr: null, descriptionAr: null, participant: null, status: 'pending', followsRuling: follows } };

    it('given nothing, when automation makes it for a ruling, then it records the minutes, the offset and the ruling it was made for', () => {
      spec.given([]).when({ type: 'ScheduleAppointment', appointmentId: 1, caseId: 12, fields: { ...task, followsRuling: follows } }).then([made]);
      expect(spec.given([made]).state).toMatchObject({ followsRuling: follows, followsHearing: null, date: '2026-11-25' });
    });

    it('given nothing, when automation makes it for a court deadline, then it records the deadline and the offset', () => {
      const followsDeadline = { deadlineId: 4, offsetDays: -3 };
      spec.given([]).when({ type: 'ScheduleAppointment', appointmentId: 1, caseId: 12, fields: { ...task, followsDeadline } }).then([
        { type: 'AppointmentScheduled', data: { appointmentId: 1, caseId: 12, ...task, titleAr: null, descriptionAr: null, participant: null, status: 'pending', followsDeadline } },
      ]);
    });

    it('given the task, when the ruling\'s date is corrected, then it moves saying so', () => {
      spec.given([made]).when({ type: 'RescheduleAppointment', date: '2026-12-15', reason: 'ruling_corrected' }).then([
        { type: 'AppointmentRescheduled', data: { appointmentId: 1, caseId: 12, date: '2026-12-15', previousDate: '2026-11-25', reason: 'ruling_corrected' } },
      ]);
    });
  });
});
