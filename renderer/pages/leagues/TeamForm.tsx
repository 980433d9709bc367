import { useState } from 'react';
import { leagueEndpoints, type LeagueDivision } from '../../../shared/api/leagues';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLeagueWrite } from '../../api/queries/leagues';
import { Field } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';

/** The roster as typed: one player a line, blank lines left out. */
export function rosterOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * A new team in a division: its name, its roster one player a line, its captain among them, and the captain's
 * contact address for the season's fixtures e-mail.
 */
export function TeamForm({ division }: { division: LeagueDivision }) {
  const t = useT();
  const [name, setName] = useState('');
  const [players, setPlayers] = useState('');
  const [captain, setCaptain] = useState('');
  const [captainEmail, setCaptainEmail] = useState('');
  const roster = rosterOf(players);
  const add = useLeagueWrite(() =>
    call(leagueEndpoints.createTeam, {
      params: { id: division.id },
      body: {
        name,
        players: roster,
        captainEmail,
        ...(captain && roster.includes(captain) ? { captain } : {}),
      },
    }),
  );
  return (
    <form
      className="league-team-form"
      aria-label={t('league.staff.newTeamIn', { division: division.name })}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(undefined, {
          onSuccess: () => {
            setName('');
            setPlayers('');
            setCaptain('');
            setCaptainEmail('');
          },
        });
      }}
    >
      <Field label={t('league.staff.teamName')}>
        {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label={t('league.staff.players')}>
        {(id) => <textarea id={id} rows={3} value={players} onChange={(e) => setPlayers(e.target.value)} />}
      </Field>
      {roster.length > 1 && (
        <Field label={t('league.staff.captain')}>
          {(id) => (
            <select id={id} value={captain} onChange={(e) => setCaptain(e.target.value)}>
              {roster.map((p, i) => (
                <option key={p} value={i === 0 ? '' : p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('league.staff.captainEmail')}>
        {(id) => (
          <input
            id={id}
            type="email"
            value={captainEmail}
            onChange={(e) => setCaptainEmail(e.target.value)}
          />
        )}
      </Field>
      {add.isError && (
        <p role="alert" className="field-problem">
          {errorMessage(add.error, t('league.staff.somethingWrong'))}
        </p>
      )}
      <button type="submit" className="btn btn-outline btn-small" disabled={add.isPending}>
        {t('league.staff.addTeam')}
      </button>
    </form>
  );
}
