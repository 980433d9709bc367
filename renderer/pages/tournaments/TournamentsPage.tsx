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
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { useLanes } from '../../api/queries/lanes';
import { useSettings } from '../../api/queries/settings';
import { tournamentQueries } from '../../api/queries/tournaments';
import { useWords } from '../../i18n/words';
import { toast } from '../../stores/toasts';
import { TournamentModal } from './TournamentModal';
import {
  hoursText,
  lanesText,
  matchFormatText,
  modeText,
  TOURNAMENT_TABS,
  tournamentsIn,
  typeText,
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
  const { t } = useWords();
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
          title: t('tournaments.error'),
          description: errorMessage(err, t('tournaments.olderFailed')),
          variant: 'destructive',
        });
      } finally {
        setLoading(false);
      }
    },
  };
}

export default function TournamentsPage() {
  const words = useWords();
  const { t: say } = words;
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
        title: say('tournaments.error'),
        description: errorMessage(err, say('tournaments.toast.updateFailed')),
        variant: 'destructive',
      }),
  });
  const cancel = useMutation({
    mutationFn: (t: Tournament) => call(tournamentWrites.remove, { params: { id: t.id } }),
    onSuccess: () => {
      toast({ title: say('tournaments.toast.cancelled'), variant: 'success' });
      setCancelling(null);
      refresh();
    },
    onError: (err) =>
      toast({
        title: say('tournaments.error'),
        description: errorMessage(err, say('tournaments.toast.cancelFailed')),
        variant: 'destructive',
      }),
  });

  const recent = tournaments.data ?? [];
  const all = [...recent, ...older.list.filter((t) => !recent.some((r) => r.id === t.id))];
  const shown = tournamentsIn(all, tab);
  const laneList = lanes.data ?? [];

  return (
    <section className="page tournaments-page">
      <header className="tournaments-header">
        <h1>{say('tournaments.title')}</h1>
        <div className="tournaments-actions">
          <Link to="/dashboard" className="btn btn-outline">
            {say('tournaments.backToDashboard')}
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setModal({ open: true, editing: null })}
          >
            {say('tournaments.create')}
          </button>
        </div>
      </header>
      <Tabs
        label={say('tournaments.title')}
        tabs={TOURNAMENT_TABS.map((entry) => ({
          id: entry.id,
          label: say('tournaments.tab', { tab: entry.id, count: tournamentsIn(all, entry.id).length }),
        }))}
        current={tab}
        onChange={setTab}
      >
        {tournaments.isLoading && <p className="muted">{say('tournaments.loading')}</p>}
        {tournaments.isSuccess && shown.length === 0 && (
          <p className="empty-state">{say('tournaments.empty', { tab })}</p>
        )}
        <div className="tournament-cards">
          {shown.map((t) => (
            <article key={t.id} className="card tournament-card" aria-label={t.name}>
              <h2>{t.name}</h2>
              <dl className="tournament-facts">
                <dt>{say('tournaments.fact.type')}</dt>
                <dd>{typeText(words, t.type)}</dd>
                <dt>{say('tournaments.fact.game')}</dt>
                <dd>{modeText(words, t.gameMode)}</dd>
                <dt>{say('tournaments.fact.players')}</dt>
                <dd>{t.players.length}</dd>
                <dt>{say('tournaments.fact.format')}</dt>
                <dd>{matchFormatText(words, t.matchFormat)}</dd>
                <dt>{say('tournaments.fact.duration')}</dt>
                <dd>{hoursText(words, t.duration)}</dd>
                <dt>{say('tournaments.fact.lanes')}</dt>
                <dd>{lanesText(words, t.selectedLanes, laneList)}</dd>
                {t.status === 'active' && (
                  <>
                    <dt>{say('tournaments.fact.currentRound')}</dt>
                    <dd>{say('tournaments.round', { round: t.currentRound })}</dd>
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
                      {say('tournaments.start')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => setModal({ open: true, editing: t })}
                  >
                    {say('tournaments.edit')}
                  </button>
                  <button type="button" className="btn btn-danger btn-small" onClick={() => setCancelling(t)}>
                    {say('tournaments.cancel')}
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
            {older.loading ? say('tournaments.loadingShort') : say('tournaments.showOlder')}
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
        <DialogFrame title={say('tournaments.cancelTitle')}>
          <p>{say('tournaments.toast.cancelConfirm')}</p>
          <div className="dialog-actions">
            <CloseButton>{say('tournaments.keep')}</CloseButton>
            <button
              type="button"
              className="btn btn-danger"
              disabled={cancel.isPending}
              onClick={() => cancelling && cancel.mutate(cancelling)}
            >
              {say('tournaments.cancelTitle')}
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </section>
  );
}
