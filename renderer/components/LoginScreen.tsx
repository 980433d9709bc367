import { useState, type FormEvent } from 'react';
import { ApiError, NetworkError } from '../api/errors';
import { useT } from '../i18n/I18nProvider';
import { useAuth } from '../stores/auth';
import { toast } from '../stores/toasts';

/**
 * The staff login form (docs/behaviour.md#signing-in). `gate` is shown in place of a protected page; `route`
 * is the /login and /staff page, whose toasts are worded differently ('Logged in successfully', 'Invalid
 * credentials').
 */
export function LoginScreen({ variant, onSignedIn }: { variant: 'gate' | 'route'; onSignedIn?: () => void }) {
  const signIn = useAuth((s) => s.signIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password.trim()) {
      toast({
        title: t('staff.login.error'),
        description: t('staff.login.fieldsMissing'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await signIn(name, password);
      if (variant === 'route') toast({ title: t('staff.login.loggedIn'), variant: 'success' });
      else
        toast({
          title: t('staff.login.success'),
          description: t('staff.login.welcome'),
          variant: 'success',
        });
      onSignedIn?.();
    } catch (err) {
      if (err instanceof ApiError) {
        if (variant === 'route') {
          toast({ title: t('staff.login.invalid'), description: err.message, variant: 'destructive' });
        } else {
          toast({
            title: t('staff.login.denied'),
            description: err.message || t('staff.login.invalidRetry'),
            variant: 'destructive',
          });
        }
      } else if (err instanceof NetworkError) {
        toast({
          title: t('staff.login.error'),
          description: t('staff.login.offline'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('staff.login.error'),
          description: t('staff.login.failed'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <form className="card login-card" onSubmit={submit} noValidate>
        <div className="login-icon" aria-hidden="true">
          🎯
        </div>
        <h1>{t('staff.login.heading')}</h1>
        <p className="muted">{t('staff.login.intro')}</p>
        <label className="field">
          <span>{t('staff.login.username')}</span>
          <input
            className="input"
            name="username"
            autoComplete="username"
            placeholder={t('staff.login.usernamePlaceholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('staff.login.password')}</span>
          <span className="password-row">
            <input
              className="input"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('staff.login.passwordPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={showPassword ? t('staff.login.hidePassword') : t('staff.login.showPassword')}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? t('staff.login.hide') : t('staff.login.show')}
            </button>
          </span>
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('staff.login.signingIn') : t('staff.login.signIn')}
        </button>
        <p className="login-note">{t('staff.login.note')}</p>
      </form>
    </main>
  );
}
