import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { HubAccount } from '../../shared/group/accounts';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call } from '../../renderer/api/call';
import { errorMessage } from '../../renderer/api/errors';
import { useT } from '../../renderer/i18n/I18nProvider';

/** One's own account: who and what role, and a new password (the current one asked again; other sessions end). */
export function AccountPage({ me }: { me: HubAccount }) {
  const t = useT();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: () => call(hubEndpoints.accounts.changePassword, { body: { currentPassword, newPassword } }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
    },
  });
  return (
    <>
      <h2>{t('hub.account.title')}</h2>
      <p>{t('hub.account.who', { username: me.username, role: me.role })}</p>
      <form
        className="card form"
        aria-labelledby="password-heading"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate();
        }}
      >
        <h3 id="password-heading">{t('hub.account.changePassword')}</h3>
        <label>
          {t('hub.account.current')}
          <input
            type="password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            autoComplete="current-password"
            required
          />
        </label>
        <label>
          {t('hub.account.new')}
          <input
            type="password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
            autoComplete="new-password"
            required
          />
        </label>
        {change.isError ? <p role="alert">{errorMessage(change.error, t('hub.account.failed'))}</p> : null}
        {change.isSuccess ? <p role="status">{t('hub.account.changed')}</p> : null}
        <button type="submit" disabled={change.isPending}>
          {t('hub.account.changeButton')}
        </button>
      </form>
    </>
  );
}
