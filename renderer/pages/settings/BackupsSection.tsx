import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { opsEndpoints, type BackupEntry } from '../../../shared/api/ops';
import { clockTimeOf, venueDateOf } from '../../../shared/time/venueTime';
import { call } from '../../api/call';
import { opsQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { CloseButton, DialogFrame } from '../../components/DialogFrame';
import { useIsAdmin } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { waitForServerBack } from './healthApi';
import { backupLabel } from './opsText';

/**
 * Settings → Backups (docs/operations.md#restore): the backups on this PC, "Back up now", and Restore. A
 * restore makes the server close both doors and reopen on the chosen backup (the current database is kept
 * aside as a file), so this page waits for the server to answer again and then reloads: every screen's data
 * changed. Restore is an admin's: staff see the list and may back up now, without Restore buttons.
 */
export function BackupsSection({ timezone }: { timezone: string }) {
  const queryClient = useQueryClient();
  const admin = useIsAdmin();
  const list = useQuery({
    ...opsQueries.backups(),
  });
  const [chosen, setChosen] = useState<BackupEntry | null>(null);
  const [restarting, setRestarting] = useState(false);
  const when = (iso: string) => `${venueDateOf(iso, timezone)} ${clockTimeOf(iso, timezone)}`;

  const backUp = useMutation({
    mutationFn: () => call(opsEndpoints.backUp),
    onSuccess: (fresh) => {
      queryClient.setQueryData(opsQueries.backups().queryKey, fresh);
      void queryClient.invalidateQueries({ queryKey: opsQueries.health().queryKey });
      toast({ title: 'Backup taken', variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Backup failed',
        description: errorMessage(err, 'The backup could not be taken.'),
        variant: 'destructive',
      }),
  });
  const restore = useMutation({
    mutationFn: (name: string) => call(opsEndpoints.restore, { body: { name } }),
    onSuccess: async (answer) => {
      setChosen(null);
      setRestarting(true);
      toast({ title: 'Restoring backup', description: answer.message, variant: 'success' });
      await waitForServerBack();
      window.location.reload();
    },
    onError: (err) =>
      toast({
        title: 'Restore refused',
        description: errorMessage(err, 'The backup could not be restored.'),
        variant: 'destructive',
      }),
  });

  const copy = list.data?.copy;
  return (
    <section className="card settings-section" aria-labelledby="backups-heading">
      <h2 id="backups-heading">Backups</h2>
      {restarting ? (
        <p role="status">Restoring… Doubletop is restarting on the backup. This page reloads by itself.</p>
      ) : null}
      {list.isError ? <p role="alert">{errorMessage(list.error, 'Failed to load backups')}</p> : null}
      {copy?.configured && copy.lastError ? (
        <p role="alert" className="ops-problem">
          The last backup could not be copied to the second folder: {copy.lastError}
        </p>
      ) : null}
      {copy?.configured && !copy.lastError && copy.lastCopiedAt ? (
        <p className="muted">Last copied to the second folder {when(copy.lastCopiedAt)}.</p>
      ) : null}
      {list.data && list.data.backups.length === 0 ? <p className="muted">No backups yet.</p> : null}
      {!admin && list.data && list.data.backups.length > 0 ? (
        <p className="muted">Only an admin can restore a backup.</p>
      ) : null}
      <ul className="backup-list">
        {list.data?.backups.map((b) => (
          <li key={b.name}>
            <span>{backupLabel(b.takenAt, when, b.sizeBytes)}</span>
            {admin ? (
              <button
                type="button"
                className="btn btn-outline"
                disabled={restore.isPending || restarting}
                onClick={() => setChosen(b)}
              >
                Restore
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline"
        disabled={backUp.isPending || restarting}
        onClick={() => backUp.mutate()}
      >
        {backUp.isPending ? 'Backing up...' : 'Back up now'}
      </button>
      <Dialog.Root open={chosen !== null} onOpenChange={(open) => (open ? undefined : setChosen(null))}>
        <DialogFrame
          title="Restore this backup?"
          description={
            chosen
              ? `Doubletop restarts on the backup taken ${when(chosen.takenAt)}. Bookings, games and changes made since then are set aside: the current database is kept as a file in the data folder. Tablets and the TV reconnect by themselves; you may need to sign in again.`
              : undefined
          }
        >
          <div className="dialog-actions">
            <CloseButton>Cancel</CloseButton>
            <button
              type="button"
              className="btn btn-danger"
              disabled={restore.isPending}
              onClick={() => chosen && restore.mutate(chosen.name)}
            >
              {restore.isPending ? 'Checking the backup...' : 'Restore backup'}
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </section>
  );
}
