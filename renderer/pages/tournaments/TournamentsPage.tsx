import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { Tabs } from '../../components/kit/Tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { HISTORY_PAGE } from '../../../shared/api/games';
import { finishedAt, tournamentReads, type Tournament } from '../../../shared/api/tournaments';
import { TOURNAMENTS_POLL_MS } from '../../../shared/tournament/polling';
import { TOURNAMENT_TOASTS } from '../../../shared/tournament/validation';
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLanes } from '../../api/queries/lanes';
import { useSettings } from '../../api/queries/settings';
import { tournamentQueries } from '../../api/queries/tournaments';
import { toast } from '../../stores/toasts';
import { TournamentModal } from './TournamentModal';
import {
  hoursText,
  humanize,
  lanesText,
  TOURNAMENT_TABS,
  tournamentsIn,
  type TournamentTabId,
} from './tournamentsView';
import './tournamentsPage.css';

/**
 * /tournaments (docs/behaviour.md#the-tournaments-page): tabs with counts, cards, the Setup Tournament modal.
 */
/**
 * The Completed tab's history: GET /api/tournaments answers the current tournaments and the most recently
 * finished; older ones come a page at a time, finished before the oldest shown.
 */
function useOlderTournaments() {
  const [list, setList] = useState<Tournament[]>([]);
  const [exhausted, setExhausted] = useState(false);
  const [loading, setLoading] = useState(false);
  const finished = (ts: readonly Tournament[]) =>
    ts.filter((t) => t.status === 'completed' || t.status === 'cancelled');
  return {
    list,
    loading,
    /** Whether another page may be there: none asked for yet, or the last one was full. */
    more: () => !exhausted,
    async load(shown: readonly Tournament[]) {
      const oldest = finished(shown).map(finishedAt).sort()[0];
      if (oldest === undefined) return;
      setLoading(true);
      try {
        const page = await call(tournamentReads.list, { query: { before: oldest } });
        setList((l) => [...l, ...page]);
        if (page.length < HISTORY_PAGE.tournaments) setExhausted(true);
      } catch (err) {
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to load older tournaments'),
          variant: 'destructive',
        });
      } finally {
        setLoading(false);
      }
    },
  };
}

export default function TournamentsPage() {
  const client = useQueryClient();
  const [tab, setTab] = useState<TournamentTabId>('active');
  const [modal, setModal] = useState<{ open: boolean; editing: Tournament | null }>({
    open: false,
    editing: null,
  });
  const [cancelling, setCancelling] = useState<Tournament | null>(null);
  const tournaments = useQuery({ ...tournamentQueries.list(), refetchInterval: TOURNAMENTS_POLL_MS });
  const lanes = useLanes();
  const older = useOlderTournaments();
  const settings = useSettings();
  const refresh = () => void client.invalidateQueries({ queryKey: tournamentQueries.list().queryKey });

  const start = useMutation({
    mutationFn: (t: Tournament) => call(tournamentWrites.start, { params: { id: t.id } }),
    onSuccess: refresh,
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, TOURNAMENT_TOASTS.updateFailed),
        variant: 'destructive',
      }),
  });
  const cancel = useMutation({
    mutationFn: (t: Tournament) => call(tournamentWrites.remove, { params: { id: t.id } }),
    onSuccess: () => {
      toast({ title: TOURNAMENT_TOASTS.cancelled, variant: 'success' });
      setCancelling(null);
      refresh();
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, TOURNAMENT_TOASTS.cancelFailed),
        variant: 'destructive',
      }),
  });

  const recent = tournaments.data ?? [];
  const all = [...recent, ...older.list.filter((t) => !recent.some((r) => r.id === t.id))];
  const current = TOURNAMENT_TABS.find((t) => t.id === tab) ?? TOURNAMENT_TABS[0];
  const shown = tournamentsIn(all, tab);
  const laneList = lanes.data ?? [];

  return (
    <section className="page tournaments-page">
      <header className="tournaments-header">
        <h1>Tournaments</h1>
        <div className="tournaments-actions">
          <Link to="/dashboard" className="btn btn-outline">
            Back to Dashboard
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setModal({ open: true, editing: null })}
          >
            Create Tournament
          </button>
        </div>
      </header>
      <Tabs
        label="Tournaments"
        tabs={TOURNAMENT_TABS.map((entry) => ({
          id: entry.id,
          label: `${entry.label} (${tournamentsIn(all, entry.id).length})`,
        }))}
        current={tab}
        onChange={setTab}
      >
        {tournaments.isLoading && <p className="muted">Loading tournaments...</p>}
        {tournaments.isSuccess && shown.length === 0 && <p className="empty-state">{current.empty}</p>}
        <div className="tournament-cards">
          {shown.map((t) => (
            <article key={t.id} className="card tournament-card" aria-label={t.name}>
              <h2>{t.name}</h2>
              <dl className="tournament-facts">
                <dt>Type</dt>
                <dd>{humanize(t.type)}</dd>
                <dt>Game</dt>
                <dd>{t.gameMode}</dd>
                <dt>Players</dt>
                <dd>{t.players.length}</dd>
                <dt>Format</dt>
                <dd>{humanize(t.matchFormat)}</dd>
                <dt>Duration</dt>
                <dd>{hoursText(t.duration)}</dd>
                <dt>Lanes</dt>
                <dd>{lanesText(t.selectedLanes, laneList)}</dd>
                {t.status === 'active' && (
                  <>
                    <dt>Current round</dt>
                    <dd>Round {t.currentRound}</dd>
                  </>
                )}
              </dl>
              {t.status !== 'completed' && (
                <div className="card-actions">
                  {t.status === 'setup' && (
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      onClick={() => start.mutate(t)}
                    >
                      Start
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => setModal({ open: true, editing: t })}
                  >
                    Edit
                  </button>
                  <button type="button" className="btn btn-danger btn-small" onClick={() => setCancelling(t)}>
                    Cancel
                  </button>
                </div>
              )}
            </article>
          ))}
        </div>
        {tab === 'completed' && older.more() ? (
          <button
            type="button"
            className="btn btn-outline"
            disabled={older.loading}
            onClick={() => void older.load(all)}
          >
            {older.loading ? 'Loading...' : 'Show older tournaments'}
          </button>
        ) : null}
      </Tabs>
      <TournamentModal
        open={modal.open}
        onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
        editing={modal.editing}
        lanes={laneList}
        settings={settings.data ?? { id: '', ...DEFAULT_SETTINGS }}
        onSaved={refresh}
      />
      <Dialog.Root open={cancelling !== null} onOpenChange={(open) => !open && setCancelling(null)}>
        <DialogFrame title="Cancel Tournament">
          <p>{TOURNAMENT_TOASTS.cancelConfirm}</p>
          <div className="dialog-actions">
            <CloseButton>Keep Tournament</CloseButton>
            <button
              type="button"
              className="btn btn-danger"
              disabled={cancel.isPending}
              onClick={() => cancelling && cancel.mutate(cancelling)}
            >
              Cancel Tournament
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </section>
  );
}
