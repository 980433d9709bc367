import { useState } from 'react';
import type { LaneMatch } from '../../../shared/api/tournamentMatch';
import { gameUnderway } from '../../../shared/darts/gameState';
import type { GameState } from '../../../shared/darts/types';
import type { MatchStartChoice } from '../../stores/scoringTurn';
import { DroppedTapsNotice } from './DroppedTapsNotice';
import './tournamentMatch.css';

/**
 * A tournament match on the lane's tablet (docs/behaviour.md#matches-on-the-lane-tablets). The heading names
 * the tournament and the stage and says the format as a legs target; once the match is decided (the winning
 * dart here, or a staff result in the tournament manager, which wins over the tablet) the board is replaced
 * by the result.
 */
export function MatchHeading({ match, state }: { match: LaneMatch; state: GameState }) {
  const [home, away] = state.players;
  return (
    <section className="pi-match card" aria-label="Tournament match">
      <h2 className="pi-match-title">
        {match.tournamentName} — {match.stage}
      </h2>
      <p className="pi-match-players">
        {home?.name ?? 'TBD'} <span className="muted">v</span> {away?.name ?? 'TBD'}
      </p>
      <p className="pi-match-format muted">
        {state.mode} · {match.formatText}
      </p>
      <p className="pi-match-legs" aria-label="Legs in this match">
        Legs {home?.legs ?? 0} - {away?.legs ?? 0}
      </p>
    </section>
  );
}

/** Whether the board should give way to the result: the server says so, or this tablet threw the winner. */
export function matchIsOver(match: LaneMatch, state: GameState): boolean {
  return match.status !== 'active' || state.matchWinner !== null;
}

export function MatchOver({ match, state }: { match: LaneMatch; state: GameState }) {
  const decided = match.status !== 'active';
  const winner = decided ? match.winner : (state.players[state.matchWinner ?? 0]?.name ?? null);
  const legs =
    decided && match.legs ? match.legs : [state.players[0]?.legs ?? 0, state.players[1]?.legs ?? 0];
  return (
    <main className="pi-screen pi-empty">
      <DroppedTapsNotice />
      <section className="card pi-empty-card pi-match-over" aria-labelledby="pi-match-over-title">
        <p className="muted">
          {match.tournamentName} — {match.stage}
        </p>
        <h1 id="pi-match-over-title">Match Winner!</h1>
        <p className="pi-match-winner">{winner ?? 'Result entered by staff'}</p>
        <p className="pi-match-legs" aria-label="Final legs">
          {state.players[0]?.name} {legs[0]} - {legs[1]} {state.players[1]?.name}
        </p>
        <p className="muted">
          {decided
            ? 'The result is with the tournament. This lane is free for the next match.'
            : 'Sending the result to the tournament...'}
        </p>
      </section>
    </main>
  );
}

/**
 * A match waits on its tablet for the players to start it — with each one's 'Hide from leaderboard' choice —
 * until they have (here, or on another screen that has thrown a dart since). Its names reach the venue TV
 * from the first dart, so the choice always comes first.
 */
export function matchWaitsForStart(
  match: LaneMatch,
  state: GameState,
  gameId: string | null,
  started: MatchStartChoice | null,
): boolean {
  return match.status === 'active' && !gameUnderway(state) && started?.gameId !== gameId;
}

export function MatchStart({
  match,
  state,
  onStart,
}: {
  match: LaneMatch;
  state: GameState;
  onStart(hidden: boolean[]): void;
}) {
  const [hidden, setHidden] = useState<boolean[]>(() => state.players.map(() => false));
  const [home, away] = state.players;
  return (
    <main className="pi-screen pi-empty">
      <DroppedTapsNotice />
      <section className="card pi-empty-card pi-match-start" aria-labelledby="pi-match-start-title">
        <h1 id="pi-match-start-title" className="pi-match-title">
          {match.tournamentName} — {match.stage}
        </h1>
        <p className="pi-match-players">
          {home?.name ?? 'TBD'} <span className="muted">v</span> {away?.name ?? 'TBD'}
        </p>
        <p className="pi-match-format muted">
          {state.mode} · {match.formatText}
        </p>
        <fieldset className="pi-match-hide">
          <legend>Tonight&apos;s leaderboard on the venue TV</legend>
          {state.players.map((p, i) => (
            <label key={i}>
              <input
                type="checkbox"
                checked={hidden[i] ?? false}
                onChange={(e) => setHidden(hidden.map((h, j) => (j === i ? e.target.checked : h)))}
              />
              <span>Hide {p.name} from leaderboard</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn-primary" onClick={() => onStart(hidden)}>
          Start Match
        </button>
      </section>
    </main>
  );
}
