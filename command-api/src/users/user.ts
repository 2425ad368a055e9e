import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

/** An admin user (login type "user"). Stream `user-{id}`. Passwords live in the credential store. */
export interface UserState {
  exists: boolean;
  removed: boolean;
  id: number;
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  phone: string | null;
  roleId: number | null;
  isSuperAdmin: boolean;
  isActive: boolean;
  lastLogin: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface UserProfile {
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  phone: string | null;
  roleId: number | null;
}

export type UserCommand =
  | { type: 'RegisterUser'; userId: number; profile: UserProfile; isSuperAdmin: boolean; isActive: boolean }
  | { type: 'RecordSignIn'; userId: number };

const initialState: UserState = {
  exists: false, removed: false, id: 0, username: '', email: '', fullNameEn: '', fullNameAr: '', phone: null, roleId: null,
  isSuperAdmin: false, isActive: false, lastLogin: null, version: 0, createdAt: '', updatedAt: '',
};

export const userDecider: Decider<UserState, UserCommand> = {
  initialState,
  evolve(state, event, { time, revision }) {
    const d = event.data as Record<string, unknown>;
    const base = { ...state, version: revision + 1 };
    switch (event.type) {
      case 'UserRegistered':
        return { ...base, ...(d as Partial<UserState>), id: d.userId as number, exists: true, createdAt: time, updatedAt: time };
      case 'UserProfileRevised':
        return { ...base, ...(d as Partial<UserState>), id: state.id, updatedAt: time };
      case 'UserActivated':
        return { ...base, isActive: true, updatedAt: time };
      case 'UserDeactivated':
        return { ...base, isActive: false, updatedAt: time };
      case 'UserRemoved':
        return { ...base, removed: true, updatedAt: time };
      case 'UserSignedIn':
        return { ...base, lastLogin: d.at as string };
      default:
        return base;
    }
  },
  decide(command, state, { now }): DomainEvent[] {
    switch (command.type) {
      case 'RegisterUser':
        if (state.exists) throw new DomainError('conflict', 'error.conflict');
        return [{ type: 'UserRegistered', data: { userId: command.userId, ...command.profile, isSuperAdmin: command.isSuperAdmin, isActive: command.isActive } }];
      case 'RecordSignIn':
        if (!state.exists || state.removed) throw new DomainError('not_found', 'error.notFound');
        return [{ type: 'UserSignedIn', data: { userId: command.userId, userType: 'user', at: now.toISOString() } }];
    }
  },
};
