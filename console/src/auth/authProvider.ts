import type { AuthProvider } from 'react-admin';
import type { SessionUser, SignedIn } from '@lawfirm/contracts';
import { API_URL, httpClient } from '../api/http';
import { getLanguage } from '../i18n/language';
import { setDisplayPrefs } from '../i18n/displayPrefs';
import { canAccess, type ModuleOf } from './canAccess';
import { clearSession, getSessionUser, getToken, saveSession, saveSessionUser } from './session';

export interface LoginParams {
  username: string;
  password: string;
  loginType: 'user' | 'employee';
}

export const homeOf = (user: Pick<SessionUser, 'userType'>): string =>
  user.userType === 'employee' ? '/lawyer/dashboard' : '/dashboard';

// The stored session is checked with the server once per page load (spec section 4), by the login
// screen or by the portal, whichever asks first; a sign-in is its own check.
let verification: Promise<void> | undefined;
export const verifyStoredSession = (): Promise<void> =>
  (verification ??= (async () => {
    if (!getToken()) return;
    try {
      const { json } = await httpClient(`${API_URL}/auth/me`);
      if (json?.user) saveSessionUser(json.user as SessionUser);
    } catch (error) {
      // only the server's refusal ends the session: a check cut short (the page left while it was
      // asked, the network down) says nothing about the token, and clearing it then signed people out
      if ((error as { status?: number }).status === 401) clearSession();
    }
  })());

/** Signs in and keeps the session; the user's home is where they go next. */
export async function signIn({ username, password, loginType }: LoginParams): Promise<SessionUser> {
  const { json } = await httpClient(`${API_URL}/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ username, password, loginType }),
  });
  const { token, user } = json as SignedIn;
  saveSession(token, user);
  verification = Promise.resolve();
  // how dates and digits read is the user's own choice (profile): it follows them to any browser
  await httpClient(`${API_URL}/profile/preferences`)
    .then(({ json }) => setDisplayPrefs({ hijri: json?.hijri === true, digits: json?.digits === 'arab' ? 'arab' : 'latn' }))
    .catch(() => undefined);
  return user;
}

export function createAuthProvider(moduleOf: ModuleOf): AuthProvider {
  return {
    async login(params: LoginParams) {
      return { redirectTo: homeOf(await signIn(params)) };
    },

    async logout() {
      // the token is ended on the server too, so a copy of it left anywhere is refused; the
      // session here goes whatever the answer (a token already refused answers 401)
      if (getToken()) await httpClient(`${API_URL}/auth/logout`, { method: 'POST' }).catch(() => undefined);
      clearSession();
      return '/login';
    },

    async checkAuth() {
      await verifyStoredSession();
      // message: false -> a missing or rejected session sends to /login without a toast
      if (!getToken() || !getSessionUser()) throw { message: false, redirectTo: '/login' };
    },

    // 401: the session is over. 403 is not: the user stays signed in and sees the server's
    // message as an error toast (see console/README.md).
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearSession();
        throw { redirectTo: '/login' };
      }
    },

    async getIdentity() {
      const user = getSessionUser();
      if (!user) throw new Error('not signed in');
      return { id: user.id, fullName: getLanguage() === 'ar' ? user.fullNameAr : user.fullNameEn };
    },

    async getPermissions() {
      return getSessionUser();
    },

    async canAccess({ resource, action }) {
      return canAccess(getSessionUser(), { resource, action }, moduleOf);
    },
  };
}
