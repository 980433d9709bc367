import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useState } from 'react';
import type { Game } from '../../../shared/api/games';
import type { GroupsResponse, KnockoutResponse, Tournament } from '../../../shared/api/tournaments';
import { exportFileName } from '../../../shared/tournament/exportName';
import { KNOCKOUT_STAGES, STAGE_TITLES, knockoutLabel } from '../../../shared/tournament/knockout';
import { TOURNAMENT_TOASTS } from '../../../shared/tournament/validation';
import { toast } from '../../stores/toasts';
import { isFormatType } from '../../../shared/tournament/formats';
import { BracketTab } from './BracketTab';
import { FormatTab } from './FormatTab';
import { AdvanceButton, groupsComplete, hasKnockout } from './GroupsTab';
import { ScheduleDialog } from './ScheduleDialog';
import { ScoreEntry } from './ScoreEntry';

interface Props {
  tournament: Tournament;
  groups: GroupsResponse | undefined;
  knockout: KnockoutResponse | undefined;
  games: Game[];
  onAdvanced: () => void;
}

/** 'Export Results' downloads the CSV the server writes (SPEC §7), named as SPEC says. */
async function exportResults(t: Tournament): Promise<void> {
  try {
    const res = await fetch(`/api/tournaments/${t.id}/export`, { credentials: 'include' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(t.name);
    link.click();
    URL.revokeObjectURL(url);
    toast({ title: TOURNAMENT_TOASTS.exported, variant: 'success' });
  } catch {
    toast({
      title: TOURNAMENT_TOASTS.exportFailed,
      description: TOURNAMENT_TOASTS.exportFailedHint,
      variant: 'destructive',
    });
  }
}

const lastTwo = (games: Game[]) =>
  games
    .filter((g) => g.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
    .slice(0, 2);

/** Live Management (SPEC §2): group summaries, knockout lists, stage badges and the quick actions. */
export function LiveTab({ tournament, groups, knockout, games, onAdvanced }: Props) {
  const [treeOpen, setTreeOpen] = useState(false);
  if (isFormatType(tournament.type))
    return (
      <div>
        <div className="manager-banner">
          <span className="badge badge-live">{tournament.status === 'completed' ? 'Completed' : 'Live'}</span>
          <span className="spacer" />
          {tournament.status === 'active' && (
            <ScheduleDialog tournamentId={tournament.id} games={games} laneIds={tournament.selectedLanes} />
          )}
          <button type="button" className="btn btn-outline" onClick={() => void exportResults(tournament)}>
            Export Results
          </button>
        </div>
        <FormatTab tournament={tournament} games={games} />
      </div>
    );
  const complete = groupsComplete(groups);
  const knockoutExists = hasKnockout(knockout);
  return (
    <div>
      <div className="manager-banner">
        <span className="badge">{complete ? 'Groups: Complete' : 'Groups: In Progress'}</span>
        {knockoutExists && <span className="badge badge-live">Knockout: Active</span>}
        <span className="spacer" />
        {complete && !knockoutExists && <AdvanceButton tournament={tournament} onAdvanced={onAdvanced} />}
        {knockoutExists && (
          <>
            <ScheduleDialog tournamentId={tournament.id} games={games} />
            <Dialog.Root open={treeOpen} onOpenChange={setTreeOpen}>
              <Dialog.Trigger asChild>
                <button type="button" className="btn btn-outline">
                  View Tournament Tree
                </button>
              </Dialog.Trigger>
              <DialogFrame title="Tournament Tree" className="dialog-content dialog-wide">
                <BracketTab tournament={tournament} knockout={knockout} readOnly />
                <div className="dialog-actions">
                  <CloseButton />
                </div>
              </DialogFrame>
            </Dialog.Root>
            <button type="button" className="btn btn-outline" onClick={() => void exportResults(tournament)}>
              Export Results
            </button>
          </>
        )}
      </div>
      <h3>Groups</h3>
      <div className="group-grid">
        {Object.keys(groups ?? {})
          .sort()
          .map((id) => {
            const group = (groups as GroupsResponse)[id];
            return (
              <section key={id} className="card group-card" aria-label={`Group ${id} summary`}>
                <h4>Group {id}</h4>
                <ol className="summary-list">
                  {group.standings.slice(0, 2).map((s) => (
                    <li key={s.player}>
                      {s.player} <span className="muted">{s.points} pts</span>
                    </li>
                  ))}
                </ol>
                <ul className="summary-list muted">
                  {lastTwo(group.games).map((g) => (
                    <li key={g.id}>
                      {g.home} {String((g.scores.legs as number[] | undefined)?.[0] ?? '')}-
                      {String((g.scores.legs as number[] | undefined)?.[1] ?? '')} {g.away}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
      </div>
      {knockoutExists &&
        KNOCKOUT_STAGES.filter((stage) => (knockout as KnockoutResponse)[stage].length > 0).map((stage) => (
          <section key={stage} aria-label={STAGE_TITLES[stage]}>
            <h3>{STAGE_TITLES[stage]}</h3>
            <ul className="fixtures">
              {(knockout as KnockoutResponse)[stage].map((g) => (
                <li key={g.id}>
                  <span className="fixture-round">{knockoutLabel(stage, g.roundNumber)}</span>
                  <ScoreEntry game={g} tournamentId={tournament.id} editLabel="Edit Score" />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
