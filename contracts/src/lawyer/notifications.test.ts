import { describe, expect, it } from 'vitest';
import { upcast } from '../events/registry.js';
import { caseOfNotification } from './notifications.js';

const v1 = { notificationId: 3, recipientType: 'employee', recipientId: 7, kind: 'deadline_missed', titleEn: 't', titleAr: 'ت', bodyEn: 'b', bodyAr: 'ب' };

describe('what a notification and its e-mail are about (the outbox shows an e-mail to those who may open its case)', () => {
  it('a v1 notification takes its case from its link to the case, or from the final ruling it is about; a task\'s link to My Tasks says none', () => {
    expect(caseOfNotification({ link: '/lawyer/cases/12' })).toBe(12);
    expect(caseOfNotification({ link: '/lawyer/cases/12/hearings' })).toBe(12);
    expect(caseOfNotification({ link: '/lawyer/cases/12x' })).toBeNull();
    expect(caseOfNotification({ link: '/lawyer/final-rulings', about: { type: 'final_ruling', id: 5 } })).toBe(5);
    expect(caseOfNotification({ link: '/lawyer/my-tasks', about: { type: 'task', id: 9 } })).toBeNull();
    expect(upcast('NotificationRaised', 1, { ...v1, link: '/lawyer/cases/12' })).toEqual({ version: 2, data: { ...v1, link: '/lawyer/cases/12', caseId: 12 } });
    expect(upcast('NotificationRaised', 1, { ...v1, link: '/lawyer/my-tasks' }).data.caseId).toBeNull();
  });

  it('a v1 e-mail did not say: null, which the outbox read model fills from its notification', () => {
    const mail = { notificationId: 3, recipientType: 'employee', recipientId: 7, kind: 'task_reminder', to: 'a@b.ae', language: 'en', subject: 's', body: 'b', delivery: 'outbox' };
    expect(upcast('ReminderEmailRecorded', 1, mail)).toEqual({ version: 2, data: { ...mail, caseId: null } });
  });
});
