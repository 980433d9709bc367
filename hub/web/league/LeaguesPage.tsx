import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hubEndpoints } from '../../../shared/group/headOfficeApi';
import type { NewGroupLeagueBody } from '../../../shared/group/groupLeagueApi';
import { call } from '../../../renderer/api/call';
import { errorMessage } from '../../../renderer/api/errors';
import { keys } from '../../../renderer/api/keys';
import { useT } from '../../../renderer/i18n/I18nProvider';
import { headOfficeQueries } from '../queries';
import { hrefOf } from '../route';

const x01 = { kind: 'x01' as const, start: 501, doubleOut: true };
/** The two formats the form offers; any format of the venue's league rules is taken by the API. */
const FORMATS: Record<'team' | 'singles', NewGroupLeagueBody['format']> = {
  team: { kind: 'team', games: [1, 2, 3, 4].map(() => ({ kind: 'singles' as const, bestOf: 3, mode: x01 })) },
  singles: { kind: 'singles', bestOf: 5, mode: x01 },
};

/** The group's leagues the person may run (every venue of its teams among theirs), and a new one. */
export function LeaguesPage() {
  const t = useT();
  const client = useQueryClient();
  const leagues = useQuery(headOfficeQueries.leagues());
  const [name, setName] = useState('');
  const [format, setFormat] = useState<'team' | 'singles'>('team');
  const create = useMutation({
    mutationFn: () => call(hubEndpoints.groupLeague.create, { body: { name, format: FORMATS[format] } }),
    onSuccess: ({ id }) => {
      setName('');
      void client.invalidateQueries({ queryKey: keys.headOffice.leagues });
      location.hash = hrefOf({ page: 'league', leagueId: id });
    },
  });
  return (
    <>
      <h2>{t('hub.leagues.title')}</h2>
      <div className="card">
        {leagues.data?.leagues.length === 0 ? <p className="muted">{t('hub.leagues.none')}</p> : null}
        <ul className="plain">
          {leagues.data?.leagues.map((l) => (
            <li key={l.id}>
              <a href={hrefOf({ page: 'league', leagueId: l.id })}>{l.name}</a>{' '}
              <span className="muted">
                {l.published && l.season
                  ? t('hub.leagues.published', { season: l.season })
                  : t('hub.leagues.notPublished')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <form
        className="card form"
        aria-labelledby="new-league-heading"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <h3 id="new-league-heading">{t('hub.leagues.new')}</h3>
        <label>
          {t('hub.leagues.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
        </label>
        <label>
          {t('hub.leagues.format')}
          <select
            value={format}
            onChange={(e) => setFormat(e.target.value === 'singles' ? 'singles' : 'team')}
          >
            <option value="team">{t('hub.leagues.formatTeam')}</option>
            <option value="singles">{t('hub.leagues.formatSingles')}</option>
          </select>
        </label>
        {create.isError ? <p role="alert">{errorMessage(create.error, t('hub.leagues.failed'))}</p> : null}
        <button type="submit" disabled={create.isPending}>
          {t('hub.leagues.create')}
        </button>
      </form>
    </>
  );
}
