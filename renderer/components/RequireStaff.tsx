import type { ReactNode } from 'react';
import { useAuth } from '../stores/auth';
import { LoginScreen } from './LoginScreen';

/** A protected page shown while signed out is replaced, in place, by the login screen. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const status = useAuth((s) => s.status);
  if (status === 'checking') return <p className="page-loading">Checking sign-in...</p>;
  if (status === 'signedOut') return <LoginScreen variant="gate" />;
  return <>{children}</>;
}
