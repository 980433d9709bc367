import type { GameState } from '../../../shared/darts/types';
import { checkoutHint, cricketMarks, scoreCaption } from './scoreView';

/** The players panel: name, score, legs and sets, whose turn it is, and the checkout hint. */
export function PlayersPanel({ state }: { state: GameState }) {
  const caption = scoreCaption(state.mode);
  return (
    <section className="pi-panel pi-players" aria-labelledby="pi-players-title">
      <h2 id="pi-players-title" className="pi-panel-title">
        Players
      </h2>
      <ol className="pi-player-list">
        {state.players.map((player, index) => {
          const current = index === state.currentPlayer && state.legWinner === null;
          const hint = checkoutHint(state, index);
          const out = state.mode === 'Killer' && player.score <= 0;
          return (
            <li
              key={index}
              className={`pi-player${current ? ' pi-player-current' : ''}${out ? ' pi-player-out' : ''}`}
              aria-current={current ? 'true' : undefined}
              data-testid={`player-${index}`}
            >
              <div className="pi-player-head">
                <span className="pi-player-name">{player.name}</span>
                {current ? <span className="badge pi-turn-badge">Throwing</span> : null}
              </div>
              <div className="pi-player-score" aria-label={`${player.name} score ${player.score}`}>
                {player.score}
                <span className="pi-score-caption">{caption}</span>
              </div>
              <div className="pi-player-stats">
                <span>Legs: {player.legs}</span>
                <span>Sets: {player.sets}</span>
                <span>Avg: {player.average.toFixed(2)}</span>
              </div>
              {state.mode === 'Cricket' ? <CricketMarks marks={player.marks} /> : null}
              {state.mode === 'Killer' ? (
                <div className="pi-player-stats">
                  <span>Number: {player.killerNumber ?? 'throw to pick'}</span>
                  {player.isKiller ? <span className="badge">Killer</span> : null}
                </div>
              ) : null}
              {hint ? (
                <div className="pi-checkout" aria-label={`Checkout ${hint.join(' ')}`}>
                  Checkout: <strong>{hint.join(' ')}</strong>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CricketMarks({ marks }: { marks: number[] }) {
  return (
    <div className="pi-cricket" aria-label="Cricket marks">
      {cricketMarks(marks).map(({ target, chalk }) => (
        <span key={target} className="pi-cricket-cell">
          <span className="pi-cricket-target">{target}</span>
          <span className="pi-cricket-chalk">{chalk || '·'}</span>
        </span>
      ))}
    </div>
  );
}
