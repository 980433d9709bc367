import type { Lane } from '../../../shared/api/lanes';
import type { LaneBlock } from '../../../shared/booking/laneBlock';
import { clockTimeOf } from '../../../shared/time/venueTime';
import { laneLabel } from '../reservations/queries';
import { assertNever } from '../../../shared/assertNever';
import { cellAt } from './calendarGrid';

interface Props {
  rows: readonly string[];
  lanes: readonly Lane[];
  blocks: readonly LaneBlock[];
  zone: string;
  onOpenReservation(reservationId: string): void;
}

/** SPEC §2: the selected day in half-hour rows, one column per lane (the first 10). */
export function DayGrid({ rows, lanes, blocks, zone, onOpenReservation }: Props) {
  return (
    <div className="day-grid-wrap">
      <table className="day-grid">
        <caption className="visually-hidden">Lane availability by half hour</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {lanes.map((lane) => (
              <th key={lane.id} scope="col">
                {laneLabel(lane)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((start) => (
            <tr key={start}>
              <th scope="row">{clockTimeOf(start, zone)}</th>
              {lanes.map((lane) => {
                const cell = cellAt(lane.id, start, blocks);
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
                          <span className="cell-sub">{cell.block.playerCount} players</span>
                        </button>
                      </td>
                    );
                  case 'tournament':
                    return (
                      <td key={lane.id} className="cell cell-tournament">
                        {cell.block.tournamentName}
                      </td>
                    );
                  case 'in_use':
                    return (
                      <td key={lane.id} className="cell cell-in-use">
                        In Use
                      </td>
                    );
                  case 'available':
                    return (
                      <td key={lane.id} className="cell cell-available">
                        Available
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
