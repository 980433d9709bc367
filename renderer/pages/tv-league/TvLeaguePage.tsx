import type { LeagueBoard } from '../../../shared/api/leagueBoard';
import { formatLongDay } from '../../../shared/i18n/format';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages';
import { leagueBoardQueries } from '../../api/queries/leagueBoard';
import { venueQueries } from '../../api/queries/venue';
import { useScreenQuery } from '../../api/screenQuery';
import { I18nProvider, useLanguage, useT } from '../../i18n/I18nProvider';
import './tvLeague.css';

/**
 * /tv/league/{id} (docs/league-nights.md#the-tv): the league's fixtures tonight, each game's legs as they
 * fall, and each division's table. Loaded once, then drawn from every `league_updated` socket message, which
 * carries the whole view (api/live.ts); it uses the TV's small cache. In the venue's language, read and kept
 * live as every TV view reads it (`language_changed`, docs/i18n.md). Laid out for 1920×1080 and read from about 4 m: team names and scores at least 36 px.
 */
export default function TvLeaguePage({ leagueId }: { leagueId: string }) {
  const board = useScreenQuery(leagueBoardQueries.board(leagueId));
  const venue = useScreenQuery(venueQueries.language());
  return (
    <I18nProvider language={venue.data?.language ?? SOURCE_LANGUAGE} audiences={['leagueNight']}>
      <LeagueView board={board.data} offline={board.isError} />
    </I18nProvider>
  );
}

function LeagueView({ board, offline }: { board: LeagueBoard | undefined; offline: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <main className="tv tv-league">
      <header className="tv-header">
        <div>
          <h1 className="tv-title">{board?.name ?? t('leagueNight.tonight')}</h1>
          <p className="tv-sub">
            {t('leagueNight.tonight')}
            {board ? ` · ${formatLongDay(board.date, language)}` : ''}
          </p>
        </div>
      </header>
      {offline && <p className="tv-empty">{t('leagueNight.offline')}</p>}
      {board && (
        <div className="league-body">
          <section className="league-fixtures" aria-label={t('leagueNight.tonight')}>
            {board.fixtures.length === 0 && <p className="tv-empty">{t('leagueNight.noFixtures')}</p>}
            {board.fixtures.map((f) => (
              <article key={f.id} className="league-fixture" aria-label={`${f.home} – ${f.away}`}>
                <header className="league-fixture-head">
                  <span className="league-team">{f.home}</span>
                  <span className="league-score" data-testid="fixture-score">
                    {f.homeGames} – {f.awayGames}
                  </span>
                  <span className="league-team league-team-away">{f.away}</span>
                </header>
                <p className="league-fixture-status">
                  {t('leagueNight.fixtureStatus', { status: f.status })}
                </p>
                <ol className="league-games">
                  {f.games.map((g) => (
                    <li key={g.gameNumber} className={`league-game league-game-${g.status}`}>
                      <span>{t('leagueNight.game', { number: g.gameNumber, kind: g.kind })}</span>
                      <span className="league-legs">
                        {g.homeLegs} – {g.awayLegs}
                      </span>
                      <span>
                        {t('leagueNight.gameStatus', { status: g.status, lane: g.laneNumber ?? '' })}
                      </span>
                    </li>
                  ))}
                </ol>
              </article>
            ))}
          </section>
          {board.divisions.map((d) => (
            <section key={d.name} className="league-table" aria-label={`${t('leagueNight.table')} ${d.name}`}>
              <h2>
                {t('leagueNight.table')} · {d.name}
              </h2>
              <table>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t('leagueNight.column.team')}</th>
                    <th scope="col">{t('leagueNight.column.played')}</th>
                    <th scope="col">{t('leagueNight.column.won')}</th>
                    <th scope="col">{t('leagueNight.column.drawn')}</th>
                    <th scope="col">{t('leagueNight.column.lost')}</th>
                    <th scope="col">{t('leagueNight.column.legs')}</th>
                    <th scope="col">{t('leagueNight.column.points')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.table.map((r) => (
                    <tr key={r.team}>
                      <td>{r.place}</td>
                      <th scope="row">{r.team}</th>
                      <td>{r.played}</td>
                      <td>{r.won}</td>
                      <td>{r.drawn}</td>
                      <td>{r.lost}</td>
                      <td>
                        {r.legsFor}–{r.legsAgainst}
                      </td>
                      <td>{r.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
