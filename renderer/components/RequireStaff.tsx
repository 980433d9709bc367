import type { ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';
import { useAuth } from '../stores/auth';
import { LoginScreen } from './LoginScreen';

/** A protected page shown while signed out is replaced, in place, by the login screen. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const status = useAuth((s) => s.status);
  const t = useT();
  if (status === 'checking') return <p className="page-loading">{t('staff.checkingSignIn')}</p>;
  if (status === 'signedOut') return <LoginScreen variant="gate" />;
  return <>{children}</>;
}
