import { useState } from 'react';
import type { LaneMatch } from '../../../shared/api/tournamentMatch';
import { gameUnderway } from '../../../shared/darts/gameState';
import type { GameState } from '../../../shared/darts/types';
import type { MatchStartChoice } from '../../stores/scoringState';
import { DroppedTapsNotice } from '../../components/lane/DroppedTapsNotice';
import { useT } from '../../i18n/I18nProvider';
import { modeParams } from '../../i18n/dartsWords';
import { useTournamentName } from '../../i18n/tournamentNames';
import './tournamentMatch.css';

/**
 * A tournament match on the lane's tablet (docs/behaviour.md#matches-on-the-lane-tablets). The heading names
 * the tournament and the stage and says the format as a legs target; once the match is decided (the winning
 * dart here, or a staff result in the tournament manager, which wins over the tablet) the board is replaced
 * by the result.
 */
export function MatchHeading({ match, state }: { match: LaneMatch; state: GameState }) {
  const t = useT();
  const stageName = useTournamentName();
  const [home, away] = state.players;
  return (
    <section className="pi-match card" aria-label={t('tablet.match.label')}>
      <h2 className="pi-match-title">
        {match.tournamentName} — {stageName(match.stage)}
      </h2>
      <p className="pi-match-players">
        {home?.name ?? t('tablet.match.tbd')} <span className="muted">{t('tablet.match.versus')}</span>{' '}
        {away?.name ?? t('tablet.match.tbd')}
      </p>
      <p className="pi-match-format muted">
        {t('tablet.mode', modeParams(state.mode))} · {match.formatText}
      </p>
      <p className="pi-match-legs" aria-label={t('tablet.match.legsLabel')}>
        {t('tablet.match.legs', { home: home?.legs ?? 0, away: away?.legs ?? 0 })}
      </p>
    </section>
  );
}

/** Whether the board should give way to the result: the server says so, or this tablet threw the winner. */
export function matchIsOver(match: LaneMatch, state: GameState): boolean {
  return match.status !== 'active' || state.matchWinner !== null;
}

export function MatchOver({ match, state }: { match: LaneMatch; state: GameState }) {
  const t = useT();
  const stageName = useTournamentName();
  const decided = match.status !== 'active';
  const winner = decided ? match.winner : (state.players[state.matchWinner ?? 0]?.name ?? null);
  const legs =
    decided && match.legs ? match.legs : [state.players[0]?.legs ?? 0, state.players[1]?.legs ?? 0];
  return (
    <main className="pi-screen pi-empty">
      <DroppedTapsNotice />
      <section className="card pi-empty-card pi-match-over" aria-labelledby="pi-match-over-title">
        <p className="muted">
          {match.tournamentName} — {stageName(match.stage)}
        </p>
        <h1 id="pi-match-over-title">{t('tablet.win.match')}</h1>
        <p className="pi-match-winner">{winner ?? t('tablet.match.byStaff')}</p>
        <p className="pi-match-legs" aria-label={t('tablet.match.finalLegs')}>
          {state.players[0]?.name} {legs[0]} - {legs[1]} {state.players[1]?.name}
        </p>
        <p className="muted">{decided ? t('tablet.match.decided') : t('tablet.match.sending')}</p>
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
  const t = useT();
  const stageName = useTournamentName();
  const [hidden, setHidden] = useState<boolean[]>(() => state.players.map(() => false));
  const [home, away] = state.players;
  return (
    <main className="pi-screen pi-empty">
      <DroppedTapsNotice />
      <section className="card pi-empty-card pi-match-start" aria-labelledby="pi-match-start-title">
        <h1 id="pi-match-start-title" className="pi-match-title">
          {match.tournamentName} — {stageName(match.stage)}
        </h1>
        <p className="pi-match-players">
          {home?.name ?? t('tablet.match.tbd')} <span className="muted">{t('tablet.match.versus')}</span>{' '}
          {away?.name ?? t('tablet.match.tbd')}
        </p>
        <p className="pi-match-format muted">
          {t('tablet.mode', modeParams(state.mode))} · {match.formatText}
        </p>
        <fieldset className="pi-match-hide">
          <legend>{t('tablet.stats.leaderboard')}</legend>
          {state.players.map((p, i) => (
            <label key={i}>
              <input
                type="checkbox"
                checked={hidden[i] ?? false}
                onChange={(e) => setHidden(hidden.map((h, j) => (j === i ? e.target.checked : h)))}
              />
              <span>{t('tablet.stats.hide', { name: p.name })}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn-primary" onClick={() => onStart(hidden)}>
          {t('tablet.match.start')}
        </button>
      </section>
    </main>
  );
}
