import { leagueNightEndpoints } from '../../../shared/api/leagueNights';
import type { NightFixture } from '../../../shared/api/leagueMatchNight';
import { formatNumber } from '../../../shared/i18n/format';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLeagueNightWrite } from '../../api/queries/leagueNight';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { fixtureScore, type Side } from './nightView';

/**
 * Once every game has its result: the final score in front of both captains, and a tap each to sign it off.
 * A side that has signed shows so (the server keeps its first tap); after both, the fixture says it is signed
 * off by both and stays on the card for the rest of the night.
 */
export function SignOff({ laneId, night }: { laneId: number; night: NightFixture }) {
  const t = useT();
  const language = useLanguage();
  const { fixture } = night;
  const score = fixtureScore(night);
  const sign = useLeagueNightWrite(laneId, (side: Side) =>
    call(leagueNightEndpoints.signOff, {
      params: { id: laneId, fixtureId: fixture.id },
      body: { side },
    }),
  );
  const signed = { home: fixture.homeSignedAt !== null, away: fixture.awaySignedAt !== null };
  return (
    <section className="ln-signoff" aria-labelledby={`ln-signoff-${fixture.id}`}>
      <h3 id={`ln-signoff-${fixture.id}`}>{t('leagueNight.tablet.signOffTitle')}</h3>
      <p className="ln-final" data-testid="ln-final">
        {t('leagueNight.tablet.finalScore', {
          home: fixture.home,
          away: fixture.away,
          homeGames: formatNumber(score.home, language),
          awayGames: formatNumber(score.away, language),
        })}
      </p>
      {signed.home && signed.away ? (
        <p className="ln-signed-both" role="status">
          {t('leagueNight.tablet.bothSigned')}
        </p>
      ) : (
        <p className="muted">{t('leagueNight.tablet.signOffHint')}</p>
      )}
      {sign.isError && (
        <p className="ln-error" role="alert">
          {errorMessage(sign.error, t('leagueNight.tablet.failed'))}
        </p>
      )}
      <div className="ln-actions">
        {(['home', 'away'] as const).map((side) => {
          const team = side === 'home' ? fixture.home : fixture.away;
          return signed[side] ? (
            <p key={side} className="ln-signed">
              {t('leagueNight.tablet.signed', { team })}
            </p>
          ) : (
            <button
              key={side}
              type="button"
              className="btn btn-primary ln-tap"
              disabled={sign.isPending}
              onClick={() => sign.mutate(side)}
            >
              {t('leagueNight.tablet.signOff', { team })}
            </button>
          );
        })}
      </div>
    </section>
  );
}
