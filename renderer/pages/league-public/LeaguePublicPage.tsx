import { useEffect } from 'react';
import type { PublicLeague } from '../../../shared/api/leaguePublic';
import { formatDateTime, formatLongDay } from '../../../shared/i18n/format';
import { leaguePublicQueries } from '../../api/queries/leaguePublic';
import { useSmallQuery, type SmallQueryOptions } from '../../api/smallQuery';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { LoadingLine } from '../../i18n/LoadingLine';
import { LeagueTable } from './LeagueTable';
import { PlayerTables } from './PlayerTables';
import { WeekList } from './WeekList';
import './leaguePublic.css';

export { leagueIdFromPath } from './leaguePath';

/**
 * The public league page (docs/league-nights.md#the-public-league-page): the latest season's table per
 * division, its fixtures and results by week, and its player tables (players' names and figures only, none
 * of a player who hid themselves). It is read again every few seconds,
 * so a result signed off tonight appears without a reload. The one public league screen: a venue's doors
 * read the venue's answer, the hub's page (group-league-main.tsx) head office's answer of the same shape.
 */
export default function LeaguePublicPage({
  leagueId,
  query: queryOf = leaguePublicQueries.league,
}: {
  leagueId: string;
  query?: (leagueId: string) => SmallQueryOptions<PublicLeague>;
}) {
  const t = useT();
  const query = useSmallQuery<PublicLeague>(queryOf(leagueId));
  const league = query.data;
  return (
    <main className="league-public">
      <div className="league-public__switch">
        <LanguageSwitch />
      </div>
      {league ? (
        <LeagueBody league={league} />
      ) : query.isError ? (
        <p role="alert">{t('league.couldNotLoad')}</p>
      ) : (
        <LoadingLine />
      )}
    </main>
  );
}

function LeagueBody({ league }: { league: PublicLeague }) {
  const t = useT();
  const language = useLanguage();
  const season = league.season;
  const title = t('league.publicTitle', { league: league.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <header>
        <h1>{league.name}</h1>
        {season && <p className="league-public__season">{t('league.season', { season: season.name })}</p>}
        {league.asOf && (
          <p className="league-public__as-of">
            {t('league.asOf', { time: formatDateTime(league.asOf.at, league.asOf.zone, language) })}
          </p>
        )}
      </header>
      {!season ? (
        <p>{t('league.noSeason')}</p>
      ) : (
        <>
          <section aria-labelledby="league-tables">
            <h2 id="league-tables">{t('league.tables')}</h2>
            {season.divisions.map((d) => (
              <LeagueTable key={d.name} caption={t('league.tableOf', { division: d.name })} rows={d.table} />
            ))}
          </section>
          <section aria-labelledby="league-fixtures">
            <h2 id="league-fixtures">{t('league.fixturesAndResults')}</h2>
            <WeekList
              fixtures={season.fixtures}
              showDivision={season.divisions.length > 1}
              dayOf={(date) => formatLongDay(date, language)}
            />
          </section>
          <PlayerTables tables={season.playerTables} />
        </>
      )}
    </>
  );
}
