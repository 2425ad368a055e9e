import { describe, expect, it } from 'vitest';
import { byTypeThenEnglishText, isPredefinedTaskType, predefinedTaskTypes } from './taskTypes';

describe('automated task types', () => {
  it('knows the six predefined types, each labelled in both languages', () => {
    expect(predefinedTaskTypes.map((t) => t.value)).toEqual(['Reminder', 'Notification', 'Deadline Trigger', 'Document Request', 'Status Update', 'Follow-up']);
    expect(predefinedTaskTypes.every((t) => t.labelEn && t.labelAr)).toBe(true);
    expect(isPredefinedTaskType('Follow-up')).toBe(true);
    expect(isPredefinedTaskType('Court Filing')).toBe(false);
  });

  it('orders tasks by type, then by English text', () => {
    const tasks = [
      { taskType: 'Reminder', taskTextEn: 'b' },
      { taskType: 'Court Filing', taskTextEn: 'z' },
      { taskType: 'Reminder', taskTextEn: 'a' },
    ];
    expect([...tasks].sort(byTypeThenEnglishText).map((t) => `${t.taskType}/${t.taskTextEn}`)).toEqual(['Court Filing/z', 'Reminder/a', 'Reminder/b']);
  });
});
