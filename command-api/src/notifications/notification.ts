import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';
import type { NotificationKind, NotificationSubject } from '@lawfirm/contracts';

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
  about?: NotificationSubject;
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

export const notificationDecider: Decider<NotificationState, NotificationCommand> = {
  initialState: { exists: false, id: 0, recipientType: '', recipientId: 0, read: false },
  evolve(state, event) {
    const d = event.data as Record<string, unknown>;
    if (event.type === 'NotificationRaised') return { exists: true, id: d.notificationId as number, recipientType: d.recipientType as string, recipientId: d.recipientId as number, read: false };
    if (event.type === 'NotificationRead') return { ...state, read: true };
    return state;
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'RaiseNotification') {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      return [{ type: 'NotificationRaised', data: { notificationId: command.notificationId, ...command.content } }];
    }
    // someone else's notification does not exist for the reader
    if (!state.exists || state.recipientType !== command.reader.userType || state.recipientId !== command.reader.id) throw new DomainError('not_found', 'error.notFound');
    return state.read ? [] : [{ type: 'NotificationRead', data: { notificationId: state.id } }];
  },
};
