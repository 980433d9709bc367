import { useQuery } from '@tanstack/react-query';
import type { LinkHealth } from '../../shared/group/attention';
import type { VenuePage as VenuePageData } from '../../shared/group/figuresApi';
import type { PeriodAsked } from '../../shared/group/periods';
import { useT } from '../../renderer/i18n/I18nProvider';
import { HeatMapSection } from './charts/HeatMapSection';
import { TrendCharts } from './charts/TrendCharts';
import { PeriodSwitch } from './PeriodSwitch';
import { headOfficeQueries } from './queries';
import { hrefOf } from './route';
import { Leaderboards } from './Today';
import { useHubFormat } from './useHubFormat';

/** A venue's own page: its trends and heat map over the period, its link's health, its tournaments, its leaderboard. */
export function VenuePage({
  venueId,
  asked,
  onPeriod,
}: {
  venueId: string;
  asked: PeriodAsked;
  onPeriod: (next: PeriodAsked) => void;
}) {
  const t = useT();
  const page = useQuery(headOfficeQueries.venue(venueId, asked));
  const back = (
    <p>
      <a href={hrefOf({ page: 'overview' })}>{t('hub.venue.back')}</a>
    </p>
  );
  if (page.isPending)
    return (
      <>
        {back}
        <p className="muted">{t('common.loading')}</p>
      </>
    );
  if (page.isError)
    return (
      <>
        {back}
        <p role="alert">{page.error.message}</p>
      </>
    );
  const v = page.data;
  return (
    <>
      {back}
      <h2 className="venue-title">{v.name}</h2>
      <section aria-labelledby="period-heading" className="period">
        <h3 id="period-heading" className="visually-hidden">
          {t('hub.period.legend')}
        </h3>
        <PeriodSwitch asked={asked} onChange={onPeriod} />
      </section>
      <Link venue={v} link={v.link} />
      <section aria-labelledby="venue-charts">
        <h3 id="venue-charts">{t('hub.charts.title')}</h3>
        <div className="charts">
          <TrendCharts trends={v.trends} names={() => v.name} query={asked} venueId={v.venueId} />
          <HeatMapSection venueId={v.venueId} venueName={v.name} query={asked} />
        </div>
      </section>
      <Tournaments venue={v} />
      <Leaderboards boards={v.leaderboard} showVenue={false} />
    </>
  );
}

function Link({ venue, link }: { venue: VenuePageData; link: LinkHealth }) {
  const t = useT();
  const f = useHubFormat();
  const when = (at: string | null) => (at === null ? t('hub.link.never') : f.instant(at, venue.timezone));
  const rows: [string, string][] = [
    [t('hub.link.lastHeartbeat'), when(link.lastHeartbeatAt)],
    [t('hub.link.lastEvent'), when(link.lastEventAt)],
    [t('hub.link.queued'), f.count(link.queued)],
    [
      t('hub.link.clock'),
      link.clockOffsetMs === null
        ? t('hub.link.never')
        : t('hub.link.clockOffset', { seconds: f.count(Math.round(link.clockOffsetMs / 1000)) }),
    ],
    [
      t('hub.link.lastError'),
      link.lastDroppedAt === null
        ? t('hub.link.noError')
        : `${when(link.lastDroppedAt)} · ${link.lastDroppedReason ?? ''}`,
    ],
  ];
  return (
    <section aria-labelledby="link-heading" className="card">
      <h3 id="link-heading">{t('hub.link.title')}</h3>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="wrap">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Tournaments({ venue }: { venue: VenuePageData }) {
  const t = useT();
  const f = useHubFormat();
  return (
    <section aria-labelledby="tournaments-heading">
      <h3 id="tournaments-heading">{t('hub.tournaments.title')}</h3>
      {venue.tournaments.length === 0 ? (
        <p className="muted">{t('hub.tournaments.none')}</p>
      ) : (
        <ul className="plain">
          {venue.tournaments.map((x) => (
            <li key={x.tournamentId}>
              {t('hub.tournaments.line', {
                format: t('hub.tournaments.format', { format: x.format }),
                players: x.playerCount,
                finished: f.instant(x.finishedAt, venue.timezone),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
