import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { hubEndpoints } from '../../../shared/group/headOfficeApi';
import type { GroupLeagueView } from '../../../shared/group/groupLeagueApi';
import { call } from '../../../renderer/api/call';
import { errorMessage } from '../../../renderer/api/errors';
import { useT } from '../../../renderer/i18n/I18nProvider';

type Team = GroupLeagueView['teams'][number];
interface Row {
  /** Head office's id for a player kept; none for one added here. */
  id?: string;
  /** The row's key on screen (a new row has no id yet). */
  key: string;
  name: string;
  captain: boolean;
  hidden: boolean;
}

/**
 * A team's roster changed mid-season at head office (docs/venue-group.md, "Rosters during the season"): add a
 * player, remove one, move the captain, hide a name from the public tables. Saved whole; the server checks it
 * by the league's rules and tells every venue that hosts a fixture of the team.
 */
export function Rosters(props: { league: GroupLeagueView; onChanged: () => void }) {
  const t = useT();
  const teams = props.league.teams;
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const team = teams.find((x) => x.id === teamId);
  return (
    <section aria-labelledby="league-rosters" className="card">
      <h3 id="league-rosters">{t('hub.league.rosters')}</h3>
      <p className="muted">{t('hub.league.rosterNote')}</p>
      <label>
        {t('hub.league.rosterTeam')}
        <select value={teamId} onChange={(e) => setTeamId(e.target.value)}>
          {teams.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>
      {team ? (
        <RosterForm key={team.id} leagueId={props.league.league.id} team={team} onChanged={props.onChanged} />
      ) : null}
    </section>
  );
}

let made = 0;
const rowsOf = (team: Team): Row[] => team.players.map((p) => ({ ...p, key: p.id }));

function RosterForm(props: { leagueId: string; team: Team; onChanged: () => void }) {
  const t = useT();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(props.team));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      call(hubEndpoints.groupLeague.roster, {
        params: { leagueId: props.leagueId, teamId: props.team.id },
        body: {
          players: rows.map((r) => ({
            ...(r.id ? { id: r.id } : {}),
            name: r.name,
            captain: r.captain,
            hidden: r.hidden,
          })),
        },
      }),
    onSuccess: (view) => {
      const team = view.teams.find((x) => x.id === props.team.id);
      if (team) setRows(rowsOf(team));
      setSaved(true);
      props.onChanged();
    },
  });
  const change = (key: string, patch: Partial<Row>) => {
    setSaved(false);
    setRows(
      rows.map((r) => (r.key === key ? { ...r, ...patch } : patch.captain ? { ...r, captain: false } : r)),
    );
  };
  const title = t('hub.league.rosterOf', { team: props.team.name });
  return (
    <form
      className="form"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h4>{title}</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('hub.league.playerName')}</th>
            <th scope="col">{t('hub.league.captain')}</th>
            <th scope="col">{t('hub.league.hidden')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('hub.league.removeColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.key}>
              <td>
                <input
                  aria-label={t('hub.league.playerNumber', { number: i + 1 })}
                  value={r.name}
                  maxLength={60}
                  required
                  onChange={(e) => change(r.key, { name: e.target.value })}
                />
              </td>
              <td>
                <input
                  type="radio"
                  name={`captain-${props.team.id}`}
                  aria-label={t('hub.league.captainIs', { number: i + 1 })}
                  checked={r.captain}
                  onChange={() => change(r.key, { captain: true })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('hub.league.hiddenIs', { number: i + 1 })}
                  checked={r.hidden}
                  onChange={(e) => change(r.key, { hidden: e.target.checked })}
                />
              </td>
              <td>
                <button
                  type="button"
                  onClick={() => {
                    setSaved(false);
                    setRows(rows.filter((x) => x.key !== r.key));
                  }}
                >
                  {t('hub.league.removePlayer', { number: i + 1 })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {save.isError ? <p role="alert">{errorMessage(save.error, t('hub.leagues.failed'))}</p> : null}
      {saved ? <p role="status">{t('hub.league.rosterSaved', { team: props.team.name })}</p> : null}
      <div className="actions">
        <button
          type="button"
          disabled={rows.length >= 30}
          onClick={() => {
            made += 1;
            setSaved(false);
            setRows([...rows, { key: `new-${made}`, name: '', captain: false, hidden: false }]);
          }}
        >
          {t('hub.league.addPlayer')}
        </button>
        <button type="submit" disabled={save.isPending}>
          {t('hub.league.saveRoster')}
        </button>
      </div>
    </form>
  );
}
