import { useState, type FormEvent } from 'react';
import { LOGIN_FIELDS_MISSING } from '../../shared/api/auth';
import { ApiError, NetworkError } from '../api/errors';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password.trim()) {
      toast({ title: 'Error', description: LOGIN_FIELDS_MISSING, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await signIn(name, password);
      if (variant === 'route') toast({ title: 'Logged in successfully', variant: 'success' });
      else toast({ title: 'Success', description: 'Welcome to the staff dashboard!', variant: 'success' });
      onSignedIn?.();
    } catch (err) {
      if (err instanceof ApiError) {
        if (variant === 'route') {
          toast({ title: 'Invalid credentials', description: err.message, variant: 'destructive' });
        } else {
          toast({
            title: 'Access Denied',
            description: err.message || 'Invalid credentials. Please try again.',
            variant: 'destructive',
          });
        }
      } else if (err instanceof NetworkError) {
        toast({
          title: 'Error',
          description: 'Login failed. Please check your connection and try again.',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: 'Authentication failed', variant: 'destructive' });
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
        <h1>Staff Access Required</h1>
        <p className="muted">Enter your staff credentials to access the management system</p>
        <label className="field">
          <span>Username</span>
          <input
            className="input"
            name="username"
            autoComplete="username"
            placeholder="Enter username (staff or admin)"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Password</span>
          <span className="password-row">
            <input
              className="input"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="Enter staff password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </span>
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
        <p className="login-note">
          This protects staff areas only. Customers can still book lanes without a password.
        </p>
      </form>
    </main>
  );
}
