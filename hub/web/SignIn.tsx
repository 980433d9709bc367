import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call } from '../../renderer/api/call';
import { errorMessage } from '../../renderer/api/errors';
import { LanguageSwitch } from '../../renderer/i18n/LanguageSwitch';
import { useT } from '../../renderer/i18n/I18nProvider';

export function SignIn({ problem, onSignedIn }: { problem: string | null; onSignedIn: () => void }) {
  const t = useT();
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => call(hubEndpoints.headOffice.login, { body: { username, password } }),
    onSuccess: onSignedIn,
  });
  const error = signIn.isError ? errorMessage(signIn.error, t('hub.signIn.failed')) : problem;
  return (
    <main className="sign-in">
      <h1>{t('hub.title')}</h1>
      <LanguageSwitch />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          signIn.mutate();
        }}
      >
        <label>
          {t('hub.signIn.username')}
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
        </label>
        <label>
          {t('hub.signIn.password')}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t('hub.signIn.busy') : t('hub.signIn.button')}
        </button>
      </form>
    </main>
  );
}
