import { memo } from 'react';
import type { Game } from '../../../shared/api/games';
import type { Panel, PanelMatch } from '../../../shared/api/tournaments';
import { FitBox } from './FitBox';
import { useT } from '../../i18n/i18nContext';
import { useTournamentName } from '../../i18n/tournamentNames';
import { groupCards, legsOf, placeStatusText, shownColumns } from './tvView';

/**
 * The TV's one view of each kind of panel — groups, brackets, a table — that every tournament format's
 * state lists (shared/tournament/panels.ts). Each kind is drawn inside a FitBox, so 64 players fit
 * 1920×1080 without the page scrolling. Runs on Chromium 53: plain loops and string concatenation.
 */

type PanelOf<K extends Panel['kind']> = Extract<Panel, { kind: K }>;
type Games = Map<string, Game>;

/**
 * One place of a bracket, small: the label and status, both players with their legs, WIN and LIVE marked.
 * Drawn again only when its place or its game changes (a dart changes one game of a 64-player bracket).
 */
const TvMatch = memo(function TvMatch({ m, game }: { m: PanelMatch; game: Game | undefined }) {
  const t = useT();
  const stageName = useTournamentName();
  const status = game ? game.status : m.skipped ? 'skipped' : 'waiting';
  const legs = legsOf(game);
  const winner = game && game.status === 'completed' ? game.winner : null;
  const row = (name: string | null, side: 0 | 1) => {
    const won = winner !== null && winner === name;
    return (
      <div className={'tv-m-side' + (won ? ' tv-m-won' : '') + (name === null ? ' tv-m-tbd' : '')}>
        <span className="tv-m-name">{name === null ? t('tv.tbd') : name}</span>
        {won && <span className="tv-win">{t('tv.win')}</span>}
        <span className="tv-m-legs">{legs ? String(legs[side]) : ''}</span>
      </div>
    );
  };
  return (
    <div
      className={
        'tv-m' + (status === 'active' ? ' tv-m-live' : '') + (status === 'skipped' ? ' tv-m-skipped' : '')
      }
      data-testid="tv-match"
      data-status={status}
    >
      <div className="tv-m-head">
        <span>{stageName(m.label)}</span>
        {game && game.status === 'active' ? (
          <span className="tv-live">
            {game.laneId ? t('tv.liveLane', { lane: game.laneId }) : t('tv.live')}
          </span>
        ) : (
          <span>{placeStatusText(game, m.skipped, t)}</span>
        )}
      </div>
      {row(game ? game.home : m.home, 0)}
      {row(game ? game.away : m.away, 1)}
    </div>
  );
});

function TvGroups({ panel }: { panel: PanelOf<'groups'> }) {
  const t = useT();
  const name = useTournamentName();
  return (
    <section className="tv-format-section" aria-label={name(panel.title)}>
      <h2 className="tv-section-title">{name(panel.title)}</h2>
      <div className="tv-cards">
        {groupCards(panel).map((card) => (
          <article key={card.groupId} className="tv-card tv-group" data-testid="tv-group">
            <h3>{name(card.title)}</h3>
            <table className="tv-table">
              <tbody>
                {card.rows.map((row) => (
                  <tr key={row.player} className={row.qualifies ? 'tv-qualifies' : undefined}>
                    <td className="tv-player">{row.player}</td>
                    <td className="tv-points">{t('tv.points', { points: row.points })}</td>
                    <td className="tv-record">{row.record}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </div>
    </section>
  );
}

function TvBracket({ panel, games }: { panel: PanelOf<'bracket'>; games: Games }) {
  const name = useTournamentName();
  return (
    <section className="tv-format-section" aria-label={name(panel.title)}>
      <h2 className="tv-section-title">{name(panel.title)}</h2>
      <div className="tv-format-bracket">
        {shownColumns(panel).map((col) => (
          <div key={col.title} className="tv-format-col" aria-label={name(col.title)}>
            <h3 className="tv-format-col-title">{name(col.title)}</h3>
            <div className="tv-format-col-matches">
              {col.matches.map((m) => (
                <TvMatch key={m.key} m={m} game={m.gameId === null ? undefined : games.get(m.gameId)} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function TvTable({ panel }: { panel: PanelOf<'table'> }) {
  const t = useT();
  const name = useTournamentName();
  const buchholz = panel.rows.some((r) => r.buchholz !== null);
  return (
    <section className="tv-format-section" aria-label={name(panel.title)}>
      <h2 className="tv-section-title">{name(panel.title)}</h2>
      <table className="tv-format-table" data-testid="tv-standings">
        <thead>
          <tr>
            <th>#</th>
            <th className="tv-format-player">{t('tv.col.player')}</th>
            <th>{t('tv.col.points')}</th>
            <th>{t('tv.col.record')}</th>
            <th>{t('tv.col.legs')}</th>
            {buchholz && <th>{t('tv.col.buchholz')}</th>}
          </tr>
        </thead>
        <tbody>
          {panel.rows.map((r) => {
            const diff = r.legsFor - r.legsAgainst;
            return (
              <tr key={r.player}>
                <td>{r.place}</td>
                <td className="tv-format-player">{r.player}</td>
                <td>{r.points}</td>
                <td>{r.wins + '-' + r.losses}</td>
                <td>{(diff > 0 ? '+' : '') + diff}</td>
                {buchholz && <td>{r.buchholz}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A tournament's panels on the TV, one FitBox per kind: the groups, the brackets (a knockout not drawn yet
 * is left out), the table. The rounds are the games' own list and are left to the side column.
 */
export function TvPanels({ panels, games }: { panels: readonly Panel[]; games: Games }) {
  const t = useT();
  const groups: PanelOf<'groups'>[] = [];
  const brackets: PanelOf<'bracket'>[] = [];
  const tables: PanelOf<'table'>[] = [];
  for (const p of panels) {
    if (p.kind === 'groups' && p.groups.length > 0) groups.push(p);
    else if (p.kind === 'bracket' && shownColumns(p).length > 0) brackets.push(p);
    else if (p.kind === 'table') tables.push(p);
  }
  return (
    <>
      {groups.length > 0 && (
        <FitBox label={t('tv.groupsView')}>
          {groups.map((p) => (
            <TvGroups key={p.title} panel={p} />
          ))}
        </FitBox>
      )}
      {brackets.length > 0 && (
        <FitBox label={t('tv.bracketView')}>
          {brackets.map((p) => (
            <TvBracket key={p.title} panel={p} games={games} />
          ))}
        </FitBox>
      )}
      {tables.length > 0 && (
        <FitBox label={t('tv.standingsView')}>
          {tables.map((p) => (
            <TvTable key={p.title} panel={p} />
          ))}
        </FitBox>
      )}
    </>
  );
}
