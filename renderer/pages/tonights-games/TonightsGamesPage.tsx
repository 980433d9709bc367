import { useQuery } from '@tanstack/react-query';
import { laneGameQueries } from '../../api/queries/laneGame';
import { errorMessage } from '../../api/errors';
import { StatsTable } from '../../components/stats/StatsTable';
import { clockTimeOf } from '../../../shared/time/venueTime';
import { longDay } from '../../../shared/time/display';
import { useSettings } from '../../api/queries/settings';
import './tonightsGames.css';

/**
 * Tonight's Games (staff): every lane game of tonight's venue night (06:00 to 06:00) whose session has ended
 * — or tournament match whose result is in — newest first, with each player's figures — for settling "who
 * threw the 180?" at the bar and for the staff's own leaderboard checks. A session ending refreshes it
 * (lane_updated → stats).
 */
export default function TonightsGamesPage() {
  const settings = useSettings();
  const zone = settings.data?.timezone ?? 'Europe/London';
  const games = useQuery(laneGameQueries.tonight());
  if (games.isPending) return <p className="page-loading">Loading tonight&apos;s games...</p>;
  if (games.isError) return <p role="alert">{errorMessage(games.error, "Failed to load tonight's games")}</p>;
  const list = games.data.games;
  return (
    <section className="page tonights-games">
      <h1>Tonight&apos;s Games</h1>
      <p className="muted">Finished lane games since 06:00 on {longDay(games.data.night.date)}.</p>
      {list.length === 0 && <p className="card">No finished games tonight yet.</p>}
      {list.map((game) => (
        <article key={game.gameId} className="card tonights-game" aria-label={`Lane ${game.laneNumber} game`}>
          <h2>
            Lane {game.laneNumber} · {game.statistics.mode}
            {game.match ? ` · ${game.match.tournamentName} — ${game.match.stage}` : ''}
            <span className="muted">
              {' '}
              {game.startedAt ? clockTimeOf(game.startedAt, zone) : ''}
              {game.completedAt ? `–${clockTimeOf(game.completedAt, zone)}` : ''}
            </span>
          </h2>
          <StatsTable
            family={game.statistics.family}
            players={game.statistics.players}
            caption={`${game.statistics.players.map((p) => p.name).join(' v ')}`}
          />
          {game.hidden.some(Boolean) && (
            <p className="muted">
              Hidden from the leaderboard:{' '}
              {game.statistics.players
                .filter((_, i) => game.hidden[i])
                .map((p) => p.name)
                .join(', ')}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
