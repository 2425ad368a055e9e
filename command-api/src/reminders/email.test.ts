import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { reminderEmailDecider } from './email.js';

const spec = deciderSpec(reminderEmailDecider);
const data = { notificationId: 3, recipientType: 'employee', recipientId: 7, kind: 'task_assigned', to: 'fatima.zaabi@alnoor-law.ae', language: 'en', subject: 'Al Noor: New task', body: 'New task', delivery: 'outbox' };

describe('the e-mail of a reminder', () => {
  it('given none, when it is sent, then it is recorded', () => {
    spec.given([]).when({ type: 'RecordReminderEmail', data }).then([{ type: 'ReminderEmailRecorded', data }]);
  });

  it('given a recorded e-mail, when the notification’s e-mail is recorded again, then it is refused as a conflict', () => {
    spec.given([{ type: 'ReminderEmailRecorded', data }]).when({ type: 'RecordReminderEmail', data }).thenFails('conflict', 'error.conflict');
  });
});
