import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HeadOffice } from '../../shared/group/figures';
import type { PeriodAsked } from '../../shared/group/periods';
import { useT } from '../../renderer/i18n/I18nProvider';
import { HeatMapSection } from './charts/HeatMapSection';
import { RankingChart } from './charts/RankingChart';
import { TrendCharts } from './charts/TrendCharts';
import { FiguresSection } from './FiguresSection';
import { PeriodSwitch } from './PeriodSwitch';
import { headOfficeQueries } from './queries';
import { Leaderboards, TodaySection } from './Today';

/**
 * Head office's first page: the chosen period's figures per venue and for the group beside last year's, the
 * charts (trends, the ranking, a venue's heat map), then today live and the group leaderboard.
 */
export function OverviewPage({
  today,
  asked,
  onPeriod,
}: {
  today: HeadOffice;
  asked: PeriodAsked;
  onPeriod: (next: PeriodAsked) => void;
}) {
  const t = useT();
  const figures = useQuery(headOfficeQueries.period(asked));
  const trends = useQuery(headOfficeQueries.trends(asked));
  const venues = figures.data?.venues ?? today.venues;
  const [heatVenue, setHeatVenue] = useState<string | null>(null);
  const chosen = venues.find((v) => v.venueId === heatVenue) ?? venues[0];
  const names = (id: string) => venues.find((v) => v.venueId === id)?.name ?? id;
  return (
    <>
      <section aria-labelledby="period-heading" className="period">
        <h2 id="period-heading" className="visually-hidden">
          {t('hub.period.legend')}
        </h2>
        <PeriodSwitch asked={asked} onChange={onPeriod} />
      </section>
      {figures.data ? (
        <FiguresSection data={figures.data} query={asked} />
      ) : (
        <p className="muted">{figures.isError ? t('hub.unavailable') : t('common.loading')}</p>
      )}
      <section aria-labelledby="charts-heading">
        <h2 id="charts-heading">{t('hub.charts.title')}</h2>
        <div className="charts">
          {trends.data ? <TrendCharts trends={trends.data} names={names} query={asked} /> : null}
          <RankingChart query={asked} />
          {chosen ? (
            <HeatMapSection
              venueId={chosen.venueId}
              venueName={chosen.name}
              query={asked}
              controls={
                <label className="inline-select">
                  {t('hub.chart.venue')}
                  <select value={chosen.venueId} onChange={(e) => setHeatVenue(e.target.value)}>
                    {venues.map((v) => (
                      <option key={v.venueId} value={v.venueId}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </label>
              }
            />
          ) : null}
        </div>
      </section>
      <TodaySection data={today} />
      <Leaderboards boards={today.leaderboard} showVenue />
    </>
  );
}
