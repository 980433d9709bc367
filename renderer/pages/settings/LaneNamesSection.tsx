import type { Lane } from '../../../shared/api/lanes';
import { TextField } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';
import { LANE_NUMBERS, type FieldProblems } from './settingsForm';

/**
 * 'Lane Names' for the 10 configurable lanes. Part of the settings form: Save Settings sends one PUT
 * /api/lanes/{id} per changed lane after the settings. A blank name is shown as 'Lane {n}' everywhere
 * (laneDisplayName).
 */
export function LaneNamesSection({
  lanes,
  names,
  problems,
  onChange,
}: {
  lanes: readonly Lane[];
  names: Record<number, string>;
  problems: FieldProblems;
  onChange: (lane: number, name: string) => void;
}) {
  const known = new Set(lanes.map((l) => l.number));
  const t = useT();
  return (
    <section className="card settings-section" aria-labelledby="lane-names-heading">
      <h2 id="lane-names-heading">{t('staff.laneNames.heading')}</h2>
      <div className="settings-grid">
        {LANE_NUMBERS.map((n) => (
          <TextField
            key={n}
            label={t('staff.lane.title', { number: n })}
            placeholder={t('staff.lane.title', { number: n })}
            disabled={!known.has(n)}
            value={names[n] ?? ''}
            problem={problems[`laneNames.${n}`]}
            onChange={(name) => onChange(n, name)}
          />
        ))}
      </div>
      <p className="muted">{t('staff.laneNames.note')}</p>
    </section>
  );
}
