import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useState } from 'react';
import type { Tournament, TournamentState } from '../../../shared/api/tournaments';
import { exportFileName } from '../../../shared/tournament/exportName';
import type { Translate } from '../../i18n/i18nContext';
import { useT } from '../../i18n/i18nContext';
import { useTournamentName } from '../../i18n/tournamentNames';
import { toast } from '../../stores/toasts';
import { AdvanceButton, NotDrawn } from './PanelsTab';
import { BracketView, PanelsView, type Games } from './ManagerPanels';
import { ScheduleDialog } from './ScheduleDialog';

interface Props {
  state: TournamentState;
  games: Games;
  onAdvanced: () => void;
}

/** 'Export Results' downloads the CSV the server writes, named as docs/behaviour.md#export says. */
async function exportResults(t: Tournament, say: Translate): Promise<void> {
  try {
    const res = await fetch(`/api/tournaments/${t.id}/export`, { credentials: 'include' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(t.name);
    link.click();
    URL.revokeObjectURL(url);
    toast({ title: say('tournaments.toast.exported'), variant: 'success' });
  } catch {
    toast({
      title: say('tournaments.toast.exportFailed'),
      description: say('tournaments.toast.exportFailedHint'),
      variant: 'destructive',
    });
  }
}

/** 'View Tournament Tree': the brackets, read-only, once one of their matches is a game. */
function TreeDialog({ state, games }: { state: TournamentState; games: Games }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const brackets = state.panels.filter((p) => p.kind === 'bracket');
  if (!brackets.some((p) => p.columns.some((c) => c.matches.some((m) => m.gameId !== null)))) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-outline">
          {t('tournaments.live.viewTree')}
        </button>
      </Dialog.Trigger>
      <DialogFrame title={t('tournaments.live.tree')} className="dialog-content dialog-wide">
        {brackets.map((p) => (
          <BracketView
            key={p.title}
            panel={p}
            readOnly
            titled={brackets.length > 1}
            games={games}
            tournamentId={state.tournament.id}
          />
        ))}
        <div className="dialog-actions">
          <CloseButton>{t('tournaments.close')}</CloseButton>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

/**
 * Live Management, whatever the format: where the tournament stands (the format's badges: 'Groups:
 * Complete', 'Knockout: Active', 'Live' …), the quick actions — the move to the next stage while it is open,
 * 'Schedule Next Matches', 'View Tournament Tree' once a bracket has games, 'Export Results' — and the panels
 * as they are being played (group summaries, the rounds of a bracket that have begun, the table).
 */
export function LiveTab({ state, games, onAdvanced }: Props) {
  const say = useT();
  const name = useTournamentName();
  const t = state.tournament;
  const playing = t.status !== 'completed' && t.status !== 'cancelled' && state.games.length > 0;
  return (
    <div>
      <div className="manager-banner">
        {state.badges.map((b) => (
          <span key={b.text} className={'badge' + (b.live ? ' badge-live' : '')}>
            {name(b.text)}
          </span>
        ))}
        <span className="spacer" />
        <AdvanceButton state={state} onAdvanced={onAdvanced} />
        {playing && <ScheduleDialog state={state} />}
        <TreeDialog state={state} games={games} />
        {state.games.length > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => void exportResults(t, say)}>
            {say('tournaments.live.export')}
          </button>
        )}
      </div>
      <NotDrawn state={state} />
      <PanelsView panels={state.panels} games={games} tournamentId={t.id} live />
    </div>
  );
}
