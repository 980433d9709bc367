import type { NightFixture, NightGame } from '../../../shared/api/leagueMatchNight';
import { formatNumber } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { fixtureScore } from './nightView';

/**
 * Above the scoring screen while it plays a league game: the league, which game of which fixture this is,
 * and the fixture's games score so far. The game itself is scored as every lane game is.
 */
export function LeagueGameHeading({ fixture, game }: { fixture: NightFixture; game: NightGame }) {
  const t = useT();
  const language = useLanguage();
  const score = fixtureScore(fixture);
  const { home, away } = fixture.fixture;
  return (
    <section className="pi-match card" aria-label={t('leagueNight.tablet.gameOn')}>
      <h2 className="pi-match-title">
        {fixture.leagueName} — {t('leagueNight.game', { number: game.gameNumber, kind: game.kind })}
      </h2>
      <p className="pi-match-format muted">
        {t('leagueNight.tablet.score', {
          home,
          away,
          homeGames: formatNumber(score.home, language),
          awayGames: formatNumber(score.away, language),
        })}
      </p>
    </section>
  );
}
