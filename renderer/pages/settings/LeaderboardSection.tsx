import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../shared/api/settings';
import { call } from '../../api/call';
import { statsEndpoints } from '../../../shared/api/stats';
import { settingsQueries } from '../../api/queries/settings';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { useT } from '../../i18n/I18nProvider';

/**
 * Settings → Venue TV: tonight's leaderboard on the /tv/venue screen, on or off. Saved at once with its own
 * request (PUT /api/settings/leaderboard), apart from the main form's Save Settings, so a switch flipped on a
 * busy night reaches the TV without saving half-edited prices or hours with it.
 */
export function LeaderboardSection({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const t = useT();
  const save = useMutation({
    mutationFn: (leaderboardEnabled: boolean) =>
      call(statsEndpoints.leaderboardSetting, { body: { leaderboardEnabled } }),
    onSuccess: (saved) => {
      client.setQueryData(settingsQueries.get().queryKey, saved);
      toast({
        title: saved.leaderboardEnabled ? t('staff.leaderboard.on') : t('staff.leaderboard.off'),
        description: saved.leaderboardEnabled
          ? t('staff.leaderboard.onText')
          : t('staff.leaderboard.offText'),
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: t('staff.settings.failedTitle'),
        description: errorMessage(err, t('staff.settings.failed')),
        variant: 'destructive',
      }),
  });
  return (
    <section className="card settings-section" aria-labelledby="venue-tv-heading">
      <h2 id="venue-tv-heading">{t('staff.leaderboard.heading')}</h2>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={settings.leaderboardEnabled}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>{t('staff.leaderboard.toggle')}</span>
      </label>
      <p className="muted">{t('staff.leaderboard.note')}</p>
    </section>
  );
}
