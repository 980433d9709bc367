import type { Currency } from '../../shared/api/settings';
import type { Figures, GroupPeriodFigures } from '../../shared/group/periodFigures';
import { useT, type Translate } from '../../renderer/i18n/I18nProvider';
import { csvHref } from './queries';
import { hrefOf } from './route';
import { useHubFormat, type HubFormat } from './useHubFormat';
import type { PeriodQuery } from './usePeriod';

type Shown = Omit<Figures, 'revenueMinor'> & { revenueMinor?: number };
interface FigureRow {
  label: string;
  cell: (f: Shown) => string;
}

function rowsOf(t: Translate, f: HubFormat, currency: Currency | null): FigureRow[] {
  const rows: FigureRow[] = [
    { label: t('hub.figure.bookings'), cell: (x) => f.count(x.bookings) },
    { label: t('hub.figure.sessions'), cell: (x) => f.count(x.sessions) },
    {
      label: t('hub.figure.laneHours'),
      cell: (x) => `${f.hours(x.laneHoursSold)} / ${f.hours(x.laneHoursOpen)}`,
    },
    { label: t('hub.figure.utilisation'), cell: (x) => f.percent(x.utilisation) },
  ];
  if (currency)
    rows.push({ label: t('hub.figure.revenue'), cell: (x) => f.money(x.revenueMinor ?? 0, currency) });
  rows.push(
    { label: t('hub.figure.noShows'), cell: (x) => f.count(x.noShows) },
    { label: t('hub.figure.tournaments'), cell: (x) => f.count(x.tournaments) },
  );
  return rows;
}

/**
 * The chosen period's figures, for the group and per venue, each beside the same period last year
 * (docs/venue-group.md#periods says which days that is). The group's money is one line per currency.
 */
export function FiguresSection({ data, query }: { data: GroupPeriodFigures; query: PeriodQuery }) {
  const t = useT();
  const f = useHubFormat();
  const periodText = f.range(data.period);
  const lastYearText = f.range(data.lastYearPeriod);
  const head = (
    <thead>
      <tr>
        <th scope="col">
          <span className="visually-hidden">{t('hub.figure.figure')}</span>
        </th>
        <th scope="col">{t('hub.figure.thisPeriod')}</th>
        <th scope="col">{t('hub.figure.lastYear')}</th>
      </tr>
    </thead>
  );
  const group = data.group;
  return (
    <section aria-labelledby="figures-heading">
      <div className="section-head">
        <h2 id="figures-heading">{t('hub.figures.title', { range: periodText })}</h2>
        <a className="link-button" href={csvHref({ ...query, chart: 'figures' })} download>
          {t('hub.chart.csv')}
        </a>
      </div>
      <p className="muted">{t('hub.figures.lastYearRange', { range: lastYearText })}</p>
      <div className="cards">
        <article className="card" aria-labelledby="group-figures">
          <h3 id="group-figures">{t('hub.figures.group', { count: data.venues.length })}</h3>
          <table>
            {head}
            <tbody>
              {rowsOf(t, f, null).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.cell(group.figures)}</td>
                  <td>{row.cell(group.lastYear)}</td>
                </tr>
              ))}
              {group.revenue.map((r) => (
                <tr key={r.currency}>
                  <th scope="row">{t('hub.figure.revenueIn', { currency: r.currency })}</th>
                  <td>{f.money(r.revenueMinor, r.currency)}</td>
                  <td>{f.money(r.lastYearMinor, r.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
        {data.venues.map((v) => (
          <article key={v.venueId} className="card" aria-labelledby={`figures-${v.venueId}`}>
            <h3 id={`figures-${v.venueId}`}>
              <a href={hrefOf({ page: 'venue', venueId: v.venueId })}>{v.name}</a>
            </h3>
            <table>
              {head}
              <tbody>
                {rowsOf(t, f, v.currency).map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.cell(v.figures)}</td>
                    <td>{row.cell(v.lastYear)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </div>
    </section>
  );
}
