import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../renderer/i18n/I18nProvider';

export interface ChartTable {
  columns: readonly string[];
  /** Each row's first cell heads it (a venue, a day, a weekday). */
  rows: readonly (readonly string[])[];
}

/**
 * A chart as head office shows every one: its title, the picture (hidden from screen readers, which read the
 * table instead), the same figures as a table (visually hidden until "Show table"), and its CSV export.
 */
export function ChartFrame({
  title,
  table,
  csvHref,
  controls,
  children,
}: {
  title: string;
  table: ChartTable;
  csvHref: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <section className="chart" aria-labelledby={headingId}>
      <header className="chart-head">
        <h3 id={headingId}>{title}</h3>
        <div className="chart-actions">
          {controls}
          <button
            type="button"
            className="link-button"
            aria-controls={tableId}
            aria-expanded={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? t('hub.chart.hideTable') : t('hub.chart.showTable')}
          </button>
          <a className="link-button" href={csvHref} download>
            {t('hub.chart.csv')}
          </a>
        </div>
      </header>
      <div className="chart-picture" aria-hidden="true">
        {children}
      </div>
      <div id={tableId} className={shown ? 'table-scroll' : 'visually-hidden'}>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
