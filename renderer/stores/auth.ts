import { create } from 'zustand';
import { authEndpoints, type SessionUser } from '../../shared/api/auth';
import { call } from '../api/call';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

interface AuthStore {
  status: AuthStatus;
  user: SessionUser | null;
  /** GET /api/auth/me on app start: OK means signed in; any failure means signed out. */
  check(): Promise<void>;
  /** Throws ApiError / NetworkError for the login screen to word. */
  signIn(username: string, password: string): Promise<SessionUser>;
  /** Errors are ignored; local state is cleared anyway. */
  signOut(): Promise<void>;
}

export const useAuth = create<AuthStore>((set) => ({
  status: 'checking',
  user: null,
  async check() {
    try {
      const { user } = await call(authEndpoints.me);
      set({ status: 'signedIn', user });
    } catch {
      set({ status: 'signedOut', user: null });
    }
  },
  async signIn(username, password) {
    const { user } = await call(authEndpoints.login, { body: { username, password } });
    set({ status: 'signedIn', user });
    return user;
  },
  async signOut() {
    try {
      await call(authEndpoints.logout);
    } catch {
      // Logout errors are ignored: signing out clears the screen even when the server cannot be reached.
    }
    set({ status: 'signedOut', user: null });
  },
}));

/**
 * Whether the signed-in user is `admin`: Settings hides what only an admin may do from `staff`. The server
 * decides regardless; this only spares staff buttons that would be refused.
 */
export function useIsAdmin(): boolean {
  return useAuth((s) => s.user?.role === 'admin');
}
