import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../shared/api/settings';
import { call } from '../../api/call';
import { statsEndpoints } from '../../../shared/api/stats';
import { settingsQueries } from '../../api/queries/settings';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';

/**
 * Settings → Venue TV: tonight's leaderboard on the /tv/venue screen, on or off. Saved at once with its own
 * request (PUT /api/settings/leaderboard), apart from the main form's Save Settings, so a switch flipped on a
 * busy night reaches the TV without saving half-edited prices or hours with it.
 */
export function LeaderboardSection({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (leaderboardEnabled: boolean) =>
      call(statsEndpoints.leaderboardSetting, { body: { leaderboardEnabled } }),
    onSuccess: (saved) => {
      client.setQueryData(settingsQueries.get().queryKey, saved);
      toast({
        title: saved.leaderboardEnabled ? 'Leaderboard On' : 'Leaderboard Off',
        description: saved.leaderboardEnabled
          ? "Tonight's leaderboard is showing on the venue TV."
          : "Tonight's leaderboard is hidden from the venue TV.",
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: errorMessage(err, 'Failed to update settings. Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <section className="card settings-section" aria-labelledby="venue-tv-heading">
      <h2 id="venue-tv-heading">Venue TV</h2>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={settings.leaderboardEnabled}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>Show tonight&apos;s leaderboard on the venue TV (/tv/venue)</span>
      </label>
      <p className="muted">
        Highest checkout, most 180s and best 3-dart average of tonight&apos;s lane games. Players can hide
        themselves from it on their scoring screen.
      </p>
    </section>
  );
}
