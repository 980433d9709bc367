import type { GameAction } from '../../../shared/darts/types';
import { useT } from '../../i18n/I18nProvider';
import './dartboard.css';

const NUMBERS = Array.from({ length: 20 }, (_, i) => 20 - i);
// The button's text is the dart label players read (S20, D20, T20), so it is also its accessible name.
const RINGS = [
  { multiplier: 1, prefix: 'S', name: 'tablet.board.single' },
  { multiplier: 2, prefix: 'D', name: 'tablet.board.double' },
  { multiplier: 3, prefix: 'T', name: 'tablet.board.treble' },
] as const;

/**
 * The dartboard: singles, doubles and trebles of 1 to 20, outer bull 25, inner bull 50, and Miss. Every dart
 * is one tap (no ring-then-number step) with buttons sized for a finger on a 10-inch tablet.
 */
export function Dartboard({ disabled, onDart }: { disabled: boolean; onDart: (dart: GameAction) => void }) {
  const t = useT();
  const dart = (section: number, multiplier: 1 | 2 | 3) => () =>
    onDart({ type: 'dart', section, multiplier });
  return (
    <section className="pi-panel pi-board" aria-labelledby="pi-board-title">
      <h2 id="pi-board-title" className="pi-panel-title">
        {t('tablet.board.title')}
      </h2>
      <div className="pi-numbers">
        {NUMBERS.map((n) => (
          <div
            key={n}
            className="pi-number"
            role="group"
            aria-label={t('tablet.board.number', { number: n })}
          >
            {RINGS.map((ring) => (
              <button
                key={ring.prefix}
                type="button"
                className={`pi-dart pi-dart-${ring.prefix.toLowerCase()}`}
                title={t(ring.name, { number: n })}
                disabled={disabled}
                onClick={dart(n, ring.multiplier)}
              >
                {ring.prefix}
                {n}
              </button>
            ))}
          </div>
        ))}
      </div>
      <div className="pi-bulls">
        <button type="button" className="pi-dart pi-dart-bull" disabled={disabled} onClick={dart(25, 1)}>
          {t('tablet.board.outerBull')}
        </button>
        <button type="button" className="pi-dart pi-dart-bull" disabled={disabled} onClick={dart(25, 2)}>
          {t('tablet.board.bull')}
        </button>
        <button type="button" className="pi-dart pi-dart-miss" disabled={disabled} onClick={dart(0, 1)}>
          {t('tablet.board.miss')}
        </button>
      </div>
    </section>
  );
}
