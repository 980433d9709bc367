import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../renderer/i18n/I18nProvider';
import { csvHref, headOfficeQueries } from '../queries';
import { useHubFormat } from '../useHubFormat';
import type { PeriodQuery } from '../usePeriod';
import { ChartFrame } from './ChartFrame';
import { HeatMapChart } from './HeatMapChart';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A venue's weekday × hour utilisation over the period: when are its lanes empty? */
export function HeatMapSection({
  venueId,
  venueName,
  query,
  controls,
}: {
  venueId: string;
  venueName: string;
  query: PeriodQuery;
  controls?: ReactNode;
}) {
  const t = useT();
  const f = useHubFormat();
  const map = useQuery(headOfficeQueries.heatMap(venueId, query));
  const short = WEEKDAYS.map((d) => t('hub.weekday.short', { day: d }));
  const long = WEEKDAYS.map((d) => t('hub.weekday.long', { day: d }));
  const cells = map.data?.cells ?? [];
  const busy = new Map(cells.map((c) => [`${c.weekday} ${c.hour}`, c.averageLanesBusy]));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <ChartFrame
      title={t('hub.chart.heatMapTitle', { venue: venueName })}
      csvHref={csvHref({ ...query, chart: 'heat-map', venueId })}
      controls={controls}
      table={{
        columns: [t('hub.chart.weekday'), ...hours.map((h) => `${String(h).padStart(2, '0')}:00`)],
        rows: WEEKDAYS.map((d, i) => [
          long[i] ?? '',
          ...hours.map((h) => {
            const value = busy.get(`${d} ${h}`);
            return f.hours(value ?? 0);
          }),
        ]),
      }}
    >
      {map.data ? (
        <HeatMapChart map={map.data} weekdays={short} />
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </ChartFrame>
  );
}
