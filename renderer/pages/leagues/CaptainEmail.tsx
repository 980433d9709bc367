import { useState } from 'react';
import { leagueMailEndpoints } from '../../../shared/api/leagueMail';
import type { LeagueTeam } from '../../../shared/api/leagues';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLeagueWrite } from '../../api/queries/leagues';
import { Field } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';

/** A team captain's contact address beside the roster, and a small form to set, change or remove it. */
export function CaptainEmail({ team }: { team: LeagueTeam }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(team.captainEmail ?? '');
  const save = useLeagueWrite((value: string) =>
    call(leagueMailEndpoints.setCaptainEmail, { params: { id: team.id }, body: { email: value } }),
  );
  if (!editing)
    return (
      <span className="league-captain-email">
        {' · '}
        <span className="muted">{team.captainEmail ?? t('league.staff.noCaptainEmail')}</span>{' '}
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={t('league.staff.captainEmailOf', { team: team.name })}
          onClick={() => setEditing(true)}
        >
          {t('league.staff.changeCaptainEmail')}
        </button>
      </span>
    );
  return (
    <form
      className="league-form__row"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(email, { onSuccess: () => setEditing(false) });
      }}
    >
      <Field label={t('league.staff.captainEmailOf', { team: team.name })}>
        {(id) => <input id={id} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <button type="submit" className="btn btn-outline btn-small" disabled={save.isPending}>
        {t('league.staff.saveCaptainEmail')}
      </button>
      {save.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(save.error, t('league.staff.somethingWrong'))}
        </p>
      )}
    </form>
  );
}
