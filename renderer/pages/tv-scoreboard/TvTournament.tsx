import type { Game } from '../../../shared/api/games';
import { STAGE_TITLES } from '../../../shared/tournament/knockout';
import { gameQueries, tournamentQueries } from '../../api/queries/tournaments';
import { isFormatType } from '../../../shared/tournament/formats';
import { TvFormat } from './TvFormat';
import { TvGameCard } from './TvGameCard';
import {
  bracketColumns,
  championOf,
  clockText,
  currentGames,
  gameLabel,
  gamesOf,
  GAMES_POLL_MS,
  groupCards,
  recentResults,
  statusBadge,
  TOURNAMENTS_POLL_MS,
} from './tvView';
import { browseAllTournaments, useTvNavigate } from './tvNavigation';
import { useSmallQuery } from '../../api/smallQuery';
import { useNow } from '../../components/kit/useNow';

/**
 * One tournament on the venue TV, laid out for 1920×1080 and read from across the room (SPEC §2). Data
 * is polled (tournament 10 s, games 5 s; SPEC §9) and refreshed at once by socket messages (api/live.ts).
 */
export function TvTournament({ id }: { id: string }) {
  const now = useNow();
  const navigate = useTvNavigate();
  const tournament = useSmallQuery({ ...tournamentQueries.one(id), refetchInterval: TOURNAMENTS_POLL_MS });
  const groups = useSmallQuery({ ...tournamentQueries.groups(id), refetchInterval: TOURNAMENTS_POLL_MS });
  const knockout = useSmallQuery({ ...tournamentQueries.knockout(id), refetchInterval: TOURNAMENTS_POLL_MS });
  // Only this tournament's games: the TV polls every 5 s, and a venue's whole game history grows weekly.
  const games = useSmallQuery({ ...gameQueries.ofTournament(id), refetchInterval: GAMES_POLL_MS });

  const back = (
    <button
      type="button"
      className="tv-button tv-back"
      onClick={() => {
        browseAllTournaments();
        navigate('/tv/scoreboard');
      }}
    >
      Back
    </button>
  );
  const t = tournament.data;
  if (!t) {
    return (
      <div className="tv-header">
        {back}
        <p className="tv-empty">{tournament.isError ? 'Tournament not found' : 'Loading...'}</p>
      </div>
    );
  }
  const mine = gamesOf(games.data, id);
  if (isFormatType(t.type)) return <TvFormat tournament={t} games={mine} back={back} now={now} />;
  const live = currentGames(mine);
  const cards = groupCards(groups.data, t.advancePerGroup);
  const columns = bracketColumns(knockout.data);
  const champion = championOf(t, knockout.data);
  const recent = recentResults(mine);

  return (
    <>
      <header className="tv-header">
        {back}
        <div className="tv-header-main">
          <h1 className="tv-title">{t.name}</h1>
          <p className="tv-sub">
            {t.players.length} players · {t.gameMode} ·{' '}
            <span className="tv-badge">{statusBadge(t.status)}</span>
          </p>
        </div>
        {champion && <div className="tv-champion">🏆 Champion: {champion}</div>}
        <span className="tv-clock">{clockText(now)}</span>
      </header>
      <div className="tv-body">
        <div className="tv-col">
          <section aria-label="Current Games">
            <h2 className="tv-section-title">Current Games</h2>
            {live.length === 0 ? (
              <p className="tv-sub">No games in progress</p>
            ) : (
              <div className="tv-cards tv-current">
                {live.map((g) => (
                  <TvGameCard
                    key={g.id}
                    label={gameLabel(g)}
                    game={g}
                    detail={g.laneId ? 'Lane ' + g.laneId : undefined}
                  />
                ))}
              </div>
            )}
          </section>
          <section aria-label="Recent Results">
            <h2 className="tv-section-title">Recent Results</h2>
            {recent.length === 0 ? (
              <p className="tv-sub">No results yet</p>
            ) : (
              <ol className="tv-results">
                {recent.map((g) => (
                  <li key={g.id} data-testid="tv-result">
                    <span className="tv-game-label">{gameLabel(g)}</span> {g.home} {resultText(g)} {g.away}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        {cards.length > 0 && (
          <section className="tv-col tv-col-groups" aria-label="Group Standings">
            <h2 className="tv-section-title">Group Standings</h2>
            <div className="tv-cards">
              {cards.map((card) => (
                <article key={card.groupId} className="tv-card tv-group" data-testid="tv-group">
                  <h3>Group {card.groupId}</h3>
                  <table className="tv-table">
                    <tbody>
                      {card.rows.map((row) => (
                        <tr key={row.player} className={row.qualifies ? 'tv-qualifies' : undefined}>
                          <td className="tv-player">{row.player}</td>
                          <td className="tv-points">{row.points} pts</td>
                          <td className="tv-record">{row.record}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </article>
              ))}
            </div>
          </section>
        )}
        {columns.length > 0 && (
          <section className="tv-col tv-col-bracket" aria-label="Knockout">
            <h2 className="tv-section-title">Knockout</h2>
            <div className="tv-bracket">
              {columns.map((col) => (
                <div key={col.stage} className="tv-bracket-col" aria-label={STAGE_TITLES[col.stage]}>
                  {col.slots.map((slot) => (
                    <TvGameCard key={slot.label} label={slot.label} game={slot.game} />
                  ))}
                </div>
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}

function resultText(game: Game): string {
  const legs = game.scores.legs;
  return Array.isArray(legs) ? String(legs[0]) + '-' + String(legs[1]) : 'v';
}
