import type { SessionUser } from '@lawfirm/contracts';

// Storage keys named by the spec (admin-portal.md section 3).
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export type { SessionUser };

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function getSessionUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  saveSessionUser(user);
}

export function saveSessionUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
