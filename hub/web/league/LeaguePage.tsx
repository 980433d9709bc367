import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupLeagueView } from '../../../shared/group/groupLeagueApi';
import { formatLongDay } from '../../../shared/i18n/format';
import { keys } from '../../../renderer/api/keys';
import { useT } from '../../../renderer/i18n/I18nProvider';
import { LeagueTable } from '../../../renderer/pages/league-public/LeagueTable';
import { headOfficeQueries } from '../queries';
import { hrefOf } from '../route';
import type { VenueName } from '../UserAccess';
import { useHubFormat } from '../useHubFormat';
import { CorrectResult } from './CorrectResult';
import { LeagueSetup } from './LeagueSetup';
import { Rosters } from './RosterForm';

/**
 * One league across the group at head office (docs/venue-group.md, "A league across the group"): its set-up
 * until published, then each division's table, the fixtures with their venues, nights and results (every
 * correction: who, where, why, and head office's own), each team's roster (changed mid-season too), the
 * conflicts and clashes venues reported, and how far each hosting venue has applied its feed. Kept current by the live socket.
 */
export function LeaguePage({ leagueId, venues }: { leagueId: string; venues: readonly VenueName[] }) {
  const t = useT();
  const client = useQueryClient();
  const query = useQuery(headOfficeQueries.league(leagueId));
  const refresh = () => void client.invalidateQueries({ queryKey: keys.headOffice.leagues });
  const league = query.data;
  return (
    <>
      <p>
        <a href={hrefOf({ page: 'leagues' })}>{t('hub.league.back')}</a>
      </p>
      {league ? (
        <LeagueBody league={league} venues={venues} onChanged={refresh} />
      ) : query.isError ? (
        <p role="alert">{t('hub.leagues.failed')}</p>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </>
  );
}

function LeagueBody(props: { league: GroupLeagueView; venues: readonly VenueName[]; onChanged: () => void }) {
  const { league, onChanged } = props;
  const t = useT();
  const f = useHubFormat();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const teamName = (id: string) => league.teams.find((x) => x.id === id)?.name ?? '';
  const venueName = (id: string) =>
    props.venues.find((v) => v.venueId === id)?.name ??
    league.teams.find((x) => x.homeVenueId === id)?.homeVenueName ??
    id;
  const published = league.season?.publishedAt ?? null;
  const when = (at: string) => f.instant(at, 'UTC');
  const fixtureOf = (id: string) => league.fixtures.find((x) => x.id === id);
  return (
    <>
      <h2>{league.league.name}</h2>
      {published ? (
        <p className="muted">{t('hub.league.publishedAt', { when: when(published) })}</p>
      ) : (
        <LeagueSetup league={league} venues={props.venues} onChanged={onChanged} />
      )}
      <section aria-labelledby="league-tables">
        <h3 id="league-tables">{t('hub.league.tables')}</h3>
        {league.page.season?.divisions.map((d) => (
          <LeagueTable key={d.name} caption={t('league.tableOf', { division: d.name })} rows={d.table} />
        ))}
      </section>
      <section aria-labelledby="league-fixtures">
        <h3 id="league-fixtures">{t('hub.league.fixtures')}</h3>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="league-fixtures">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('hub.league.col.week')}</th>
                <th scope="col">{t('hub.league.col.night')}</th>
                <th scope="col">{t('hub.league.col.home')}</th>
                <th scope="col">{t('hub.league.col.away')}</th>
                <th scope="col">{t('hub.league.col.venue')}</th>
                <th scope="col">{t('hub.league.col.result')}</th>
              </tr>
            </thead>
            <tbody>
              {league.fixtures.map((x) => {
                const home = teamName(x.homeTeamId);
                const away = teamName(x.awayTeamId);
                const r = x.result;
                const games = r ? r.games.filter((g) => g.homeLegs > g.awayLegs).length : 0;
                const lost = r ? r.games.filter((g) => g.awayLegs > g.homeLegs).length : 0;
                return (
                  <tr key={x.id}>
                    <td>{x.week}</td>
                    <td>{formatLongDay(x.nightDate, f.language)}</td>
                    <td>{home}</td>
                    <td>{away}</td>
                    <td>{venueName(x.hostVenueId)}</td>
                    <td>
                      {r ? t('hub.league.score', { home: games, away: lost, version: r.version }) : null}
                      {!r
                        ? x.status === 'postponed'
                          ? t('hub.league.postponed')
                          : t('hub.league.versus')
                        : null}
                      {r?.corrections.map((c) => (
                        <div key={`${c.basedOn}`} className="muted">
                          {t('hub.league.correction', {
                            by: c.by,
                            where: c.where === 'venue' ? 'venue' : 'office',
                            when: when(c.at),
                            reason: c.reason,
                          })}
                        </div>
                      ))}
                      {r && published ? (
                        <button type="button" onClick={() => setCorrecting(x.id)}>
                          {t('hub.league.correct', { home, away })}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {correcting ? (
          <CorrectResult
            key={correcting}
            leagueId={league.league.id}
            fixtureId={correcting}
            home={teamName(fixtureOf(correcting)?.homeTeamId ?? '')}
            away={teamName(fixtureOf(correcting)?.awayTeamId ?? '')}
            games={fixtureOf(correcting)?.result?.games ?? []}
            onDone={onChanged}
            onClose={() => setCorrecting(null)}
          />
        ) : null}
      </section>
      {league.teams.length > 0 ? <Rosters league={league} onChanged={onChanged} /> : null}
      <section aria-labelledby="league-conflicts" className="card">
        <h3 id="league-conflicts">{t('hub.league.conflicts')}</h3>
        {league.conflicts.length === 0 ? <p className="muted">{t('hub.league.noConflicts')}</p> : null}
        <ul>
          {league.conflicts.map((c) => (
            <li key={`${c.fixtureId} ${c.receivedAt}`}>
              {t('hub.league.conflict', {
                venue: venueName(c.venueId),
                basedOn: c.basedOn,
                reason: c.correction?.reason ?? '',
                standing: c.standingVersion,
              })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="league-clashes" className="card">
        <h3 id="league-clashes">{t('hub.league.clashes')}</h3>
        {league.clashes.length === 0 ? <p className="muted">{t('hub.league.noClashes')}</p> : null}
        <ul>
          {league.clashes.map((c) => (
            <li key={`${c.fixtureId} ${c.reportedAt}`}>
              {t('hub.league.clash', {
                venue: venueName(c.venueId),
                night: formatLongDay(c.nightDate, f.language),
                lanes: c.lanesShort,
              })}
            </li>
          ))}
        </ul>
      </section>
      {league.feeds.length > 0 ? (
        <section aria-labelledby="league-feeds" className="card">
          <h3 id="league-feeds">{t('hub.league.feeds')}</h3>
          <ul>
            {league.feeds.map((x) => (
              <li key={x.venueId}>
                {t('hub.league.feed', {
                  venue: venueName(x.venueId),
                  applied: f.count(x.appliedThrough),
                  written: f.count(x.written),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
