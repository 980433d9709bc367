import { useState } from 'react';
import { leagueEndpoints, type LeagueDivision } from '../../../shared/api/leagues';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLeagueWrite } from '../../api/queries/leagues';
import { Field } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';
import { CaptainEmail } from './CaptainEmail';
import { TeamForm } from './TeamForm';

/** The league's divisions, top first, each with its teams and rosters, and a form for another division. */
export function Divisions({ leagueId, divisions }: { leagueId: string; divisions: LeagueDivision[] }) {
  const t = useT();
  const [name, setName] = useState('');
  const add = useLeagueWrite((n: string) =>
    call(leagueEndpoints.createDivision, { params: { id: leagueId }, body: { name: n } }),
  );
  return (
    <section aria-labelledby="divisions-title" className="league-section">
      <h3 id="divisions-title">{t('league.staff.divisions')}</h3>
      <div className="league-divisions">
        {divisions.map((d) => (
          <article key={d.id} className="card" aria-label={d.name}>
            <h4>{d.name}</h4>
            {d.teams.length === 0 ? (
              <p className="muted">{t('league.staff.noTeams')}</p>
            ) : (
              <ul className="league-teams">
                {d.teams.map((team) => (
                  <li key={team.id}>
                    <strong>{team.name}</strong>
                    {team.players.length > 1 || team.players[0]?.name !== team.name ? (
                      <span className="muted">
                        {' — '}
                        {team.players
                          .map((p) => (p.captain ? `${p.name} ${t('league.staff.captainMark')}` : p.name))
                          .join(', ')}
                      </span>
                    ) : null}
                    <CaptainEmail team={team} />
                  </li>
                ))}
              </ul>
            )}
            <TeamForm division={d} />
          </article>
        ))}
      </div>
      <form
        className="league-form__row"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(name, { onSuccess: () => setName('') });
        }}
      >
        <Field label={t('league.staff.newDivision')}>
          {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <button type="submit" className="btn btn-outline" disabled={add.isPending}>
          {t('league.staff.addDivision')}
        </button>
      </form>
      {add.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(add.error, t('league.staff.somethingWrong'))}
        </p>
      )}
    </section>
  );
}
