import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { StatsTable } from '../../components/stats/StatsTable';
import { useT } from '../../i18n/I18nProvider';
import { useHideFromLeaderboard, useLaneStats } from './useLaneStats';
import { playerName } from '../../i18n/numberedNames';

/**
 * The scoring screen's 'Stats' panel: open at any time, it shows the match so far for every player, and each
 * player's 'Hide from leaderboard' choice — their figures then never reach the venue TV.
 */
export function StatsPanel({ laneId }: { laneId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const game = useLaneStats(laneId, open);
  const hide = useHideFromLeaderboard(laneId);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-outline pi-stats-button">
          {t('tablet.stats.open')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content pi-stats">
          <Dialog.Title>{t('tablet.stats.open')}</Dialog.Title>
          <Dialog.Description className="muted">{t('tablet.stats.description')}</Dialog.Description>
          {game === null ? (
            <p role="status">{t('tablet.stats.loading')}</p>
          ) : (
            <>
              <StatsTable
                family={game.statistics.family}
                players={game.statistics.currentMatch}
                caption={game.statistics.mode}
              />
              <fieldset className="pi-stats-hide">
                <legend>{t('tablet.stats.leaderboard')}</legend>
                {game.statistics.players.map((p) => (
                  <label key={p.player} className="checkbox-field">
                    <input
                      type="checkbox"
                      checked={game.hidden[p.player] ?? false}
                      disabled={hide.isPending}
                      onChange={(e) => hide.mutate({ player: p.player, hidden: e.target.checked })}
                    />
                    <span>{t('tablet.stats.hide', { name: playerName(t, p.name) })}</span>
                  </label>
                ))}
              </fieldset>
            </>
          )}
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-primary">
                {t('tablet.close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
