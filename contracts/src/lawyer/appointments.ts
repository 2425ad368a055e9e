import { z } from 'zod';
import { timesInTwentyFourHours } from '../events/registry.js';
import { declareEvent, optionalTextOf, optionalWhole, storedClockTime, storedDay, text, whole, type EventOf } from '../events/typed.js';
import { generatedTaskNote, isGeneratedTaskCommand } from './automation.js';
import { appointmentMoveReasons, appointmentStatuses, appointmentTypes, taskCancelledNotes } from './cases.js';

/**
 * A meeting or a task on a case: its events, every version (those written now declared in zod), the
 * union its decider and projections handle, and its stream.
 */
export const appointmentStream = (appointmentId: number) => `appointment-${appointmentId}`;

// the versions before those written now: read and upcast, never written
// followsHearing, followsRuling and followsDeadline are optional: every event recorded before them stays valid as v1
const appointmentFields = (time: z.ZodString) => ({
  appointmentId: whole(1), caseId: whole(1), type: z.enum(appointmentTypes), title: text(300), description: text(5000), date: storedDay(), time,
  participant: optionalTextOf(300), assignedTo: optionalWhole(1), status: z.enum(appointmentStatuses),
  followsHearing: z.strictObject({ hearingId: whole(1), offsetDays: z.int() }).nullable().optional(),
  followsRuling: z.strictObject({ minutesId: whole(1), offsetDays: z.int(), issuedRevision: whole(0) }).nullable().optional(),
  followsDeadline: z.strictObject({ deadlineId: whole(1), offsetDays: z.int() }).nullable().optional(),
});
// version 1 stored the time of day as '02:30 PM', version 2 as '14:30'
declareEvent('AppointmentScheduled', 1, z.strictObject(appointmentFields(text(20))));
declareEvent('AppointmentScheduled', 2, z.strictObject(appointmentFields(storedClockTime())), timesInTwentyFourHours('time'));
declareEvent('AppointmentStatusChanged', 1, z.strictObject({ appointmentId: whole(1), caseId: whole(1), status: z.enum(appointmentStatuses), notes: optionalTextOf(5000) }));

/**
 * Version 3: a task the portal makes by itself (an automated-task rule, the appeal sweep) carries
 * its wording in both languages, `title` / `description` in English and `titleAr` / `descriptionAr`
 * in Arabic, each reader shown theirs (appointmentWordingFor); what a person typed has them null
 * and reads as typed. Version 2's generated tasks had the English wording as the title and the
 * Arabic one as the description: the upcaster tells them by the command that recorded them.
 * `followsHearing`, `followsRuling` and `followsDeadline`: an automated task made relative to a
 * hearing, a final ruling or a court deadline, and at how many calendar days from it.
 */
export const AppointmentScheduled = declareEvent(
  'AppointmentScheduled',
  3,
  z.strictObject({
    ...appointmentFields(storedClockTime()),
    titleAr: optionalTextOf(300),
    descriptionAr: optionalTextOf(5000),
  }),
  (d, metadata) => (isGeneratedTaskCommand(metadata.command) ? { ...d, titleAr: d.description, description: generatedTaskNote.en, descriptionAr: generatedTaskNote.ar } : { ...d, titleAr: null, descriptionAr: null }),
);

/** a task moved by itself with what it was made for (its hearing, its final ruling); without a reason, its hearing (the first kind) */
export const AppointmentRescheduled = declareEvent(
  'AppointmentRescheduled',
  1,
  z.strictObject({ appointmentId: whole(1), caseId: whole(1), date: storedDay(), previousDate: storedDay(), reason: z.enum(appointmentMoveReasons).optional() }),
);

/**
 * Version 2: a note the portal writes by itself (a task cancelled with what it was made for) carries
 * its Arabic in `notesAr` beside the English `notes`, each reader shown theirs (generatedWordingFor);
 * what a person typed has it null and reads as typed. Version 1 stored the portal's note as one
 * "English / Arabic" line: the upcaster parts the three it wrote, when the portal recorded them.
 */
export const AppointmentStatusChanged = declareEvent(
  'AppointmentStatusChanged',
  2,
  z.strictObject({ appointmentId: whole(1), caseId: whole(1), status: z.enum(appointmentStatuses), notes: optionalTextOf(5000), notesAr: optionalTextOf(5000) }),
  (d, metadata) => {
    const note = metadata.userType === 'system' ? taskCancelledNotes.find((n) => d.notes === `${n.en} / ${n.ar}`) : undefined;
    return note ? { ...d, notes: note.en, notesAr: note.ar } : { ...d, notesAr: null };
  },
);

export type AppointmentEvent = EventOf<typeof AppointmentScheduled> | EventOf<typeof AppointmentRescheduled> | EventOf<typeof AppointmentStatusChanged>;
