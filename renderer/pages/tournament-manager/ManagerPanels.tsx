import type { Game } from '../../../shared/api/games';
import type { Panel, PanelMatch } from '../../../shared/api/tournaments';
import { useT } from '../../i18n/i18nContext';
import { useTournamentName } from '../../i18n/tournamentNames';
import { ScoreEntry } from './ScoreEntry';

/**
 * The Tournament Manager's one view of each kind of panel a tournament's format lists (groups, brackets, a
 * table, rounds; shared/tournament/panels.ts), every match with score entry — a staff correction re-derives
 * everything after it on the server. The tabs compose these; no view knows which format it draws.
 */

type PanelOf<K extends Panel['kind']> = Extract<Panel, { kind: K }>;
export type Games = ReadonlyMap<string, Game>;

interface Common {
  tournamentId: string;
  games: Games;
}

/** One place: its game with score entry (or just its score, read-only), else who will play it. */
function Place({
  m,
  games,
  tournamentId,
  group = false,
  readOnly = false,
}: Common & { m: PanelMatch; group?: boolean; readOnly?: boolean }) {
  const t = useT();
  const game = m.gameId === null ? undefined : games.get(m.gameId);
  const tbd = t('tournaments.panel.tbd');
  if (!game)
    return (
      <span className="muted">
        {t('tournaments.panel.versus', { home: m.home ?? tbd, away: m.away ?? tbd })}
        {m.skipped ? t('tournaments.panel.notNeeded') : ''}
      </span>
    );
  if (readOnly)
    return (
      <span>
        {t('tournaments.panel.versus', { home: game.home ?? tbd, away: game.away ?? tbd })}
        {game.winner ? t('tournaments.panel.winner', { name: game.winner }) : ''}
      </span>
    );
  return <ScoreEntry game={game} tournamentId={tournamentId} group={group} />;
}

function MatchList({
  matches,
  ...rest
}: Common & { matches: readonly PanelMatch[]; group?: boolean; readOnly?: boolean }) {
  const name = useTournamentName();
  return (
    <ul className="fixtures">
      {matches.map((m) => (
        <li key={m.key} data-testid="format-match">
          <span className={'fixture-round' + (rest.group ? ' muted' : '')}>{name(m.label)}</span>
          <Place m={m} {...rest} />
        </li>
      ))}
    </ul>
  );
}

