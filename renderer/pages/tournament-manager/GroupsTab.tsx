import type { GroupsResponse, KnockoutResponse, Tournament } from '../../../shared/api/tournaments';
import { STAGE_TITLES, firstStageFor, bracketSizeFor } from '../../../shared/tournament/knockout';
import { ScoreEntry } from './ScoreEntry';
import { useAdvanceGroups } from './managerData';

/** True when every group game is completed (SPEC §2: the advance button appears then). */
export function groupsComplete(groups: GroupsResponse | undefined): boolean {
  if (!groups) return false;
  const games = Object.values(groups).flatMap((g) => g.games);
  return games.length > 0 && games.every((g) => g.status === 'completed');
}

export function hasKnockout(knockout: KnockoutResponse | undefined): boolean {
  return !!knockout && knockout.quarter.length + knockout.semi.length + knockout.final.length > 0;
}

/**
 * The advance button. SPEC names it 'Advance to Quarter Finals'; decision: with 2 groups (4 qualifiers)
 * the knockout starts at the semi finals and the button says so rather than promise quarter finals.
 */
export function AdvanceButton({
  tournament,
  onAdvanced,
}: {
  tournament: Tournament;
  onAdvanced: () => void;
}) {
  const advance = useAdvanceGroups(tournament.id);
  const qualifiers = Math.min(tournament.groupCount * tournament.advancePerGroup, 8);
  const stage = firstStageFor(bracketSizeFor(qualifiers));
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={advance.isPending}
      onClick={() => advance.mutate(undefined, { onSuccess: onAdvanced })}
    >
      Advance to {STAGE_TITLES[stage]}
    </button>
  );
}

interface Props {
  tournament: Tournament;
  groups: GroupsResponse | undefined;
  knockout: KnockoutResponse | undefined;
  onAdvanced: () => void;
}

/** Groups: each group's standings (top 2 highlighted as qualifiers) and fixtures with score entry. */
export function GroupsTab({ tournament, groups, knockout, onAdvanced }: Props) {
  if (!groups) return <p className="muted">Loading groups...</p>;
  const ids = Object.keys(groups).sort();
  return (
    <div>
      {groupsComplete(groups) && !hasKnockout(knockout) && (
        <div className="manager-banner">
          <span>Every group game is complete.</span>
          <AdvanceButton tournament={tournament} onAdvanced={onAdvanced} />
        </div>
      )}
      <div className="group-grid">
        {ids.map((id) => (
          <section key={id} className="card group-card" aria-label={`Group ${id}`}>
            <h3>Group {id}</h3>
            <table className="standings">
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">W</th>
                  <th scope="col">L</th>
                  <th scope="col">LF</th>
                  <th scope="col">LA</th>
                  <th scope="col">Pts</th>
                </tr>
              </thead>
              <tbody>
                {groups[id].standings.map((s, i) => (
                  <tr key={s.player} className={i < tournament.advancePerGroup ? 'qualifier' : undefined}>
                    <td>{s.player}</td>
                    <td>{s.wins}</td>
                    <td>{s.losses}</td>
                    <td>{s.legsFor}</td>
                    <td>{s.legsAgainst}</td>
                    <td>{s.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h4>Fixtures</h4>
            <ul className="fixtures">
              {groups[id].games.map((g) => (
                <li key={g.id}>
                  <span className="muted fixture-round">R{g.roundNumber}</span>
                  <ScoreEntry game={g} tournamentId={tournament.id} editLabel="Edit" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
