import { useSearchParams } from 'react-router-dom';
import type { Tournament } from '../../../shared/api/tournaments';
import { statusBadge } from '../tv-scoreboard/tvView';
import { BracketTab } from './BracketTab';
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

/** SPEC §2: a selected tournament opens Groups in setup, Live Management when active, Bracket when completed. */
export function tabForStatus(status: string): TabId {
  if (status === 'active') return 'live';
  if (status === 'completed') return 'bracket';
  return 'groups';
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
  const select = (t: Tournament) => show(tabForStatus(t.status), t.id);
  const t = tournament.data;
  const mine = games.data ?? [];

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
        {TABS.map((entry) => (
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
        {tab === 'groups' && t && (
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
        {tab === 'bracket' && t && <BracketTab tournament={t} knockout={knockout.data} />}
      </div>
    </section>
  );
}