const lastTwo = (matches: readonly PanelMatch[], games: Games) =>
  matches
    .map((m) => (m.gameId === null ? undefined : games.get(m.gameId)))
    .filter((g): g is Game => g !== undefined && g.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
    .slice(0, 2);

const legText = (g: Game, side: 0 | 1) => String((g.scores.legs as number[] | undefined)?.[side] ?? '');

/**
 * Groups: each group's standings (the qualifiers highlighted) and fixtures with score entry; as a summary
 * (Live Management) the top 2 and the last 2 results.
 */
export function GroupsView({
  panel,
  summary = false,
  ...common
}: Common & { panel: PanelOf<'groups'>; summary?: boolean }) {
  const t = useT();
  const name = useTournamentName();
  if (summary)
    return (
      <div className="group-grid">
        {panel.groups.map((g) => (
          <section
            key={g.id}
            className="card group-card"
            aria-label={t('tournaments.panel.summary', { group: name(g.title) })}
          >
            <h4>{name(g.title)}</h4>
            <ol className="summary-list">
              {g.standings.slice(0, 2).map((s) => (
                <li key={s.player}>
                  {s.player}{' '}
                  <span className="muted">{t('tournaments.panel.points', { points: s.points })}</span>
                </li>
              ))}
            </ol>
            <ul className="summary-list muted">
              {lastTwo(g.matches, common.games).map((game) => (
                <li key={game.id}>
                  {game.home} {legText(game, 0)}-{legText(game, 1)} {game.away}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  return (
    <div className="group-grid">
      {panel.groups.map((g) => (
        <section key={g.id} className="card group-card" aria-label={name(g.title)}>
          <h3>{name(g.title)}</h3>
          <table className="standings">
            <thead>
              <tr>
                <th scope="col">{t('tournaments.col.player')}</th>
                <th scope="col">{t('tournaments.col.won')}</th>
                <th scope="col">{t('tournaments.col.lost')}</th>
                <th scope="col">{t('tournaments.col.legsFor')}</th>
                <th scope="col">{t('tournaments.col.legsAgainst')}</th>
                <th scope="col">{t('tournaments.col.points')}</th>
              </tr>
            </thead>
            <tbody>
              {g.standings.map((s, i) => (
                <tr key={s.player} className={i < panel.advancing ? 'qualifier' : undefined}>
                  <td>{s.player}</td>
                  <td>{s.wins}</td>
                  <td>{s.losses}</td>
                  <td>{s.legsFor}</td>
                  <td>{s.legsAgainst}</td>
                  <td>{s.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4>{t('tournaments.panel.fixtures')}</h4>
          <MatchList matches={g.matches} group {...common} />
        </section>
      ))}
    </div>
  );
}

/**
 * A bracket: one card per round. A round none of whose places has a game yet shows its waiting text
 * ('Complete quarter finals first'), or — with `playedOnly`, as Live Management lists them — is left out.
 */
export function BracketView({
  panel,
  readOnly = false,
  playedOnly = false,
  titled = false,
  ...common
}: Common & { panel: PanelOf<'bracket'>; readOnly?: boolean; playedOnly?: boolean; titled?: boolean }) {
  const name = useTournamentName();
  const started = (c: PanelOf<'bracket'>['columns'][number]) => c.matches.some((m) => m.gameId !== null);
  const columns = playedOnly
    ? panel.columns.filter((c) => c.emptyText === null || started(c))
    : panel.columns;
  if (columns.length === 0) return null;
  return (
    <section aria-label={titled ? name(panel.title) : undefined}>
      {titled && <h3>{name(panel.title)}</h3>}
      <div className="bracket-grid">
        {columns.map((c) => (
          <section key={c.title} className="card bracket-card" aria-label={name(c.title)}>
            <h3>{name(c.title)}</h3>
            {c.emptyText !== null && !started(c) ? (
              <p className="muted">{name(c.emptyText)}</p>
            ) : (
              <MatchList matches={c.matches} readOnly={readOnly} {...common} />
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

/** The table: place, points, wins, losses, leg difference, and Buchholz where the table has it. */
export function TableView({ panel }: { panel: PanelOf<'table'> }) {
  const t = useT();
  const name = useTournamentName();
  const buchholz = panel.rows.some((r) => r.buchholz !== null);
  return (
    <section aria-label={name(panel.title)}>
      <h3>{name(panel.title)}</h3>
      <table className="standings" data-testid="format-standings">
        <thead>
          <tr>
            <th>{t('tournaments.col.place')}</th>
            <th>{t('tournaments.col.player')}</th>
            <th>{t('tournaments.col.points')}</th>
            <th>{t('tournaments.col.won')}</th>
            <th>{t('tournaments.col.lost')}</th>
            <th>{t('tournaments.col.legs')}</th>
            {buchholz && <th>{t('tournaments.col.buchholz')}</th>}
          </tr>
        </thead>
        <tbody>
          {panel.rows.map((r) => (
            <tr key={r.player}>
              <td>{r.place}</td>
              <td>{r.player}</td>
              <td>{r.points}</td>
              <td>{r.wins}</td>
              <td>{r.losses}</td>
              <td>{r.legsFor - r.legsAgainst}</td>
              {buchholz && <td>{r.buchholz}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The rounds so far, each with its games. */
export function RoundsView({ panel, ...common }: Common & { panel: PanelOf<'rounds'> }) {
  const name = useTournamentName();
  return (
    <>
      {panel.rounds.map((round) => (
        <section key={round.title} aria-label={name(round.title)}>
          <h3>{name(round.title)}</h3>
          <MatchList matches={round.matches} {...common} />
        </section>
      ))}
    </>
  );
}

/**
 * Panels as a tab shows them: `live` is Live Management's reading (group summaries, only the rounds of a
 * bracket that have begun), otherwise everything with its score entry.
 */
export function PanelsView({
  panels,
  live = false,
  ...common
}: Common & { panels: readonly Panel[]; live?: boolean }) {
  const brackets = panels.filter((p) => p.kind === 'bracket').length;
  return (
    <>
      {panels.map((p) => {
        switch (p.kind) {
          case 'groups':
            return <GroupsView key={p.title} panel={p} summary={live} {...common} />;
          case 'bracket':
            return (
              <BracketView
                key={p.title}
                panel={p}
                playedOnly={live}
                titled={brackets > 1 || live}
                {...common}
              />
            );
          case 'table':
            return <TableView key={p.title} panel={p} />;
          case 'rounds':
            return <RoundsView key={p.title} panel={p} {...common} />;
        }
      })}
    </>
  );
}
