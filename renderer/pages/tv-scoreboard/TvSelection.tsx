import { tournamentQueries } from '../../api/queries/tournaments';
import { clockText, dateText, SECTIONS, statusBadge, TOURNAMENTS_POLL_MS } from './tvView';
import { isBrowsingAll, useTvNavigate } from './tvNavigation';
import { TvTournament } from './TvTournament';
import { useScreenQuery } from '../../api/screenQuery';
import { useNow } from '../../components/kit/useNow';
import { useLanguage, useT } from '../../i18n/i18nContext';
import { modeParams } from '../../i18n/dartsWords';

/**
 * 'Tournament Dashboard': every tournament as a card, grouped Live, Setup and Completed. When
 * exactly one tournament is live it is shown by itself instead, until Back is pressed (tvNavigation.ts).
 */
export function TvSelection() {
  const t = useT();
  const language = useLanguage();
  const now = useNow();
  const navigate = useTvNavigate();
  const tournaments = useScreenQuery({ ...tournamentQueries.list(), refetchInterval: TOURNAMENTS_POLL_MS });
  const list = (tournaments.data ?? []).filter((t) => t.status !== 'cancelled');
  const live = list.filter((t) => t.status === 'active');
  if (live.length === 1 && !isBrowsingAll()) return <TvTournament id={live[0].id} />;
  return (
    <>
      <header className="tv-header">
        <div>
          <h1 className="tv-title">{t('tv.dashboard')}</h1>
          <p className="tv-sub">{dateText(now, language)}</p>
        </div>
        <div className="tv-header-side">
          <span className="tv-clock">{clockText(now)}</span>
          <span className="tv-count">{t('tv.tournaments', { count: list.length })}</span>
        </div>
      </header>
      {tournaments.isSuccess && list.length === 0 && <p className="tv-empty">{t('tv.none')}</p>}
      {tournaments.isError && <p className="tv-empty">{t('tv.offline')}</p>}
      {SECTIONS.map((section) => {
        const inSection = list.filter((x) => x.status === section.status);
        if (inSection.length === 0) return null;
        return (
          <section key={section.status} className="tv-section" aria-label={t(section.title)}>
            <h2 className="tv-section-title">{t(section.title)}</h2>
            <div className="tv-cards">
              {inSection.map((tournament) => (
                <article
                  key={tournament.id}
                  className="tv-card tv-pick"
                  onClick={() => navigate('/tv/scoreboard/' + tournament.id)}
                >
                  <h3>{tournament.name}</h3>
                  <p className="tv-sub">
                    {t('tv.players', { count: tournament.players.length })} ·{' '}
                    {t('tv.mode', modeParams(tournament.gameMode))} ·{' '}
                    <span className="tv-badge">{statusBadge(tournament.status, t)}</span>
                  </p>
                  <button
                    type="button"
                    className="tv-button"
                    onClick={() => navigate('/tv/scoreboard/' + tournament.id)}
                  >
                    {t(section.button)}
                  </button>
                </article>
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
