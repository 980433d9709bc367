import { leagueMatchNightEndpoints, type NightFixture } from '../../../shared/api/leagueMatchNight';
import { formatNumber } from '../../../shared/i18n/format';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLane } from '../../api/queries/lanes';
import { useLeagueNightWrite } from '../../api/queries/leagueNight';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { lineupsIn } from './nightView';

/**
 * A fixture's games in the format's order: who plays (once both orders of play are in, so neither captain
 * picks against the other's sheet), the legs, whether it waits, is on a lane or is finished, and for a
 * waiting game the tap that puts it onto this lane. The server's refusal is shown as its sentence.
 */
export function FixtureGames({ laneId, night }: { laneId: number; night: NightFixture }) {
  const t = useT();
  const language = useLanguage();
  const lane = useLane(laneId);
  const laneNumber = lane.data?.number ?? laneId;
  const { fixture } = night;
  const start = useLeagueNightWrite(laneId, (gameNumber: number) =>
    call(leagueMatchNightEndpoints.startGame, {
      params: { id: laneId, fixtureId: fixture.id, gameNumber },
    }),
  );
  const ready = lineupsIn(night);
  const laneBusy = night.games.some((g) => g.status === 'playing' && g.laneId === laneId);
  const playing = fixture.status === 'scheduled' || fixture.status === 'postponed';
  return (
    <section className="ln-games-section" aria-label={t('leagueNight.tablet.games')}>
      {playing && !ready && <p className="muted">{t('leagueNight.tablet.waitLineups')}</p>}
      {!ready && playing && <p className="muted">{t('leagueNight.tablet.hiddenPlayers')}</p>}
      {start.isError && (
        <p className="ln-error" role="alert">
          {errorMessage(start.error, t('leagueNight.tablet.failed'))}
        </p>
      )}
      <ol className="ln-games">
        {night.games.map((g) => (
          <li key={g.gameNumber} className={`ln-game ln-game-${g.status}`}>
            <div className="ln-game-title" id={`ln-game-${fixture.id}-${g.gameNumber}`}>
              <strong>{t('leagueNight.game', { number: g.gameNumber, kind: g.kind })}</strong>
              <span className="muted">
                {' · '}
                {t('leagueNight.tablet.bestOf', { legs: g.legsToWin * 2 - 1 })}
              </span>
            </div>
            {g.status === 'waiting' && (
              <div className="muted">
                {t('leagueNight.tablet.firstThrow', {
                  team: g.firstThrow === 'home' ? fixture.home : fixture.away,
                })}
              </div>
            )}
            {ready && (
              <div className="ln-game-players">
                {t('leagueNight.tablet.versus', {
                  home: g.homePlayers.join(' & '),
                  away: g.awayPlayers.join(' & '),
                })}
              </div>
            )}
            <div className="ln-game-state">
              <span>
                {t('leagueNight.tablet.legs', {
                  home: formatNumber(g.homeLegs, language),
                  away: formatNumber(g.awayLegs, language),
                })}
              </span>
              <span className="ln-game-status">
                {t('leagueNight.gameStatus', { status: g.status, lane: g.laneNumber ?? '' })}
              </span>
              {g.status === 'waiting' && ready && playing && (
                <button
                  type="button"
                  className="btn btn-primary ln-tap"
                  disabled={laneBusy || start.isPending}
                  aria-describedby={`ln-game-${fixture.id}-${g.gameNumber}`}
                  onClick={() => start.mutate(g.gameNumber)}
                >
                  {t('leagueNight.tablet.start', { lane: laneNumber })}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
