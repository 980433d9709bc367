import { useState } from 'react';
import { leagueMatchNightEndpoints, type NightFixture } from '../../../shared/api/leagueMatchNight';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLeagueNightWrite } from '../../api/queries/leagueNight';
import { useT } from '../../i18n/I18nProvider';
import { draftLineup, lineupBody, type Place, type Side } from './nightView';

const SUBSTITUTE = '__substitute';

/**
 * A captain's order of play: for every game of the format, in order, each place a player from the side's
 * roster or a substitute typed by name. Starts from the order already entered, else from the roster in order.
 * Saving sends the whole sheet; a refusal is the server's sentence, and the form keeps what was chosen.
 */
export function LineupForm({
  laneId,
  night,
  side,
  onDone,
}: {
  laneId: number;
  night: NightFixture;
  side: Side;
  onDone(): void;
}) {
  const t = useT();
  const roster = night.rosters[side];
  const team = side === 'home' ? night.fixture.home : night.fixture.away;
  const [places, setPlaces] = useState<Place[][]>(() => draftLineup(night.games, side, roster));
  const save = useLeagueNightWrite(laneId, () =>
    call(leagueMatchNightEndpoints.lineup, {
      params: { id: laneId, fixtureId: night.fixture.id },
      body: lineupBody(side, places),
    }),
  );
  const put = (game: number, place: number, value: Place) =>
    setPlaces((all) => all.map((g, i) => (i === game ? g.map((p, j) => (j === place ? value : p)) : g)));
  return (
    <form
      className="card ln-lineup-form"
      aria-labelledby="ln-lineup-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <h1 id="ln-lineup-title">{t('leagueNight.tablet.lineupTitle', { team })}</h1>
      <p className="muted">{t('leagueNight.tablet.lineupHint')}</p>
      <ol className="ln-lineup-games">
        {night.games.map((g, gi) => (
          <li key={g.gameNumber} className="ln-lineup-game">
            <span className="ln-game-title">
              <strong>{t('leagueNight.game', { number: g.gameNumber, kind: g.kind })}</strong>
            </span>
            <div className="ln-places">
              {(places[gi] ?? []).map((p, pi) => {
                const words = { number: g.gameNumber, place: pi + 1 };
                const isSub = 'substitute' in p;
                return (
                  <div key={pi} className="ln-place">
                    <select
                      className="ln-select"
                      aria-label={t('leagueNight.tablet.place', words)}
                      value={isSub ? SUBSTITUTE : p.playerId}
                      onChange={(e) =>
                        put(
                          gi,
                          pi,
                          e.target.value === SUBSTITUTE ? { substitute: '' } : { playerId: e.target.value },
                        )
                      }
                    >
                      {roster.map((r) => (
                        <option key={r.id} value={r.id}>
                          {r.name}
                        </option>
                      ))}
                      <option value={SUBSTITUTE}>{t('leagueNight.tablet.substitute')}</option>
                    </select>
                    {isSub && (
                      <input
                        className="ln-input"
                        type="text"
                        maxLength={40}
                        aria-label={t('leagueNight.tablet.substituteName', words)}
                        value={p.substitute}
                        onChange={(e) => put(gi, pi, { substitute: e.target.value })}
                      />
                    )}
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      {save.isError && (
        <p className="ln-error" role="alert">
          {errorMessage(save.error, t('leagueNight.tablet.failed'))}
        </p>
      )}
      <div className="ln-actions">
        <button type="button" className="btn btn-outline ln-tap" onClick={onDone}>
          {t('leagueNight.tablet.back')}
        </button>
        <button type="submit" className="btn btn-primary ln-tap" disabled={save.isPending}>
          {t('leagueNight.tablet.save')}
        </button>
      </div>
    </form>
  );
}
