import type { Game } from '../../../shared/api/games';
import type { Tournament } from '../../../shared/api/tournaments';
import { isEliminationType } from '../../../shared/tournament/formats';
import { formatView, type ViewMatch } from '../tv-scoreboard/formatView';
import { ScoreEntry } from './ScoreEntry';

interface Props {
  tournament: Tournament;
  games: Game[];
}

function MatchRow({ m, tournamentId }: { m: ViewMatch; tournamentId: string }) {
  return (
    <li data-testid="format-match" data-status={m.status}>
      <span className="fixture-round">{m.label}</span>
      {m.game ? (
        <ScoreEntry game={m.game} tournamentId={tournamentId} editLabel="Edit Score" />
      ) : (
        <span className="muted">
          {m.home} v {m.away}
          {m.status === 'skipped' ? ' · not needed' : ''}
        </span>
      )}
    </li>
  );
}

/**
 * The bracket (single and double elimination) or the standings and rounds (round robin, Swiss) in the
 * Tournament Manager (issue 21), with score entry on every match that has players — a staff correction
 * re-derives everything after it on the server.
 */
export function FormatTab({ tournament, games }: Props) {
  const view = formatView(tournament, games);
  if (!view) return null;
  if (tournament.status === 'setup')
    return <p className="muted">Start the tournament on the Tournaments page to draw its first matches.</p>;
  return (
    <div>
      <p className="muted">
        {view.progress}
        {view.champion ? ` · Champion: ${view.champion}` : ''}
      </p>
      {view.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3>{section.title}</h3>
          <div className="format-bracket">
            {section.columns.map((col) => (
              <section key={col.title} className="card format-column" aria-label={col.title}>
                <h4>{col.title}</h4>
                <ul className="fixtures">
                  {col.matches.map((m) => (
                    <MatchRow key={m.key} m={m} tournamentId={tournament.id} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ))}
      {!isEliminationType(tournament.type) && (
        <>
          <section aria-label="Standings">
            <h3>Standings</h3>
            <table className="standings" data-testid="format-standings">
              <thead>
                <tr>
                  <th>#</th>
                  <th>Player</th>
                  <th>Pts</th>
                  <th>W</th>
                  <th>L</th>
                  <th>Legs +/-</th>
                  {view.type === 'swiss' && <th>Buchholz</th>}
                </tr>
              </thead>
              <tbody>
                {view.table.map((r) => (
                  <tr key={r.player}>
                    <td>{r.place}</td>
                    <td>{r.player}</td>
                    <td>{r.points}</td>
                    <td>{r.wins}</td>
                    <td>{r.losses}</td>
                    <td>{r.legDiff}</td>
                    {view.type === 'swiss' && <td>{r.buchholz}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {view.rounds.map((round) => (
            <section key={round.title} aria-label={round.title}>
              <h3>{round.title}</h3>
              <ul className="fixtures">
                {round.matches.map((m) => (
                  <MatchRow key={m.key} m={m} tournamentId={tournament.id} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
