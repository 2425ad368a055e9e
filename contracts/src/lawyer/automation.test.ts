import { describe, expect, it } from 'vitest';
import { upcast } from '../events/registry.js';
import './appointments.js';
import './hearings.js';
import { appointmentWordingFor, automatedTaskNote, deadlineTaskCancelledNote, generatedTaskNote, generatedWordingFor, hearingTaskCancelledNote, rulingTaskCancelledNote } from './automation.js';
import { nextHearingRequest } from './minutes.js';

const v2 = { appointmentId: 1, caseId: 2, type: 'task', title: 'Prepare the hearing file', description: 'تحضير ملف الجلسة', date: '2026-11-28', time: '09:00', participant: null, assignedTo: 7, status: 'pending' };

describe('a task the portal made, in both languages', () => {
  it("given a version-2 task an automated-task rule or the appeal sweep made, when read, then the Arabic wording it kept as its description is its Arabic title", () => {
    for (const command of ['AutomatedTask:3', 'AppealDeadlineSweep'])
      expect(upcast('AppointmentScheduled', 2, v2, { command, userType: 'system' })).toEqual({
        version: 3,
        data: { ...v2, title: 'Prepare the hearing file', titleAr: 'تحضير ملف الجلسة', description: generatedTaskNote.en, descriptionAr: generatedTaskNote.ar },
      });
  });

  it('given a version-2 task a person typed, when read, then it stays as typed (no Arabic beside it)', () => {
    const typed = { ...v2, title: 'Call the client', description: 'اتصل بالعميل بشأن المستندات' };
    expect(upcast('AppointmentScheduled', 2, typed, { command: 'ScheduleAppointment', userType: 'employee' }).data).toEqual({ ...typed, titleAr: null, descriptionAr: null });
    // events older still (12-hour times) go through both
    expect(upcast('AppointmentScheduled', 1, { ...typed, time: '02:30 PM' }, { command: 'ScheduleAppointment' })).toEqual({ version: 3, data: { ...typed, time: '14:30', titleAr: null, descriptionAr: null } });
  });

  it('given a next hearing the minutes scheduled under version 2 (both languages in one line, the hearing named by its minutes\' number), when read, then each language is its own and names no minutes number', () => {
    const v2Hearing = { hearingId: 4, caseId: 2, hearingDate: '2027-01-12', hearingTime: '09:00', hallName: '3', onlineLink: null, rollNumber: '7', whatIsRequested: 'Continuation of the hearing of minutes #1 / استكمال الجلسة الواردة في المحضر رقم 1' };
    expect(upcast('HearingScheduled', 2, v2Hearing, { userType: 'system', command: 'MinutesConsequences' }).data).toEqual({ ...v2Hearing, whatIsRequested: 'Continuation of the previous hearing', whatIsRequestedAr: 'استكمال الجلسة السابقة' });
    // a lawyer who typed the same line typed it: it stays
    expect(upcast('HearingScheduled', 2, v2Hearing, { userType: 'employee', command: 'ScheduleHearing' }).data).toEqual({ ...v2Hearing, whatIsRequestedAr: null });
    const request = nextHearingRequest('2027-01-12');
    expect(request.en).toBe('Continuation of the hearing of Jan 12, 2027');
    expect(request.ar.replace(/\u200f/g, '')).toBe('استكمال الجلسة المنعقدة بتاريخ 12/01/2027');
    expect(generatedWordingFor({ whatIsRequested: 'x', whatIsRequestedAr: 'س' }, 'whatIsRequested', 'ar')).toBe('س');
    expect(generatedWordingFor({ whatIsRequested: 'x', whatIsRequestedAr: null }, 'whatIsRequested', 'ar')).toBe('x');
  });

  it('each reader reads a made task in their language, a typed one as typed', () => {
    const made = { title: 'Prepare the hearing file', titleAr: 'تحضير ملف الجلسة', ...(({ en, ar }) => ({ description: en, descriptionAr: ar }))(automatedTaskNote('hearing_scheduled')) };
    expect(appointmentWordingFor(made, 'en')).toEqual({ title: 'Prepare the hearing file', description: 'Made automatically by the portal: a hearing is scheduled' });
    expect(appointmentWordingFor(made, 'ar')).toEqual({ title: 'تحضير ملف الجلسة', description: 'أنشأتها البوابة تلقائيًا: جدولة جلسة' });
    const typed = { title: 'Call the client', description: 'اتصل بالعميل', titleAr: null, descriptionAr: null };
    expect(appointmentWordingFor(typed, 'ar')).toEqual({ title: 'Call the client', description: 'اتصل بالعميل' });
  });
});

describe('the note on a task the portal cancelled, in both languages', () => {
  const v1 = { appointmentId: 1, caseId: 2, status: 'cancelled' };
  it('given a version-1 note the portal wrote as one "English / Arabic" line, when read, then each language is its own field', () => {
    for (const note of [hearingTaskCancelledNote, rulingTaskCancelledNote, deadlineTaskCancelledNote]) {
      const read = upcast('AppointmentStatusChanged', 1, { ...v1, notes: `${note.en} / ${note.ar}` }, { userType: 'system', command: 'HearingTasks' });
      expect(read).toEqual({ version: 2, data: { ...v1, notes: note.en, notesAr: note.ar } });
      expect(generatedWordingFor(read.data, 'notes', 'ar')).toBe(note.ar);
      expect(generatedWordingFor(read.data, 'notes', 'en')).toBe(note.en);
    }
  });

  it('a note a person typed stays as typed in both languages, even one that reads like the portal\'s', () => {
    const typed = { ...v1, notes: 'Client withdrew / الموكل انسحب' };
    expect(upcast('AppointmentStatusChanged', 1, typed, { userType: 'employee', command: 'UpdateTask' }).data).toEqual({ ...typed, notesAr: null });
    const copied = { ...v1, notes: `${hearingTaskCancelledNote.en} / ${hearingTaskCancelledNote.ar}` };
    expect(upcast('AppointmentStatusChanged', 1, copied, { userType: 'employee' }).data).toEqual({ ...copied, notesAr: null });
    expect(upcast('AppointmentStatusChanged', 1, { ...v1, notes: null }, { userType: 'system' }).data).toEqual({ ...v1, notes: null, notesAr: null });
    expect(generatedWordingFor({ notes: 'Client withdrew', notesAr: null }, 'notes', 'ar')).toBe('Client withdrew');
  });
});
