import { type Leaderboard, type LeaderboardEntry, type VenueLane } from '../../../shared/api/venue';
import { venueQueries } from '../../api/queries/venue';
import { useScreenQuery } from '../../api/screenQuery';
import { clockText } from '../tv-scoreboard/tvView';
import { useNow } from '../../components/kit/useNow';
import { LEADERBOARD_COLUMNS, legsText } from './venueView';
import { useLanguage, useT } from '../../i18n/i18nContext';
import { modeParams } from '../../i18n/dartsWords';
import { useTournamentName } from '../../i18n/tournamentNames';
import { useNumberedNames } from '../../i18n/numberedNames';
import './tvVenue.css';

/**
 * /tv/venue (docs/behaviour.md#the-venue-view): the venue's night on the TV — every lane's live game and
 * tonight's leaderboard. Loaded once, then drawn from every `venue_updated` socket message, which carries the
 * whole view (tv-scoreboard/tvLive.ts), and fetched again after a reconnect. It uses the TV's small cache,
 * not react-query, to keep the TV build light (docs/wire.md).
 *
 * Laid out for 1920×1080 with up to 10 lanes and no scrolling, and read from across the bar (about 4 m away):
 * scores at least 64 px and names at least 36 px, so the lanes take the screen's whole width and the
 * leaderboard a strip below them. Each lane shows its name as players know it; a lane or a player named from a
 * number ('Lane 3', 'Player 2') reads in the venue's language.
 */
export default function TvVenuePage() {
  const t = useT();
  const now = useNow();
  const venue = useScreenQuery(venueQueries.view());
  const view = venue.data;
  return (
    <div className="tv tv-venue">
      <header className="tv-header">
        <div>
          <h1 className="tv-title">{view?.venueName ?? t('tv.venue.tonight')}</h1>
          <p className="tv-sub">{t('tv.venue.sub')}</p>
        </div>
        <span className="tv-clock">{clockText(now)}</span>
      </header>
      {venue.isError && <p className="tv-empty">{t('tv.venue.offline')}</p>}
      {view && (
        <div className="venue-body">
          <section className="venue-lanes" aria-label={t('tv.venue.lanes')}>
            {view.lanes.map((lane) => (
              <LaneCard key={lane.laneId} lane={lane} />
            ))}
          </section>
          {view.leaderboard && <LeaderboardPanel board={view.leaderboard} />}
        </div>
      )}
    </div>
  );
}

/**
 * One lane: its live game, a session's or a tournament match's (the match is named above its players, and
 * says 'Waiting to start' until its first dart brings the players in).
 */
function LaneCard({ lane }: { lane: VenueLane }) {
  const t = useT();
  const stageName = useTournamentName();
  const names = useNumberedNames();
  const name = names.lane(lane);
  const game = lane.game;
  const live = game !== null || lane.match !== null;
  return (
    <article
      className={`venue-lane${live ? ' venue-lane-live' : ''}${lane.match ? ' venue-lane-match' : ''}`}
      aria-label={name}
    >
      <header className="venue-lane-head">
        <span className="venue-lane-name">{name}</span>
        {/* In the header line, so a six-player lane's card never needs another row for it. */}
        {game && game.turn.length > 0 && <span className="venue-turn">{game.turn.join(' · ')}</span>}
        <span className="venue-lane-mode">
          {game ? t('tv.mode', modeParams(game.mode)) : t('tv.venue.status', { status: lane.status })}
        </span>
      </header>
      {lane.match && (
        <p className="venue-match">
          {lane.match.tournamentName} — {stageName(lane.match.stage)}
          {game ? '' : t('tv.venue.waiting')}
        </p>
      )}
      {game && (
        <ul className="venue-players">
          {game.players.map((p, i) => {
            const turn = i === game.currentPlayer && game.legWinner === null;
            const won = game.legWinner === i;
            return (
              <li
                key={i}
                className={`venue-player${turn ? ' venue-player-turn' : ''}${won ? ' venue-player-won' : ''}`}
              >
                <span className="venue-player-name">
                  {turn ? '▶ ' : ''}
                  {names.player(p.name)}
                </span>
                <span className="venue-legs">{legsText(p, t)}</span>
                <span className="venue-player-score">{p.score}</span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

function LeaderboardPanel({ board }: { board: Leaderboard }) {
  const t = useT();
  const language = useLanguage();
  const names = useNumberedNames();
  return (
    <section className="venue-board" aria-label={t('tv.venue.board')}>
      <h2 className="venue-board-title">{t('tv.venue.board')}</h2>
      {LEADERBOARD_COLUMNS.map((column) => (
        <div key={column.key} className="venue-board-column">
          <h3>{t(column.title)}</h3>
          {board[column.key].length === 0 ? (
            <p className="venue-board-empty">{t(column.empty)}</p>
          ) : (
            <ol>
              {board[column.key].map((entry: LeaderboardEntry, i) => (
                <li key={`${entry.laneNumber}-${entry.name}-${i}`}>
                  <span className="venue-board-name">
                    {names.player(entry.name)}{' '}
                    <span className="venue-board-lane">
                      {t('tv.venue.lane', { number: entry.laneNumber })}
                    </span>
                  </span>
                  <span className="venue-board-value">{column.format(entry.value, language)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}
