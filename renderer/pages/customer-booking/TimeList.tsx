import type { Currency } from '../../../shared/api/settings';
import type { FreeTime } from '../../../shared/booking/customerView';
import { venueClock } from '../../../shared/time/display';
import { formatMoney } from '../../../shared/money';
import type { Language } from '../../../shared/i18n/languages';
import { useLanguage, useT, type Translate } from '../../i18n/I18nProvider';
import type { SelectedSlot } from './bookingForm';

interface Props {
  times: readonly FreeTime[];
  zone: string;
  currency: Currency;
  selected: SelectedSlot | null;
  onSelect(slot: SelectedSlot): void;
}

/** The cheapest of the lanes free at a time: 'from £15.00' when lanes differ in price, else the price. */
function priceFrom(time: FreeTime, currency: Currency, language: Language, t: Translate): string {
  const prices = time.lanes.map((lane) => Number(lane.price));
  const low = Math.min(...prices);
  const text = formatMoney(time.lanes[prices.indexOf(low)]?.price ?? '0.00', currency, language);
  return prices.every((p) => p === low) ? text : t('booking.from', { price: text });
}

/**
 * The phone: the day's free times first, as large buttons (no sideways scrolling through ten lanes), past
 * times left out. Choosing a time picks its first free lane; the lanes free then follow, for a customer who
 * cares which lane they get.
 */
export function TimeList({ times, zone, currency, selected, onSelect }: Props) {
  const chosen = selected ? times.find((time) => time.start === selected.start) : undefined;
  const t = useT();
  const language = useLanguage();
  const selectedText = t('booking.cell.selected');
  return (
    <>
      <div className="time-list" role="group" aria-label={t('booking.freeTimes')}>
        {times.map((time) => {
          const isSelected = selected?.start === time.start;
          const clock = venueClock(time.start, zone);
          const first = time.lanes[0];
          const lanesFree = t('booking.lanesFree', { count: time.lanes.length });
          const from = priceFrom(time, currency, language, t);
          return (
            <button
              key={time.start}
              type="button"
              className={`time-chip${isSelected ? ' selected' : ''}`}
              aria-pressed={isSelected}
              aria-label={`${clock}, ${isSelected ? selectedText : lanesFree}, ${from}`}
              onClick={() => {
                if (first) onSelect({ ...first, start: time.start });
              }}
            >
              <span className="time-chip-clock">{clock}</span>
              <span className="time-chip-sub">{isSelected ? selectedText : from}</span>
            </button>
          );
        })}
      </div>
      {chosen && selected ? (
        <div
          className="lane-choice"
          role="group"
          aria-label={t('booking.lanesFreeAt', { time: venueClock(chosen.start, zone) })}
        >
          <p className="muted lane-choice-title">
            {t('booking.laneFreeAt', { time: venueClock(chosen.start, zone) })}
          </p>
          {chosen.lanes.map((lane) => {
            const isSelected = selected.laneId === lane.laneId;
            return (
              <button
                key={lane.laneId}
                type="button"
                className={`lane-chip${isSelected ? ' selected' : ''}`}
                aria-pressed={isSelected}
                onClick={() => onSelect({ ...lane, start: chosen.start })}
              >
                {lane.laneName} · {formatMoney(lane.price, currency, language)}
              </button>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
