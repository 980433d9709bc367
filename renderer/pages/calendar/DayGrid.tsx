import { useLayoutEffect, useRef } from 'react';
import type { Lane } from '../../../shared/api/lanes';
import type { LaneBlock } from '../../../shared/booking/laneBlock';
import { formatTime } from '../../../shared/i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { laneLabel } from '../reservations/queries';
import { assertNever } from '../../../shared/assertNever';
import { cellAt, openingRow } from './calendarGrid';

interface Props {
  rows: readonly string[];
  lanes: readonly Lane[];
  blocks: readonly LaneBlock[];
  zone: string;
  /** The screen's clock: free half hours already over read 'Past'. */
  now: Date;
  onOpenReservation(reservationId: string): void;
}

/**
 * The selected day in half-hour rows, one column per lane (the first 10). Every lane fits a 1366 px front
 * desk, and the grid opens scrolled to the half hour under way (the day's opening on another day), not at the
 * top of a long day.
 */
export function DayGrid({ rows, lanes, blocks, zone, now, onOpenReservation }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const t = useT();
  const first = rows[0];
  // Once per day shown (not on every tick of the clock), so staff scrolling the grid are not pulled back.
  useLayoutEffect(() => {
    const box = wrap.current;
    if (!box) return;
    const target = openingRow(rows, new Date());
    if (target === null) {
      box.scrollTop = box.scrollHeight;
      return;
    }
    const row = box.querySelector<HTMLTableRowElement>(`tr[data-start="${target}"]`);
    const head = box.querySelector('thead');
    if (row) box.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the day (its first row) decides, not the rows' identity
  }, [first]);
  return (
    // A scrolled region a keyboard can reach and scroll (axe: scrollable-region-focusable).
    <div
      className="day-grid-wrap"
      ref={wrap}
      role="region"
      aria-label={t('staff.calendar.grid')}
      tabIndex={0}
    >
      <table className="day-grid">
        <caption className="visually-hidden">{t('staff.calendar.grid')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.calendar.time')}</th>
            {lanes.map((lane) => (
              <th key={lane.id} scope="col">
                {laneLabel(lane, lane.id, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((start) => (
            <tr key={start} data-start={start}>
              <th scope="row">{formatTime(start, zone)}</th>
              {lanes.map((lane) => {
                const cell = cellAt(lane.id, start, blocks, now);
                switch (cell.kind) {
                  case 'reserved':
                    return (
                      <td key={lane.id} className="cell cell-reserved">
                        <button
                          type="button"
                          className="cell-button"
                          onClick={() =>
                            cell.block.reservationId && onOpenReservation(cell.block.reservationId)
                          }
                        >
                          <span className="cell-name">{cell.block.customerName}</span>
                          <span className="cell-sub">
                            {t('staff.calendar.players', { count: cell.block.playerCount ?? 0 })}
                          </span>
                        </button>
                      </td>
                    );
                  case 'tournament':
                    return (
                      <td key={lane.id} className="cell cell-tournament">
                        {cell.block.tournamentName ?? cell.block.leagueName}
                      </td>
                    );
                  case 'in_use':
                    return (
                      <td key={lane.id} className="cell cell-in-use">
                        {t('staff.calendar.inUse')}
                      </td>
                    );
                  case 'available':
                    return (
                      <td key={lane.id} className="cell cell-available">
                        {t('staff.calendar.available')}
                      </td>
                    );
                  case 'past':
                    return (
                      <td key={lane.id} className="cell cell-past">
                        {t('staff.calendar.past')}
                      </td>
                    );
                  default:
                    return assertNever(cell, 'calendar cell');
                }
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
