import { useQuery } from '@tanstack/react-query';
import type { Alert } from '../../shared/group/attention';
import type { Translate } from '../../renderer/i18n/I18nProvider';
import { useT } from '../../renderer/i18n/I18nProvider';
import { headOfficeQueries } from './queries';
import { hrefOf } from './route';
import { useHubFormat, type HubFormat } from './useHubFormat';

/**
 * What needs attention now, at the top of head office: each alert of the person's venues with the time it
 * started, oldest first, kept current by the live socket (docs/venue-group.md#what-needs-attention).
 */
export function Attention({ zoneOf }: { zoneOf: (venueId: string) => string }) {
  const t = useT();
  const f = useHubFormat();
  const alerts = useQuery(headOfficeQueries.alerts());
  const list = alerts.data?.alerts ?? [];
  return (
    <section
      aria-labelledby="attention-heading"
      className={list.length > 0 ? 'attention urgent' : 'attention'}
    >
      <h2 id="attention-heading">{t('hub.attention.title')}</h2>
      {alerts.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t('hub.attention.none')}</p>
      ) : (
        <ul className="alerts">
          {list.map((a) => (
            <li key={`${a.kind}-${a.venueId}`}>
              <a href={hrefOf({ page: 'venue', venueId: a.venueId })}>{a.venueName}</a> {alertText(t, f, a)}{' '}
              <span className="muted">
                {t('hub.attention.since', { time: f.instant(a.since, zoneOf(a.venueId)) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function alertText(t: Translate, f: HubFormat, a: Alert): string {
  switch (a.kind) {
    case 'offline':
      return t('hub.attention.offline');
    case 'queue_growing':
      return t('hub.attention.queueGrowing', { count: a.value ?? 0 });
    case 'clock_off':
      return t('hub.attention.clockOff', { seconds: f.count(Math.round(Math.abs(a.value ?? 0) / 1000)) });
    case 'dropped_messages':
      return t('hub.attention.dropped', { count: a.value ?? 0 });
  }
}
