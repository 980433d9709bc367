import { useSearchParams } from 'react-router-dom';
import type { Tournament } from '../../../shared/api/tournaments';
import { statusBadge } from '../tv-scoreboard/tvView';
import { isEliminationType, isFormatType } from '../../../shared/tournament/formats';
import { BracketTab } from './BracketTab';
import { FormatTab } from './FormatTab';
import { GroupsTab } from './GroupsTab';
import { LiveTab } from './LiveTab';
import { SetupTab } from './SetupTab';
import { useTournamentGames, useGroups, useKnockout, useTournament } from './managerData';
import './tournamentManager.css';

const TABS = [
  { id: 'setup', label: 'Setup' },
  { id: 'groups', label: 'Groups' },
  { id: 'live', label: 'Live Management' },
  { id: 'bracket', label: 'Bracket' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The tabs a tournament has. Group knockout: SPEC §2's four. Elimination: Setup, Live Management, Bracket.
 * Round robin and Swiss: Setup, Standings (in the Groups place), Live Management.
 */
export function tabsFor(type: string | undefined): { id: TabId; label: string }[] {
  if (type && isEliminationType(type)) return TABS.filter((t) => t.id !== 'groups');
  if (type && isFormatType(type))
    return TABS.filter((t) => t.id !== 'bracket').map((t) =>
      t.id === 'groups' ? { ...t, label: 'Standings' } : t,
    );
  return [...TABS];
}

/**
 * SPEC §2: a selected tournament opens Groups in setup, Live Management when active, Bracket when completed.
 * Elimination opens the Bracket and round robin / Swiss the Standings where Groups would be.
 */
export function tabForStatus(status: string, type?: string): TabId {
  if (status === 'active') return 'live';
  const has = (id: TabId) => tabsFor(type).some((t) => t.id === id);
  if (status === 'completed') return has('bracket') ? 'bracket' : 'groups';
  return has('groups') ? 'groups' : 'bracket';
}

/**
 * /tournament-manager (SPEC §2). The selected tournament and tab live in the URL (?id=&tab=) so a reload
 * or a second desk opens the same view.
 */
export default function TournamentManagerPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const tabParam = params.get('tab') as TabId | null;
  const tab: TabId =
    id && tabParam && TABS.some((t) => t.id === tabParam) ? tabParam : id ? 'groups' : 'setup';
  const tournament = useTournament(id);
  const groups = useGroups(id);
  const knockout = useKnockout(id);
  const games = useTournamentGames(id);
  const show = (next: TabId, nextId = id) => setParams(nextId ? { id: nextId, tab: next } : { tab: next });
  const select = (t: Tournament) => show(tabForStatus(t.status, t.type), t.id);
  const t = tournament.data;
  const mine = games.data ?? [];
  const format = t !== undefined && isFormatType(t.type);

  return (
    <section className="page tournament-manager">
      <header className="manager-header">
        <h1>Tournament Manager</h1>
        {t && (
          <p className="muted">
            {t.name} · {t.players.length} players · {t.gameMode}{' '}
            <span className="badge">{statusBadge(t.status)}</span>
          </p>
        )}
      </header>
      <div role="tablist" aria-label="Tournament manager" className="manager-tabs">
        {tabsFor(t?.type).map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            className={'tab' + (tab === entry.id ? ' tab-active' : '')}
            disabled={entry.id !== 'setup' && !id}
            onClick={() => show(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="manager-panel">
        {tab === 'setup' && <SetupTab onSelect={select} />}
        {tab !== 'setup' && tournament.isError && <p className="muted">Tournament not found</p>}
        {(tab === 'groups' || tab === 'bracket') && t && format && <FormatTab tournament={t} games={mine} />}
        {tab === 'groups' && t && !format && (
          <GroupsTab
            tournament={t}
            groups={groups.data}
            knockout={knockout.data}
            onAdvanced={() => show('bracket')}
          />
        )}
        {tab === 'live' && t && (
          <LiveTab
            tournament={t}
            groups={groups.data}
            knockout={knockout.data}
            games={mine}
            onAdvanced={() => show('live')}
          />
        )}
        {tab === 'bracket' && t && !format && <BracketTab tournament={t} knockout={knockout.data} />}
      </div>
    </section>
  );
}
