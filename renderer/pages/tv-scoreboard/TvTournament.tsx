import { useMemo } from 'react';
import type { Game } from '../../../shared/api/games';
import type { TournamentState } from '../../../shared/api/tournaments';
import { tournamentQueries } from '../../api/queries/tournaments';
import { useScreenQuery } from '../../api/screenQuery';
import { useNow } from '../../components/kit/useNow';
import { FitBox } from './FitBox';
import { useT, type Translate } from '../../i18n/i18nContext';
import { captionKey, modeParams } from '../../i18n/dartsWords';
import { TvPanels } from './TvPanels';
import { useTournamentName } from '../../i18n/tournamentNames';
import { browseAllTournaments, useTvNavigate } from './tvNavigation';
import {
  championOf,
  clockText,
  currentGames,
  GAMES_POLL_MS,
  liveScore,
  recentResults,
  statusBadge,
} from './tvView';

function resultText(game: Game, t: Translate): string {
  const legs = game.scores.legs;
  return Array.isArray(legs) ? String(legs[0]) + '-' + String(legs[1]) : t('tv.versus');
}

/** A game being played: its lane, players and, when a lane's tablet scores it, each player's score and the legs. */
function TvCurrentGame({ game, label }: { game: Game; label: string }) {
  const t = useT();
  const live = liveScore(game);
  const side = (index: 0 | 1) =>
    live ? (
      <span className="tv-remaining" data-testid="tv-remaining">
        {String(live.scores[index])}{' '}
        <span className="tv-caption">{t('tv.caption', { caption: captionKey(live.caption) })}</span>
      </span>
    ) : null;
  return (
    <li className="tv-current-game" data-testid="tv-current">
      <div className="tv-game-head">
        <span className="tv-game-label">{label}</span>
        <span className="tv-live">
          {game.laneId ? t('tv.liveLane', { lane: game.laneId }) : t('tv.live')}
        </span>
      </div>
      <div className="tv-current-players">
        {game.home} {t('tv.versus')} {game.away}
      </div>
      {live && (
        <div className="tv-current-score">
          {side(0)} · {side(1)}
        </div>
      )}
      {live && (
        <p className="tv-live-legs" data-testid="tv-live-legs">
          {t('tv.legs', { home: live.legs[0], away: live.legs[1] })}
        </p>
      )}
    </li>
  );
}

/** The games being played and the latest results, beside the panels. */
function TvGamesSide({ state }: { state: TournamentState }) {
  const t = useT();
  const live = currentGames(state.games);
  const recent = recentResults(state.games);
  const name = useTournamentName();
  const labelOf = (g: Game) => name(state.labels[g.id] || '');
  return (
    <div className="tv-format-side">
      <FitBox label={t('tv.games')}>
        <section aria-label={t('tv.current')}>
          <h2 className="tv-section-title">{t('tv.current')}</h2>
          {live.length === 0 ? (
            <p className="tv-sub">{t('tv.noCurrent')}</p>
          ) : (
            <ul className="tv-format-list tv-current">
              {live.map((g) => (
                <TvCurrentGame key={g.id} game={g} label={labelOf(g)} />
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t('tv.recent')}>
          <h2 className="tv-section-title">{t('tv.recent')}</h2>
          {recent.length === 0 ? (
            <p className="tv-sub">{t('tv.noRecent')}</p>
          ) : (
            <ol className="tv-results">
              {recent.map((g) => (
                <li key={g.id} data-testid="tv-result">
                  <span className="tv-game-label">{labelOf(g)}</span> {g.home} {resultText(g, t)} {g.away}
                </li>
              ))}
            </ol>
          )}
        </section>
      </FitBox>
    </div>
  );
}

/**
 * One tournament on the venue TV, whatever its format, laid out for 1920×1080 and read from across the
 * room: the header, the games being played and the latest results, and the panels its format lists (groups,
 * brackets, a table). Everything comes from the tournament's state: fetched once and every 5 s (the games'
 * poll), and kept current by the socket (tvLive.ts), which carries the state with every change and each
 * game as its darts are thrown.
 */
export function TvTournament({ id }: { id: string }) {
  const words = useT();
  const name = useTournamentName();
  const now = useNow();
  const navigate = useTvNavigate();
  const answer = useScreenQuery({ ...tournamentQueries.state(id), refetchInterval: GAMES_POLL_MS });
  const state = answer.data;
  const games = useMemo(() => {
    const map = new Map<string, Game>();
    if (state) for (const g of state.games) map.set(g.id, g);
    return map;
  }, [state]);

  const back = (
    <button
      type="button"
      className="tv-button tv-back"
      onClick={() => {
        browseAllTournaments();
        navigate('/tv/scoreboard');
      }}
    >
      {words('tv.back')}
    </button>
  );
  if (!state) {
    return (
      <div className="tv-header">
        {back}
        <p className="tv-empty">{answer.isError ? words('tv.notFound') : words('tv.loading')}</p>
      </div>
    );
  }
  const t = state.tournament;
  const champion = championOf(state);
  return (
    <div className="tv-screen">
      <header className="tv-header">
        {back}
        <div className="tv-header-main">
          <h1 className="tv-title">{t.name}</h1>
          <p className="tv-sub">
            {words('tv.type', { type: t.type })} · {words('tv.players', { count: t.players.length })} ·{' '}
            {words('tv.mode', modeParams(t.gameMode))} · {name(state.progress)} ·{' '}
            <span className="tv-badge">{statusBadge(t.status, words)}</span>
          </p>
        </div>
        {champion && <div className="tv-champion">{words('tv.champion', { name: champion })}</div>}
        <span className="tv-clock">{clockText(now)}</span>
      </header>
      <div className="tv-format-body">
        <TvGamesSide state={state} />
        <TvPanels panels={state.panels} games={games} />
      </div>
    </div>
  );
}
