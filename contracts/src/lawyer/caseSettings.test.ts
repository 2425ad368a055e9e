import { describe, expect, it } from 'vitest';
import { upcast } from '../events/registry.js';
import './caseSettings.js';

describe('automated task events', () => {
  it('bring version 1 (before triggers) up to version 2 on read', () => {
    const v1 = { automatedTaskId: 3, taskTextAr: 'تجهيز', taskTextEn: 'Prepare', taskType: 'Reminder', isActive: true };
    expect(upcast('AutomatedTaskAdded', 1, v1)).toEqual({ version: 2, data: { ...v1, trigger: 'none', offsetDays: 0 } });
    expect(upcast('AutomatedTaskAdded', 2, { ...v1, trigger: 'case_opened', offsetDays: 1 }).data.trigger).toBe('case_opened');
  });
});
