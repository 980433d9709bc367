import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Game } from '../../../shared/api/games';
import type { Panel, Tournament } from '../../../shared/api/tournaments';
import { FORMAT_TRAITS } from '../../../shared/tournament/formatTraits';
import { Tabs } from '../../components/kit/Tabs';
import { useWords } from '../../i18n/words';
import { modeText } from '../tournaments/tournamentsView';
import { LiveTab } from './LiveTab';
import { PanelsTab } from './PanelsTab';
import { SetupTab } from './SetupTab';
import { useTournament, useTournamentState } from './managerData';
import './tournamentManager.css';

/** The tabs; `label` is the `tournaments.manager.tab` select's key ('Standings' where groups are a table). */
const TABS = [
  { id: 'setup', label: 'setup' },
  { id: 'groups', label: 'groups' },
  { id: 'live', label: 'live' },
  { id: 'bracket', label: 'bracket' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The panels each tab of panels shows: the groups place holds a format's table and rounds too. */
const TAB_PANELS: Record<'groups' | 'bracket', readonly Panel['kind'][]> = {
  groups: ['groups', 'table', 'rounds'],
  bracket: ['bracket'],
};

/**
 * The tabs a tournament has, from the panels its format composes: Setup, Groups, Live Management and Bracket for a format with groups
 * and a bracket (group knockout); Setup, Live Management and Bracket for a bracket alone (elimination);
 * Setup, Standings (in the Groups place) and Live Management for a table (round robin, Swiss). With no
 * tournament chosen, all four.
 */
export function tabsFor(type: Tournament['type'] | undefined): { id: TabId; label: string }[] {
  if (!type) return [...TABS];
  const kinds = FORMAT_TRAITS[type].panels;
  return TABS.filter(
    (t) => t.id === 'setup' || t.id === 'live' || TAB_PANELS[t.id].some((k) => kinds.includes(k)),
  ).map((t) => (t.id === 'groups' && !kinds.includes('groups') ? { ...t, label: 'standings' } : t));
}

/**
 * A selected tournament opens Groups in setup, Live Management when active, Bracket when completed
 * — or the Standings or the Bracket where a format has no groups or no bracket.
 */
export function tabForStatus(status: string, type?: Tournament['type']): TabId {
  if (status === 'active') return 'live';
  const has = (id: TabId) => tabsFor(type).some((t) => t.id === id);
  if (status === 'completed') return has('bracket') ? 'bracket' : 'groups';
  return has('groups') ? 'groups' : 'bracket';
}

/**
 * /tournament-manager. The selected tournament and tab live in the URL (?id=&tab=) so a reload
 * or a second desk opens the same view. Every tab draws the tournament's one state, whatever its format.
 */
export default function TournamentManagerPage() {
  const words = useWords();
  const say = words.t;
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const tabParam = params.get('tab') as TabId | null;
  const tab: TabId =
    id && tabParam && TABS.some((t) => t.id === tabParam) ? tabParam : id ? 'groups' : 'setup';
  const tournament = useTournament(id);
  const answer = useTournamentState(id);
  const show = (next: TabId, nextId = id) => setParams(nextId ? { id: nextId, tab: next } : { tab: next });
  const select = (t: Tournament) => show(tabForStatus(t.status, t.type), t.id);
  const t = tournament.data;
  const state = answer.data;
  const games = useMemo(() => new Map<string, Game>((state?.games ?? []).map((g) => [g.id, g])), [state]);

  return (
    <section className="page tournament-manager">
      <header className="manager-header">
        <h1>{say('tournaments.manager.title')}</h1>
        {t && (
          <p className="muted">
            {say('tournaments.manager.summary', {
              name: t.name,
              count: t.players.length,
              mode: modeText(words, t.gameMode),
            })}{' '}
            <span className="badge">{say('tournaments.status', { status: t.status })}</span>
          </p>
        )}
      </header>
      <Tabs
        label={say('tournaments.manager.tabs')}
        tabs={tabsFor(t?.type).map((entry) => ({
          ...entry,
          label: say('tournaments.manager.tab', { tab: entry.label }),
          disabled: entry.id !== 'setup' && !id,
        }))}
        current={tab}
        onChange={(next) => show(next)}
        panelClassName="manager-panel"
      >
        {tab === 'setup' && <SetupTab onSelect={select} />}
        {tab !== 'setup' && tournament.isError && (
          <p className="muted">{say('tournaments.manager.notFound')}</p>
        )}
        {(tab === 'groups' || tab === 'bracket') && state && (
          <PanelsTab state={state} games={games} kinds={TAB_PANELS[tab]} onAdvanced={() => show('bracket')} />
        )}
        {tab === 'live' && state && <LiveTab state={state} games={games} onAdvanced={() => show('live')} />}
      </Tabs>
    </section>
  );
}
