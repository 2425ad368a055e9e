import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { notificationDecider, type NotificationContent } from './notification.js';

const spec = deciderSpec(notificationDecider);
const content: NotificationContent = {
  recipientType: 'employee', recipientId: 7, kind: 'task_assigned', titleEn: 'New task for you: Call the client', titleAr: 'مهمة جديدة لك: الاتصال بالعميل',
  bodyEn: 'Case 2026/0012', bodyAr: 'القضية 2026/0012', link: '/lawyer/tasks', caseId: 12,
};
const raised = { type: 'NotificationRaised', data: { notificationId: 3, ...content } };
const read = { type: 'NotificationRead', data: { notificationId: 3 } };

describe('a notification', () => {
  it('given nothing, when it is raised, then it is raised for its recipient', () => {
    spec.given([]).when({ type: 'RaiseNotification', notificationId: 3, content }).then([raised]);
  });

  it('given a raised notification, when its recipient reads it, then it is read, once', () => {
    spec.given([raised]).when({ type: 'MarkNotificationRead', reader: { userType: 'employee', id: 7 } }).then([read]);
    spec.given([raised, read]).when({ type: 'MarkNotificationRead', reader: { userType: 'employee', id: 7 } }).then([]);
  });

  it('given a raised notification, when another is raised under its id, then it is refused as a conflict', () => {
    spec.given([raised]).when({ type: 'RaiseNotification', notificationId: 3, content }).thenFails('conflict', 'error.conflict');
  });

  it('given no notification, when it is read, then it is not found', () => {
    spec.given([]).when({ type: 'MarkNotificationRead', reader: { userType: 'employee', id: 7 } }).thenFails('not_found', 'error.notFound');
  });

  it('given another employee’s notification, when it is read, then it is not found', () => {
    spec.given([raised]).when({ type: 'MarkNotificationRead', reader: { userType: 'employee', id: 8 } }).thenFails('not_found', 'error.notFound');
  });

  it('given an employee’s notification, when an admin with the same number reads it, then it is not found', () => {
    spec.given([raised]).when({ type: 'MarkNotificationRead', reader: { userType: 'admin', id: 7 } }).thenFails('not_found', 'error.notFound');
  });
});
