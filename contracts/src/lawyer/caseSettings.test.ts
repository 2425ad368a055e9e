import { describe, expect, it } from 'vitest';
import { upcast } from '../events/registry.js';
import { automatedTaskInput } from './caseSettings.js';

const v1 = { automatedTaskId: 3, taskTextAr: 'تجهيز', taskTextEn: 'Prepare', taskType: 'Reminder', isActive: true };

describe('automated task events', () => {
  it('given a rule recorded before triggers (version 1), when read, then it is a template: trigger none, offset 0, for the case lawyer', () => {
    expect(upcast('AutomatedTaskAdded', 1, v1)).toEqual({ version: 3, data: { ...v1, trigger: 'none', offsetDays: 0, assignTo: 'case_lawyer', assigneeId: null } });
  });

  it('given version 2 rules with the old trigger names, when read, then they carry the new names and keep their offset', () => {
    expect(upcast('AutomatedTaskAdded', 2, { ...v1, trigger: 'final_ruling_recorded', offsetDays: 7 }).data).toMatchObject({ trigger: 'final_ruling', offsetDays: 7, assignTo: 'case_lawyer' });
    expect(upcast('AutomatedTaskAdded', 2, { ...v1, trigger: 'hearing_adjourned', offsetDays: 1 }).data.trigger).toBe('minutes_recorded');
    expect(upcast('AutomatedTaskAdded', 2, { ...v1, trigger: 'case_opened', offsetDays: 1 }).data.trigger).toBe('case_opened');
    expect(upcast('AutomatedTaskRevised', 2, { automatedTaskId: 3, trigger: 'final_ruling_recorded' })).toEqual({ version: 3, data: { automatedTaskId: 3, trigger: 'final_ruling' } });
    expect(upcast('AutomatedTaskRevised', 2, { automatedTaskId: 3, taskTextEn: 'x' }).data).toEqual({ automatedTaskId: 3, taskTextEn: 'x' });
  });
});

describe('automated task rule input', () => {
  const base = { taskTextEn: 'Prepare appeal memo', taskTextAr: 'إعداد مذكرة الاستئناف', taskType: 'Deadline Trigger' };
  const problems = (body: object) => automatedTaskInput.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('given no trigger, offset or assignee, then it is a template for the case lawyer', () => {
    expect(automatedTaskInput.parse(base)).toMatchObject({ trigger: 'none', offsetDays: 0, assignTo: 'case_lawyer', assigneeId: null });
  });

  it('given a trigger, a negative offset as the form sends it and a named employee, then all three are kept', () => {
    expect(automatedTaskInput.parse({ ...base, trigger: 'hearing_scheduled', offsetDays: '-2', assignTo: 'employee', assigneeId: '7' })).toMatchObject({
      trigger: 'hearing_scheduled', offsetDays: -2, assignTo: 'employee', assigneeId: 7,
    });
  });

  it('given the case lawyer with an employee left in the form, then the employee is dropped', () => {
    expect(automatedTaskInput.parse({ ...base, trigger: 'case_opened', assignTo: 'case_lawyer', assigneeId: 7 }).assigneeId).toBeNull();
  });

  it('refuses an unknown trigger, an offset beyond a year or not whole, an unknown assignee kind, and a named employee left empty', () => {
    expect(problems({ ...base, trigger: 'hearing_adjourned' })).toEqual(['trigger:validation.unknownTrigger']);
    expect(problems({ ...base, offsetDays: 366 })).toEqual(['offsetDays:validation.offsetDaysRange']);
    expect(problems({ ...base, offsetDays: '1.5' })).toEqual(['offsetDays:validation.offsetDaysRange']);
    expect(problems({ ...base, offsetDays: 'soon' })).toEqual(['offsetDays:validation.offsetDaysRange']);
    expect(problems({ ...base, assignTo: 'partner' })).toEqual(['assignTo:validation.unknownAssignTo']);
    expect(problems({ ...base, assignTo: 'employee', assigneeId: '' })).toEqual(['assigneeId:validation.assigneeRequired']);
  });
});
