import { useMemo, type ReactNode } from 'react';
import type { Game } from '../../../shared/api/games';
import type { Tournament } from '../../../shared/api/tournaments';
import { FitBox } from './FitBox';
import { formatView, type ViewMatch } from './formatView';
import { clockText, currentGames, recentResults, statusBadge } from './tvView';

const TYPE_NAMES: Record<string, string> = {
  single_elimination: 'Single Elimination',
  double_elimination: 'Double Elimination',
  round_robin: 'Round Robin',
  swiss: 'Swiss',
};

function legsText(m: ViewMatch, side: 0 | 1): string {
  const legs = side === 0 ? m.homeLegs : m.awayLegs;
  return legs === null ? '' : String(legs);
}

/** One bracket match, small: the label, both players with their legs, the winner marked, LIVE while on. */
function TvMatch({ m }: { m: ViewMatch }) {
  const row = (name: string, side: 0 | 1) => (
    <div
      className={
        'tv-m-side' +
        (m.winner !== null && m.winner === name ? ' tv-m-won' : '') +
        (name === 'TBD' ? ' tv-m-tbd' : '')
      }
    >
      <span className="tv-m-name">{name}</span>
      <span className="tv-m-legs">{legsText(m, side)}</span>
    </div>
  );
  return (
    <div
      className={
        'tv-m' + (m.status === 'active' ? ' tv-m-live' : '') + (m.status === 'skipped' ? ' tv-m-skipped' : '')
      }
      data-testid="tv-match"
      data-status={m.status}
    >
      <div className="tv-m-head">
        <span>{m.label}</span>
        {m.status === 'active' && (
          <span className="tv-live">{'LIVE' + (m.laneId ? ' · Lane ' + m.laneId : '')}</span>
        )}
        {m.status === 'skipped' && <span>not needed</span>}
      </div>
      {row(m.home, 0)}
      {row(m.away, 1)}
    </div>
  );
}

function resultText(game: Game): string {
  const legs = game.scores.legs;
  return Array.isArray(legs) ? String(legs[0]) + '-' + String(legs[1]) : 'v';
}

/**
 * An elimination, round-robin or Swiss tournament on the venue TV (issue 21): the bracket (both brackets and
 * the grand final for double elimination) or the table, beside the games being played and the latest
 * results. Everything is drawn inside a FitBox, so 64 players fit 1920×1080 without the page scrolling.
 */
export function TvFormat({
  tournament,
  games,
  back,
  now,
}: {
  tournament: Tournament;
  games: Game[];
  back: ReactNode;
  now: Date;
}) {
  // The clock re-renders the screen every second (and the games list is a new array each time); the view
  // changes only when a game does, so it is worked out again only then.
  let signature = '';
  for (const g of games)
    signature +=
      g.id + g.status + (g.winner || '') + (g.home || '') + (g.away || '') + String(g.scores.legs) + '|';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for `games`
  const view = useMemo(() => formatView(tournament, games), [tournament, signature]);
  if (!view) return null;
  const live = currentGames(games);
  const recent = recentResults(games).slice(0, 5);
  return (
    <div className="tv-screen">
      <header className="tv-header">
        {back}
        <div className="tv-header-main">
          <h1 className="tv-title">{tournament.name}</h1>
          <p className="tv-sub">
            {TYPE_NAMES[tournament.type] ?? tournament.type} · {tournament.players.length} players ·{' '}
            {tournament.gameMode} · {view.progress} ·{' '}
            <span className="tv-badge">{statusBadge(tournament.status)}</span>
          </p>
        </div>
        {view.champion && <div className="tv-champion">🏆 Champion: {view.champion}</div>}
        <span className="tv-clock">{clockText(now)}</span>
      </header>
      <div className="tv-format-body">
        <div className="tv-format-side">
          <section aria-label="Current Games">
            <h2 className="tv-section-title">Current Games</h2>
            {live.length === 0 ? (
              <p className="tv-sub">No games in progress</p>
            ) : (
              <ul className="tv-format-list">
                {live.map((g) => (
                  <li key={g.id} data-testid="tv-current">
                    <span className="tv-live">{'Lane ' + (g.laneId ?? '')}</span> {g.home} v {g.away}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Recent Results">
            <h2 className="tv-section-title">Recent Results</h2>
            {recent.length === 0 ? (
              <p className="tv-sub">No results yet</p>
            ) : (
              <ol className="tv-format-list">
                {recent.map((g) => (
                  <li key={g.id} data-testid="tv-result">
                    {g.home} {resultText(g)} {g.away}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <FitBox label={view.sections.length > 0 ? 'Bracket view' : 'Standings view'}>
          {view.sections.map((section) => (
            <section key={section.title} className="tv-format-section" aria-label={section.title}>
              <h2 className="tv-section-title">{section.title}</h2>
              <div className="tv-format-bracket">
                {section.columns.map((col) => (
                  <div key={col.title} className="tv-format-col" aria-label={col.title}>
                    <h3 className="tv-format-col-title">{col.title}</h3>
                    <div className="tv-format-col-matches">
                      {col.matches.map((m) => (
                        <TvMatch key={m.key} m={m} />
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </section>
          ))}
          {view.table.length > 0 && (
            <section className="tv-format-section" aria-label="Standings">
              <h2 className="tv-section-title">Standings</h2>
              <table className="tv-format-table" data-testid="tv-standings">
                <thead>
                  <tr>
                    <th>#</th>
                    <th className="tv-format-player">Player</th>
                    <th>Pts</th>
                    <th>W-L</th>
                    <th>Legs +/-</th>
                    {view.type === 'swiss' && <th>Buchholz</th>}
                  </tr>
                </thead>
                <tbody>
                  {view.table.map((r) => (
                    <tr key={r.player}>
                      <td>{r.place}</td>
                      <td className="tv-format-player">{r.player}</td>
                      <td>{r.points}</td>
                      <td>{r.wins + '-' + r.losses}</td>
                      <td>{(r.legDiff > 0 ? '+' : '') + r.legDiff}</td>
                      {view.type === 'swiss' && <td>{r.buchholz}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </FitBox>
      </div>
    </div>
  );
}
