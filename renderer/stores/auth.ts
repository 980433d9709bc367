import { create } from 'zustand';
import { authEndpoints, type SessionUser } from '../../shared/api/auth';
import type { Language } from '../../shared/i18n/languages';
import { call } from '../api/call';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

interface AuthStore {
  status: AuthStatus;
  user: SessionUser | null;
  /** The signed-in staff member's own language; null follows the venue's (docs/i18n.md). */
  language: Language | null;
  /** GET /api/auth/me on app start: OK means signed in; any failure means signed out. */
  check(): Promise<void>;
  /** Throws ApiError / NetworkError for the login screen to word. */
  signIn(username: string, password: string): Promise<SessionUser>;
  /** Errors are ignored; local state is cleared anyway. */
  signOut(): Promise<void>;
  /** Saves the staff member's own language (null: the venue's again); throws for the caller to show. */
  chooseLanguage(language: Language | null): Promise<void>;
}

export const useAuth = create<AuthStore>((set) => ({
  status: 'checking',
  user: null,
  language: null,
  async check() {
    try {
      const { user, language } = await call(authEndpoints.me);
      set({ status: 'signedIn', user, language });
    } catch {
      set({ status: 'signedOut', user: null, language: null });
    }
  },
  async signIn(username, password) {
    const { user, language } = await call(authEndpoints.login, { body: { username, password } });
    set({ status: 'signedIn', user, language });
    return user;
  },
  async chooseLanguage(chosen) {
    const { language } = await call(authEndpoints.setLanguage, { body: { language: chosen } });
    set({ language });
  },
  async signOut() {
    try {
      await call(authEndpoints.logout);
    } catch {
      // Logout errors are ignored: signing out clears the screen even when the server cannot be reached.
    }
    set({ status: 'signedOut', user: null, language: null });
  },
}));

/**
 * Whether the signed-in user is `admin`: Settings hides what only an admin may do from `staff`. The server
 * decides regardless; this only spares staff buttons that would be refused.
 */
export function useIsAdmin(): boolean {
  return useAuth((s) => s.user?.role === 'admin');
}
