import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { StatsTable } from '../../components/stats/StatsTable';
import { useHideFromLeaderboard, useLaneStats } from './useLaneStats';

/**
 * The scoring screen's 'Stats' panel: open at any time, it shows the match so far for every player, and each
 * player's 'Hide from leaderboard' choice — their figures then never reach the venue TV.
 */
export function StatsPanel({ laneId }: { laneId: number }) {
  const [open, setOpen] = useState(false);
  const game = useLaneStats(laneId, open);
  const hide = useHideFromLeaderboard(laneId);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-outline pi-stats-button">
          Stats
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content pi-stats">
          <Dialog.Title>Stats</Dialog.Title>
          <Dialog.Description className="muted">
            This match so far. Figures count the darts the server has received.
          </Dialog.Description>
          {game === null ? (
            <p role="status">Loading stats...</p>
          ) : (
            <>
              <StatsTable
                family={game.statistics.family}
                players={game.statistics.currentMatch}
                caption={game.statistics.mode}
              />
              <fieldset className="pi-stats-hide">
                <legend>Tonight&apos;s leaderboard on the venue TV</legend>
                {game.statistics.players.map((p) => (
                  <label key={p.player} className="checkbox-field">
                    <input
                      type="checkbox"
                      checked={game.hidden[p.player] ?? false}
                      disabled={hide.isPending}
                      onChange={(e) => hide.mutate({ player: p.player, hidden: e.target.checked })}
                    />
                    <span>Hide {p.name} from leaderboard</span>
                  </label>
                ))}
              </fieldset>
            </>
          )}
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-primary">
                Close
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
