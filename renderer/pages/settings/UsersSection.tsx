import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SetPasswordBody,
  MIN_PASSWORD_LENGTH,
  type StaffUser,
  usersEndpoints,
} from '../../../shared/api/users';
import { call } from '../../api/call';
import { userQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';

/**
 * Settings → Users, shown to an admin only: set a new password for `staff` or `admin`. The server hashes it
 * and signs that user out everywhere else; the answer says how many sign-ins ended.
 */
export function UsersSection() {
  const users = useQuery(userQueries.list());
  return (
    <section className="card settings-section" aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <p className="muted">
        Set a new password for a sign-in (at least {MIN_PASSWORD_LENGTH} characters). Everyone signed in with
        it elsewhere is signed out.
      </p>
      {users.isError ? <p role="alert">{errorMessage(users.error, 'Failed to load the users')}</p> : null}
      {users.data?.users.map((user) => (
        <UserPassword key={user.username} user={user} />
      ))}
    </section>
  );
}

function UserPassword({ user }: { user: StaffUser }) {
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: (body: SetPasswordBody) =>
      call(usersEndpoints.setPassword, { params: { username: user.username }, body }),
    onSuccess: (answer) => {
      setPassword('');
      toast({ title: 'Password Changed', description: answer.message, variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Password Not Changed',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    // The same rule the server applies, so a short password is explained before it is sent.
    const checked = SetPasswordBody.safeParse({ password });
    if (!checked.success) {
      toast({
        title: 'Password Not Changed',
        description: checked.error.issues[0]?.message ?? 'Please choose another password.',
        variant: 'destructive',
      });
      return;
    }
    save.mutate(checked.data);
  }
  return (
    <form className="user-password" onSubmit={submit} noValidate>
      <label className="field">
        <span>
          New password for {user.username} ({user.role})
        </span>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-outline" disabled={save.isPending || password === ''}>
        {save.isPending ? 'Saving...' : `Set ${user.username}'s password`}
      </button>
    </form>
  );
}
