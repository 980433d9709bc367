import { useState } from 'react';
import type { Currency } from '../../../shared/api/settings';
import type { PublicLaneAvailability, SlotState } from '../../../shared/api/publicBooking';
import { isPastStart, venueClock } from '../../../shared/time/display';
import { formatMoney } from '../../../shared/money';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { CELL_TEXT, type SelectedSlot } from './bookingForm';

interface Props {
  lanes: readonly PublicLaneAvailability[];
  zone: string;
  currency: Currency;
  /** The page's clock: a slot whose start passes while the page is open turns 'past' without a reload. */
  now: Date;
  selected: SelectedSlot | null;
  onSelect(slot: SelectedSlot): void;
}

/**
 * The lane × time grid. Each cell shows its state — Reserved/Unavailable, Tournament/Unavailable, In Use,
 * Expired/Past Time, or Available with its price — and only available cells can be chosen. Times already past
 * are left out (today no longer opens on rows of 'Expired'; a slot that passes while the page is open still
 * reads Expired until the next refresh), and the chosen cell reads 'Selected'.
 */
export function SlotGrid({ lanes, zone, currency, now, selected, onSelect }: Props) {
  const loadedAt = useState(() => now)[0];
  const t = useT();
  const language = useLanguage();
  const all = lanes[0]?.slots.map((s) => s.start) ?? [];
  const starts = all.filter((start) => !isPastStart(start, loadedAt));
  const offset = all.length - starts.length;
  return (
    <div className="slot-grid-wrap">
      <table className="slot-grid">
        <caption className="visually-hidden">{t('booking.timeSlotsByLane')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('booking.time')}</th>
            {lanes.map((lane) => (
              <th key={lane.laneId} scope="col">
                {lane.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {starts.map((start, row) => (
            <tr key={start}>
              <th scope="row">{venueClock(start, zone)}</th>
              {lanes.map((lane) => {
                const slot = lane.slots[row + offset];
                if (!slot) return <td key={lane.laneId} />;
                const state: SlotState = isPastStart(slot.start, now) ? 'past' : slot.state;
                const time = venueClock(slot.start, zone);
                const isSelected = selected?.laneId === lane.laneId && selected.start === slot.start;
                if (state === 'available') {
                  const price = formatMoney(slot.price, currency, language);
                  const word = t(isSelected ? 'booking.cell.selected' : 'booking.cell.available');
                  return (
                    <td key={lane.laneId}>
                      <button
                        type="button"
                        className={`slot slot-available${isSelected ? ' selected' : ''}`}
                        aria-pressed={isSelected}
                        aria-label={t('booking.cell.label', {
                          lane: lane.name,
                          time,
                          state: `${word}, ${price}`,
                        })}
                        onClick={() =>
                          onSelect({
                            laneId: lane.laneId,
                            laneName: lane.name,
                            start: slot.start,
                            price: slot.price,
                          })
                        }
                      >
                        <span>{word}</span>
                        <span className="slot-price">{price}</span>
                      </button>
                    </td>
                  );
                }
                const [titleKey, subKey] = CELL_TEXT[state];
                const title = t(titleKey);
                const sub = subKey ? t(subKey) : '';
                return (
                  <td key={lane.laneId}>
                    <button
                      type="button"
                      className={`slot slot-${state}`}
                      disabled
                      aria-label={t('booking.cell.label', {
                        lane: lane.name,
                        time,
                        state: sub ? `${title}, ${sub}` : title,
                      })}
                    >
                      <span>{title}</span>
                      {sub ? <span className="slot-sub">{sub}</span> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
