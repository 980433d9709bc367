import { tournamentQueries } from '../../api/queries/tournaments';
import { clockText, dateText, SECTIONS, statusBadge, TOURNAMENTS_POLL_MS } from './tvView';
import { isBrowsingAll, useTvNavigate } from './tvNavigation';
import { TvTournament } from './TvTournament';
import { useScreenQuery } from '../../api/screenQuery';
import { useNow } from '../../components/kit/useNow';

/**
 * 'Tournament Dashboard': every tournament as a card, grouped Live, Setup and Completed. When
 * exactly one tournament is live it is shown by itself instead, until Back is pressed (tvNavigation.ts).
 */
export function TvSelection() {
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
          <h1 className="tv-title">Tournament Dashboard</h1>
          <p className="tv-sub">{dateText(now)}</p>
        </div>
        <div className="tv-header-side">
          <span className="tv-clock">{clockText(now)}</span>
          <span className="tv-count">
            {list.length} {list.length === 1 ? 'Tournament' : 'Tournaments'}
          </span>
        </div>
      </header>
      {tournaments.isSuccess && list.length === 0 && <p className="tv-empty">No Tournaments Available</p>}
      {tournaments.isError && <p className="tv-empty">Scoreboard offline - retrying</p>}
      {SECTIONS.map((section) => {
        const inSection = list.filter((t) => t.status === section.status);
        if (inSection.length === 0) return null;
        return (
          <section key={section.status} className="tv-section" aria-label={section.title}>
            <h2 className="tv-section-title">{section.title}</h2>
            <div className="tv-cards">
              {inSection.map((t) => (
                <article
                  key={t.id}
                  className="tv-card tv-pick"
                  onClick={() => navigate('/tv/scoreboard/' + t.id)}
                >
                  <h3>{t.name}</h3>
                  <p className="tv-sub">
                    {t.players.length} players · {t.gameMode} ·{' '}
                    <span className="tv-badge">{statusBadge(t.status)}</span>
                  </p>
                  <button
                    type="button"
                    className="tv-button"
                    onClick={() => navigate('/tv/scoreboard/' + t.id)}
                  >
                    {section.button}
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
