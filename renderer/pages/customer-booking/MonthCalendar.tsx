import { useState } from 'react';
import { formatLongDay, formatMonth } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { monthOf, monthWeeks, shiftMonth, weekdayHeadings, type MonthRef } from './monthGrid';
import './monthCalendar.css';

interface Props {
  /** The selected day, 'YYYY-MM-DD'. */
  selected: string;
  onSelect(date: string): void;
  /** The venue's today; with disablePast, earlier days cannot be chosen (the customer booking page). */
  today: string;
  disablePast?: boolean;
  /** Days marked with a dot (the staff calendar: days with active reservations). */
  dots?: ReadonlySet<string>;
  /** Days the venue is closed, greyed out and not chosen (the customer booking page). */
  isClosed?: (date: string) => boolean;
  /** Told when Previous or Next month shows another month (the staff calendar fetches that month). */
  onMonthShown?: (month: MonthRef) => void;
  label: string;
}

/** A Monday-first month, shared by the customer booking page and the staff calendar. */
export function MonthCalendar({
  selected,
  onSelect,
  today,
  disablePast = false,
  dots,
  isClosed,
  onMonthShown,
  label,
}: Props) {
  const [shown, setShown] = useState(() => monthOf(selected));
  const t = useT();
  const language = useLanguage();
  const selectedMonth = monthOf(selected);
  // Follow the selection when it moves to another month (e.g. the calendar's Today button).
  const [lastSelected, setLastSelected] = useState(selected);
  if (lastSelected !== selected) {
    setLastSelected(selected);
    if (selectedMonth.year !== shown.year || selectedMonth.month !== shown.month) setShown(selectedMonth);
  }
  const dayLabel = (day: string, marked: boolean, closed: boolean) =>
    marked && closed
      ? t('common.calendar.hasReservationsClosed', { day })
      : marked
        ? t('common.calendar.hasReservations', { day })
        : closed
          ? t('common.calendar.closed', { day })
          : day;
  const todayMonth = monthOf(today);
  const show = (month: MonthRef) => {
    setShown(month);
    onMonthShown?.(month);
  };
  const atFirstMonth = disablePast && shown.year === todayMonth.year && shown.month === todayMonth.month;
  return (
    <div className="month-calendar" role="group" aria-label={label}>
      <div className="month-head">
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('common.calendar.previousMonth')}
          disabled={atFirstMonth}
          onClick={() => show(shiftMonth(shown, -1))}
        >
          ‹
        </button>
        <span className="month-title" aria-live="polite">
          {formatMonth(shown.year, shown.month, language)}
        </span>
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('common.calendar.nextMonth')}
          onClick={() => show(shiftMonth(shown, 1))}
        >
          ›
        </button>
      </div>
      <table className="month-grid">
        <thead>
          <tr>
            {weekdayHeadings(language).map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (day === null) return <td key={j} />;
                const closed = isClosed?.(day) ?? false;
                return (
                  <td key={j}>
                    <button
                      type="button"
                      className={[
                        'month-day',
                        day === selected ? 'selected' : '',
                        day === today ? 'today' : '',
                        closed ? 'closed' : '',
                      ].join(' ')}
                      aria-pressed={day === selected}
                      aria-label={dayLabel(formatLongDay(day, language), dots?.has(day) ?? false, closed)}
                      disabled={(disablePast && day < today) || closed}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                      {dots?.has(day) ? <span className="month-dot" aria-hidden="true" /> : null}
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
