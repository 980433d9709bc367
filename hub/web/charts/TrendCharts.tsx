import { CURRENCIES } from '../../../shared/api/settings';
import type { Trends } from '../../../shared/group/periodFigures';
import { useT } from '../../../renderer/i18n/I18nProvider';
import { csvHref } from '../queries';
import { useHubFormat } from '../useHubFormat';
import type { PeriodQuery } from '../usePeriod';
import { ChartFrame } from './ChartFrame';
import { LineChart, type Line } from './LineChart';

/**
 * Revenue and utilisation over the period, a point per day, week or month (the server's bucket): revenue as one
 * chart per currency (the group's line per currency, each venue's beside it), utilisation as the group's line
 * and each venue's. `names` gives venues' names; on a venue's own page there is one venue and no group line.
 */
export function TrendCharts({
  trends,
  names,
  query,
  venueId,
}: {
  trends: Trends;
  names: (venueId: string) => string;
  query: PeriodQuery;
  venueId?: string;
}) {
  const t = useT();
  const f = useHubFormat();
  const froms =
    trends.group.length > 0
      ? trends.group.map((g) => g.from)
      : (trends.venues[0]?.points ?? []).map((p) => p.from);
  const labels = froms.map((d) => f.day(d, false));
  const fullLabels = froms.map((d) => f.day(d));
  const single = venueId !== undefined;
  const groupName = t('hub.chart.group');
  const csv = csvHref({ ...query, chart: 'trends', ...(venueId ? { venueId } : {}) });
  const pointAt = (points: Trends['venues'][number]['points'], from: string) =>
    points.find((p) => p.from === from);

  const utilLines: Line[] = [
    ...(single ? [] : [{ name: groupName, values: trends.group.map((g) => g.utilisation) }]),
    ...trends.venues.map((v) => ({
      name: names(v.venueId),
      values: froms.map((from) => pointAt(v.points, from)?.utilisation ?? null),
    })),
  ];
  const currencies = CURRENCIES.filter((c) => trends.venues.some((v) => v.currency === c));
  const bucket = t('hub.chart.bucket', { bucket: trends.bucket });
  return (
    <>
      {currencies.map((currency) => {
        const venues = trends.venues.filter((v) => v.currency === currency);
        const lines: Line[] = [
          ...(single
            ? []
            : [
                {
                  name: groupName,
                  values: trends.group.map(
                    (g) => g.revenue.find((r) => r.currency === currency)?.revenueMinor ?? 0,
                  ),
                },
              ]),
          ...venues.map((v) => ({
            name: names(v.venueId),
            values: froms.map((from) => pointAt(v.points, from)?.revenueMinor ?? 0),
          })),
        ];
        return (
          <ChartFrame
            key={currency}
            title={t('hub.chart.revenueTitle', { currency })}
            csvHref={csv}
            table={{
              columns: [bucket, ...lines.map((l) => l.name)],
              rows: fullLabels.map((label, i) => [
                label,
                ...lines.map((l) => f.money(l.values[i] ?? 0, currency)),
              ]),
            }}
          >
            <LineChart labels={labels} lines={lines} format={(v) => f.money(Math.round(v), currency)} />
          </ChartFrame>
        );
      })}
      <ChartFrame
        title={t('hub.chart.utilisationTitle')}
        csvHref={csv}
        table={{
          columns: [bucket, ...utilLines.map((l) => l.name)],
          rows: fullLabels.map((label, i) => [
            label,
            ...utilLines.map((l) => f.percent(l.values[i] ?? null)),
          ]),
        }}
      >
        <LineChart labels={labels} lines={utilLines} format={(v) => f.percent(v)} top={100} />
      </ChartFrame>
    </>
  );
}
