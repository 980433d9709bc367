import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { laneEndpoints, type Lane } from '../../../shared/api/lanes';
import { call } from '../../api/call';
import { TextField } from '../../components/kit/Field';
import { laneQueries } from '../../api/queries/lanes';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { LANE_NUMBERS, SETTINGS_TOASTS } from './settingsForm';

/**
 * SPEC §2 'Lane Names' for the 10 configurable lanes, saved with one PUT /api/lanes/{id} per changed lane
 * (SPEC §7). A blank name is shown as 'Lane {n}' everywhere (SPEC §5).
 */
export function LaneNamesSection({ lanes }: { lanes: readonly Lane[] }) {
  const queryClient = useQueryClient();
  const byNumber = new Map(lanes.map((l) => [l.number, l]));
  const [names, setNames] = useState<Record<number, string>>(() =>
    Object.fromEntries(LANE_NUMBERS.map((n) => [n, byNumber.get(n)?.name ?? ''])),
  );
  const save = useMutation({
    mutationFn: async () => {
      const changed = LANE_NUMBERS.flatMap((n) => {
        const lane = byNumber.get(n);
        const name = (names[n] ?? '').trim();
        return lane && lane.name !== name ? [{ id: lane.id, name }] : [];
      });
      for (const { id, name } of changed)
        await call(laneEndpoints.update, { params: { id }, body: { name } });
    },
    onSuccess: () => toast({ title: SETTINGS_TOASTS.lanesSaved, variant: 'success' }),
    onError: (err) =>
      toast({
        title: SETTINGS_TOASTS.failedTitle,
        description: errorMessage(err, SETTINGS_TOASTS.lanesFailed),
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: laneQueries.list().queryKey }),
  });
  return (
    <section className="card settings-section" aria-labelledby="lane-names-heading">
      <h2 id="lane-names-heading">Lane Names</h2>
      <div className="settings-grid">
        {LANE_NUMBERS.map((n) => (
          <TextField
            key={n}
            label={`Lane ${n}`}
            placeholder={`Lane ${n}`}
            disabled={!byNumber.has(n)}
            value={names[n] ?? ''}
            onChange={(name) => setNames((all) => ({ ...all, [n]: name }))}
          />
        ))}
      </div>
      <button
        type="button"
        className="btn btn-outline"
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {save.isPending ? 'Saving...' : 'Save Lane Names'}
      </button>
    </section>
  );
}
