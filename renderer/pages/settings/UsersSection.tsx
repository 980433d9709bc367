import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SetPasswordBody,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_BLANK,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  type StaffUser,
  usersEndpoints,
} from '../../../shared/api/users';
import { useT, type Translate } from '../../i18n/I18nProvider';

/** The password rule's sentences (shared/api/users.ts) in the screen's language. */
function passwordProblem(message: string | undefined, t: Translate): string {
  if (message === PASSWORD_TOO_SHORT) return t('staff.users.tooShort', { min: MIN_PASSWORD_LENGTH });
  if (message === PASSWORD_TOO_LONG) return t('staff.users.tooLong', { max: MAX_PASSWORD_LENGTH });
  if (message === PASSWORD_BLANK) return t('staff.users.blank');
  return message ?? t('staff.users.chooseAnother');
}
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
  const t = useT();
  return (
    <section className="card settings-section" aria-labelledby="users-heading">
      <h2 id="users-heading">{t('staff.users.heading')}</h2>
      <p className="muted">{t('staff.users.intro', { min: MIN_PASSWORD_LENGTH })}</p>
      {users.isError ? <p role="alert">{errorMessage(users.error, t('staff.users.loadFailed'))}</p> : null}
      {users.data?.users.map((user) => (
        <UserPassword key={user.username} user={user} />
      ))}
    </section>
  );
}

function UserPassword({ user }: { user: StaffUser }) {
  const [password, setPassword] = useState('');
  const t = useT();
  const save = useMutation({
    mutationFn: (body: SetPasswordBody) =>
      call(usersEndpoints.setPassword, { params: { username: user.username }, body }),
    onSuccess: (answer) => {
      setPassword('');
      toast({ title: t('staff.users.changed'), description: answer.message, variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: t('staff.users.notChanged'),
        description: errorMessage(err, t('staff.users.tryAgain')),
        variant: 'destructive',
      }),
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    // The same rule the server applies, so a short password is explained before it is sent.
    const checked = SetPasswordBody.safeParse({ password });
    if (!checked.success) {
      toast({
        title: t('staff.users.notChanged'),
        description: passwordProblem(checked.error.issues[0]?.message, t),
        variant: 'destructive',
      });
      return;
    }
    save.mutate(checked.data);
  }
  return (
    <form className="user-password" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('staff.users.newPassword', { username: user.username, role: user.role })}</span>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-outline" disabled={save.isPending || password === ''}>
        {save.isPending ? t('staff.users.saving') : t('staff.users.set', { username: user.username })}
      </button>
    </form>
  );
}
