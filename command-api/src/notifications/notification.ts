import { type NotificationEvent, type NotificationKind, NotificationRaised, NotificationRead, type NotificationSubject } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

export interface NotificationContent {
  recipientType: 'admin' | 'employee';
  recipientId: number;
  kind: NotificationKind;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  link: string;
  /** the case it is about (every notice is about a case's hearing, task, deadline or ruling): who may read its e-mail in the outbox */
  caseId: number | null;
  /** a scheduled reminder's subject and day: the reminder leaves the bell when that is gone (projections/notifications.ts) */
  about?: NotificationSubject | null;
}

export interface NotificationState {
  exists: boolean;
  id: number;
  recipientType: string;
  recipientId: number;
  read: boolean;
}

export type NotificationCommand =
  | { type: 'RaiseNotification'; notificationId: number; content: NotificationContent }
  | { type: 'MarkNotificationRead'; reader: { userType: 'admin' | 'employee'; id: number } };

export const notificationDecider = typedDecider<NotificationState, NotificationCommand, NotificationEvent>({
  initialState: { exists: false, id: 0, recipientType: '', recipientId: 0, read: false },
  evolve: {
    NotificationRaised: (_state, d) => ({ exists: true, id: d.notificationId, recipientType: d.recipientType, recipientId: d.recipientId, read: false }),
    NotificationRead: (state) => ({ ...state, read: true }),
  },
  decide: {
    RaiseNotification(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      return [NotificationRaised.of({ notificationId: command.notificationId, ...command.content })];
    },
    MarkNotificationRead(command, state) {
      // someone else's notification does not exist for the reader
      if (!state.exists || state.recipientType !== command.reader.userType || state.recipientId !== command.reader.id) throw new DomainError('not_found', 'error.notFound');
      return state.read ? [] : [NotificationRead.of({ notificationId: state.id })];
    },
  },
});
