import { create } from 'zustand';
import { UserResponse, type SessionUser } from '../../shared/api/auth';
import { api } from '../api/client';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

interface AuthStore {
  status: AuthStatus;
  user: SessionUser | null;
  /** GET /api/auth/me on app start: OK means signed in; any failure means signed out (SPEC §7). */
  check(): Promise<void>;
  /** Throws ApiError / NetworkError for the login screen to word. */
  signIn(username: string, password: string): Promise<SessionUser>;
  /** Errors are ignored; local state is cleared anyway (SPEC §7). */
  signOut(): Promise<void>;
}

export const useAuth = create<AuthStore>((set) => ({
  status: 'checking',
  user: null,
  async check() {
    try {
      const { user } = await api('/api/auth/me', { schema: UserResponse });
      set({ status: 'signedIn', user });
    } catch {
      set({ status: 'signedOut', user: null });
    }
  },
  async signIn(username, password) {
    const { user } = await api('/api/auth/login', {
      method: 'POST',
      body: { username, password },
      schema: UserResponse,
    });
    set({ status: 'signedIn', user });
    return user;
  },
  async signOut() {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch {
      // SPEC §7: logout errors are ignored.
    }
    set({ status: 'signedOut', user: null });
  },
}));

/**
 * Whether the signed-in user is `admin` (issue 18): Settings hides what only an admin may do from `staff`.
 * The server decides regardless; this only spares staff buttons that would be refused.
 */
export function useIsAdmin(): boolean {
  return useAuth((s) => s.user?.role === 'admin');
}
