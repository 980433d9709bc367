import { useEffect } from 'react';
import type {
  PublicFixture,
  PublicGroupLeague,
  PublicPlayerRow,
} from '../../../shared/group/groupLeaguePage';
import { formatLongDay } from '../../../shared/i18n/format';
import { groupLeagueQueries } from '../../api/queries/groupLeague';
import { useSmallQuery } from '../../api/smallQuery';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { LoadingLine } from '../../i18n/LoadingLine';
import { LeagueTable } from '../league-public/LeagueTable';
import { groupByWeek } from '../league-public/WeekList';
import '../league-public/leaguePublic.css';

/**
 * The group's public league page on the hub (docs/venue-group.md, "A league across the group"): each
 * division's table (the venue's own table component), its fixtures by week with the venue and night each is
 * played at, results with the last correction (who, where, why), and the roster players' games — only those
 * who did not hide themselves. Read again every few seconds, like the venue's own league page.
 */
export default function GroupLeaguePage({ leagueId }: { leagueId: string }) {
  const t = useT();
  const query = useSmallQuery<PublicGroupLeague>(groupLeagueQueries.league(leagueId));
  const league = query.data;
  return (
    <main className="league-public">
      <div className="league-public__switch">
        <LanguageSwitch />
      </div>
      {league ? (
        <LeagueBody league={league} />
      ) : query.isError ? (
        <p role="alert">{t('groupLeague.notFound')}</p>
      ) : (
        <LoadingLine />
      )}
    </main>
  );
}

function LeagueBody({ league }: { league: PublicGroupLeague }) {
  const t = useT();
  const title = t('groupLeague.title', { league: league.league.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const several = league.divisions.length > 1;
  return (
    <>
      <header>
        <h1>{league.league.name}</h1>
        {league.season && (
          <p className="league-public__season">{t('league.season', { season: league.season.name })}</p>
        )}
      </header>
      <section aria-labelledby="group-league-tables">
        <h2 id="group-league-tables">{t('league.tables')}</h2>
        {league.divisions.map((d) => (
          <LeagueTable
            key={d.id}
            caption={t('league.tableOf', { division: d.name })}
            rows={d.table.map((r) => ({
              ...r,
              team: t('groupLeague.venueOf', { team: r.team, venue: r.venueName }),
            }))}
          />
        ))}
      </section>
      <section aria-labelledby="group-league-fixtures">
        <h2 id="group-league-fixtures">{t('league.fixturesAndResults')}</h2>
        {league.divisions.map((d) => (
          <div key={d.id}>
            {several && <h3>{d.name}</h3>}
            <Weeks fixtures={d.fixtures} />
          </div>
        ))}
      </section>
      <section aria-labelledby="group-league-players">
        <h2 id="group-league-players">{t('groupLeague.players')}</h2>
        {league.divisions.map((d) => (
          <Players key={d.id} caption={t('groupLeague.playersOf', { division: d.name })} rows={d.players} />
        ))}
      </section>
    </>
  );
}

function Weeks({ fixtures }: { fixtures: readonly PublicFixture[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ol className="league-weeks">
      {groupByWeek(fixtures).map(([week, list]) => (
        <li key={week}>
          <h4>{t('groupLeague.week', { week })}</h4>
          <ul className="league-fixtures">
            {list.map((f) => (
              <li key={f.id} className={`league-fixture is-${f.status}`}>
                <span className="league-fixture__home">{f.home}</span>
                <span className="league-fixture__score">
                  {f.result
                    ? t('league.score', { home: f.result.homeGames, away: f.result.awayGames })
                    : t('league.versus')}
                </span>
                <span className="league-fixture__away">{f.away}</span>
                <span className="league-fixture__division">
                  {t('groupLeague.playedAt', { venue: f.venueName })} · {formatLongDay(f.nightDate, language)}
                </span>
                {f.status === 'postponed' && (
                  <span className="league-fixture__status">{t('league.status.postponed')}</span>
                )}
                {f.result?.corrected && (
                  <span className="league-fixture__division">
                    {t('groupLeague.correctedBy', {
                      by: f.result.corrected.by,
                      where: f.result.corrected.where === 'venue' ? 'venue' : 'office',
                      reason: f.result.corrected.reason,
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Players({ caption, rows }: { caption: string; rows: readonly PublicPlayerRow[] }) {
  const t = useT();
  if (rows.length === 0) return <p>{t('groupLeague.noPlayers')}</p>;
  return (
    <div className="league-table__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="league-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="league-table__team">
              {t('groupLeague.col.player')}
            </th>
            <th scope="col" className="league-table__team">
              {t('groupLeague.col.team')}
            </th>
            <th scope="col">{t('groupLeague.col.played')}</th>
            <th scope="col">{t('groupLeague.col.won')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.team} ${r.name}`}>
              <th scope="row" className="league-table__team">
                {r.name}
              </th>
              <td className="league-table__team">{r.team}</td>
              <td>{r.played}</td>
              <td className="league-table__points">{r.won}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
