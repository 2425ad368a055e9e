import { describe, expect, it } from 'vitest';
import { createMemoryReadStore, type RecordedEvent } from '@lawfirm/platform';
import { notificationsProjection } from './notifications.js';
import { deadlinesProjection } from './deadlines.js';

const event = (type: string, data: Record<string, unknown>, position = 1): RecordedEvent =>
  ({ id: `${type}-${position}`, stream: 'x-1', revision: 0, position, type, version: 2, data, metadata: { userId: null, userType: 'system', correlationId: 'c', causationId: null, command: 'Test', time: '2026-11-28T08:00:00.000Z' } }) as RecordedEvent;

const mail = { recipientType: 'employee', recipientId: 7, kind: 'task_reminder', to: 'a@b.ae', language: 'en', subject: 's', body: 'b', delivery: 'outbox' };

describe('the outbox read model: the case each e-mail is about', () => {
  it('records the case an e-mail names; one recorded before e-mails named it takes its notification\'s, or its task\'s, or none', async () => {
    const store = createMemoryReadStore();
    const apply = (e: RecordedEvent) => notificationsProjection.handlers[e.type](e, store);
    await store.collection('appointments').insertOne({ id: 30, caseId: 4, type: 'task' });
    await apply(event('NotificationRaised', { notificationId: 1, ...mail, titleEn: 't', titleAr: 't', bodyEn: 'b', bodyAr: 'b', link: '/lawyer/cases/12', caseId: 12 }));
    await apply(event('NotificationRaised', { notificationId: 2, ...mail, titleEn: 't', titleAr: 't', bodyEn: 'b', bodyAr: 'b', link: '/lawyer/my-tasks', caseId: null, about: { type: 'task', id: 30, day: '2026-12-01' } }));
    await apply(event('ReminderEmailRecorded', { notificationId: 1, ...mail, caseId: 12 }));
    await apply(event('ReminderEmailRecorded', { notificationId: 2, ...mail, caseId: null }));
    await apply(event('ReminderEmailRecorded', { notificationId: 3, ...mail, caseId: null }));
    const byId = async (id: number) => (await store.collection('reminder_emails').findOne({ id }))?.caseId;
    expect(await byId(1)).toBe(12);
    expect(await byId(2)).toBe(4);
    expect(await byId(3)).toBeNull();
  });
});

describe('the deadlines read model: a deadline follows its case\'s lawyers', () => {
  it('opens with the case\'s lawyers as the log stands, and takes the case\'s new lawyers when they change', async () => {
    const store = createMemoryReadStore();
    const apply = (e: RecordedEvent) => deadlinesProjection.handlers[e.type](e, store);
    // the case's lawyers changed after the reaction that opened the deadline read them
    await store.collection('cases').insertOne({ id: 9, caseNumber: 'C-9', titleEn: 'T', titleAr: 'ت', lawyerIds: [7] });
    await apply(event('DeadlineOpened', { deadlineId: 4, caseId: 9, ruleId: 1, dueDate: '2026-12-30', lawyerIds: [7, 8] }));
    expect((await store.collection('deadlines').findOne({ id: 4 }))?.lawyerIds).toEqual([7]);
    await apply(event('CaseDetailsRevised', { caseId: 9, lawyerIds: [11, 7] }, 2));
    expect((await store.collection('deadlines').findOne({ id: 4 }))?.lawyerIds).toEqual([11, 7]);
    // a revision that leaves the lawyers out keeps them
    await apply(event('CaseDetailsRevised', { caseId: 9, titleEn: 'T2' }, 3));
    expect(await store.collection('deadlines').findOne({ id: 4 })).toMatchObject({ lawyerIds: [11, 7], titleEn: 'T2' });
  });
});
