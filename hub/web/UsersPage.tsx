import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HubAccount, HubRole } from '../../shared/group/accounts';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call } from '../../renderer/api/call';
import { errorMessage } from '../../renderer/api/errors';
import { useT } from '../../renderer/i18n/I18nProvider';
import { headOfficeQueries } from './queries';
import { ChangeAccess, RoleAndVenues, type VenueName } from './UserAccess';

const accounts = hubEndpoints.accounts;

/**
 * An owner's users: who may use head office, with which role and (but for an owner) which venues; add one,
 * change one's role and venues, or remove one (their sessions end). The server refuses everyone else; the
 * menu shows this page to owners only.
 */
export function UsersPage({ me, venues }: { me: HubAccount; venues: VenueName[] }) {
  const t = useT();
  const client = useQueryClient();
  const users = useQuery(headOfficeQueries.users());
  const [changing, setChanging] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: headOfficeQueries.users().queryKey }),
      client.invalidateQueries({ queryKey: headOfficeQueries.me().queryKey }),
    ]);
  const changed = (users.data?.users ?? []).find((u) => u.username === changing);
  const remove = useMutation({
    mutationFn: (username: string) => call(accounts.removeUser, { params: { username } }),
    onSuccess: refresh,
  });
  const nameOf = (id: string) => venues.find((v) => v.venueId === id)?.name ?? id;
  return (
    <>
      <h2>{t('hub.users.title')}</h2>
      {remove.isError ? <p role="alert">{errorMessage(remove.error, t('hub.users.removeFailed'))}</p> : null}
      <div className="card">
        <ul className="users">
          {(users.data?.users ?? []).map((u) => (
            <li key={u.username}>
              <div>
                <strong>{u.username}</strong> <span className="muted">{t('hub.role', { role: u.role })}</span>
                <div className="muted wrap">
                  {u.role === 'owner'
                    ? t('hub.users.allVenues')
                    : u.venues.map(nameOf).join(', ') || t('hub.users.noVenues')}
                </div>
              </div>
              <div className="actions">
                <button
                  type="button"
                  aria-expanded={changing === u.username}
                  onClick={() => setChanging(changing === u.username ? null : u.username)}
                >
                  {t('hub.users.edit', { username: u.username })}
                </button>
                {u.username === me.username ? null : (
                  <button type="button" onClick={() => remove.mutate(u.username)} disabled={remove.isPending}>
                    {t('hub.users.remove', { username: u.username })}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {changed ? (
        <ChangeAccess
          key={changed.username}
          user={changed}
          venues={venues}
          onDone={() => void refresh()}
          onClose={() => setChanging(null)}
        />
      ) : null}
      <AddUser venues={venues} onAdded={() => void refresh()} />
    </>
  );
}

function AddUser({ venues, onAdded }: { venues: VenueName[]; onAdded: () => void }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<HubRole>('viewer');
  const [chosen, setChosen] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: () =>
      call(accounts.addUser, {
        body: { username, password, role, venues: role === 'owner' ? [] : chosen },
      }),
    onSuccess: () => {
      setUsername('');
      setPassword('');
      setChosen([]);
      onAdded();
    },
  });
  return (
    <form
      className="card form"
      aria-labelledby="add-user-heading"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <h3 id="add-user-heading">{t('hub.users.add')}</h3>
      <label>
        {t('hub.signIn.username')}
        <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" required />
      </label>
      <label>
        {t('hub.users.firstPassword')}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
        />
      </label>
      <RoleAndVenues role={role} chosen={chosen} venues={venues} onRole={setRole} onChosen={setChosen} />
      {add.isError ? <p role="alert">{errorMessage(add.error, t('hub.users.addFailed'))}</p> : null}
      {add.isSuccess ? <p role="status">{t('hub.users.added')}</p> : null}
      <button type="submit" disabled={add.isPending}>
        {t('hub.users.addButton')}
      </button>
    </form>
  );
}
