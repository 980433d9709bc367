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

import { useLanguage, useT } from '../../i18n/I18nProvider';
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
  const t = useT();
  const language = useLanguage();
  const when = (iso: string) => `${venueDateOf(iso, timezone)} ${clockTimeOf(iso, timezone)}`;

  const backUp = useMutation({
    mutationFn: () => call(opsEndpoints.backUp),
    onSuccess: (fresh) => {
      queryClient.setQueryData(opsQueries.backups().queryKey, fresh);
      void queryClient.invalidateQueries({ queryKey: opsQueries.health().queryKey });
      toast({ title: t('staff.backups.taken'), variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: t('staff.backups.failed'),
        description: errorMessage(err, t('staff.backups.failedText')),
        variant: 'destructive',
      }),
  });
  const restore = useMutation({
    mutationFn: (name: string) => call(opsEndpoints.restore, { body: { name } }),
    onSuccess: async (answer) => {
      setChosen(null);
      setRestarting(true);
      toast({ title: t('staff.backups.restoring'), description: answer.message, variant: 'success' });
      await waitForServerBack();
      window.location.reload();
    },
    onError: (err) =>
      toast({
        title: t('staff.backups.refused'),
        description: errorMessage(err, t('staff.backups.refusedText')),
        variant: 'destructive',
      }),
  });

  const copy = list.data?.copy;
  return (
    <section className="card settings-section" aria-labelledby="backups-heading">
      <h2 id="backups-heading">{t('staff.backups.heading')}</h2>
      {restarting ? <p role="status">{t('staff.backups.restarting')}</p> : null}
      {list.isError ? <p role="alert">{errorMessage(list.error, t('staff.backups.loadFailed'))}</p> : null}
      {copy?.configured && copy.lastError ? (
        <p role="alert" className="ops-problem">
          {t('staff.backups.copyFailed', { reason: copy.lastError })}
        </p>
      ) : null}
      {copy?.configured && !copy.lastError && copy.lastCopiedAt ? (
        <p className="muted">{t('staff.backups.lastCopied', { when: when(copy.lastCopiedAt) })}</p>
      ) : null}
      {list.data && list.data.backups.length === 0 ? (
        <p className="muted">{t('staff.backups.none')}</p>
      ) : null}
      {!admin && list.data && list.data.backups.length > 0 ? (
        <p className="muted">{t('staff.backups.adminOnly')}</p>
      ) : null}
      <ul className="backup-list">
        {list.data?.backups.map((b) => (
          <li key={b.name}>
            <span>{backupLabel(b.takenAt, when, b.sizeBytes, language)}</span>
            {admin ? (
              <button
                type="button"
                className="btn btn-outline"
                disabled={restore.isPending || restarting}
                onClick={() => setChosen(b)}
              >
                {t('staff.backups.restore')}
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
        {backUp.isPending ? t('staff.backups.backingUp') : t('staff.backups.backUpNow')}
      </button>
      <Dialog.Root open={chosen !== null} onOpenChange={(open) => (open ? undefined : setChosen(null))}>
        <DialogFrame
          title={t('staff.backups.confirmTitle')}
          description={chosen ? t('staff.backups.confirmText', { when: when(chosen.takenAt) }) : undefined}
        >
          <div className="dialog-actions">
            <CloseButton>{t('staff.backups.cancel')}</CloseButton>
            <button
              type="button"
              className="btn btn-danger"
              disabled={restore.isPending}
              onClick={() => chosen && restore.mutate(chosen.name)}
            >
              {restore.isPending ? t('staff.backups.checking') : t('staff.backups.restoreBackup')}
            </button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </section>
  );
}
