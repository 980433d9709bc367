import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RankBy } from '../../../shared/group/periodFigures';
import type { VenuePeriodFigures } from '../../../shared/group/periodFigures';
import { useT } from '../../../renderer/i18n/I18nProvider';
import { csvHref, headOfficeQueries } from '../queries';
import { useHubFormat, type HubFormat } from '../useHubFormat';
import type { PeriodQuery } from '../usePeriod';
import { BarChart } from './BarChart';
import { ChartFrame } from './ChartFrame';

function valueOf(v: VenuePeriodFigures, by: RankBy): number {
  const x = v.figures;
  switch (by) {
    case 'revenue':
      return x.revenueMinor;
    case 'utilisation':
      return x.utilisation ?? 0;
    default:
      return x[by];
  }
}

function textOf(f: HubFormat, v: VenuePeriodFigures, by: RankBy): string {
  const x = v.figures;
  if (by === 'revenue') return f.money(x.revenueMinor, v.currency);
  if (by === 'utilisation') return f.percent(x.utilisation);
  if (by === 'laneHoursSold') return f.hours(x.laneHoursSold);
  return f.count(x[by]);
}

/** Venues side by side over the period, ranked by the figure the person chooses (the server orders them). */
export function RankingChart({ query }: { query: PeriodQuery }) {
  const t = useT();
  const f = useHubFormat();
  const [by, setBy] = useState<RankBy>('revenue');
  const ranking = useQuery(headOfficeQueries.ranking({ ...query, by }));
  const venues = ranking.data?.venues ?? [];
  const figureName = t('hub.rankBy', { by });
  return (
    <ChartFrame
      title={t('hub.chart.rankingTitle', { figure: figureName })}
      csvHref={csvHref({ ...query, chart: 'ranking', by })}
      controls={
        <label className="inline-select">
          {t('hub.chart.rankBy')}
          <select value={by} onChange={(e) => setBy(RankBy.parse(e.target.value))}>
            {RankBy.options.map((option) => (
              <option key={option} value={option}>
                {t('hub.rankBy', { by: option })}
              </option>
            ))}
          </select>
        </label>
      }
      table={{
        columns: [t('hub.chart.rank'), t('hub.chart.venue'), figureName],
        rows: venues.map((v, i) => [f.count(i + 1), v.name, textOf(f, v, by)]),
      }}
    >
      <BarChart
        bars={venues.map((v) => ({ label: v.name, value: valueOf(v, by), text: textOf(f, v, by) }))}
      />
    </ChartFrame>
  );
}
