import type { GroupLeaderboard, HeadOffice, PeriodFigures, VenueFigures } from '../../shared/group/figures';
import { useT } from '../../renderer/i18n/I18nProvider';
import { agoParts } from '../../shared/group/ago';
import { hrefOf } from './route';
import { useHubFormat } from './useHubFormat';

/** Every venue today and this week, online or not, as the live socket keeps them (docs/venue-group.md). */
export function TodaySection({ data }: { data: HeadOffice }) {
  const t = useT();
  return (
    <section aria-labelledby="venues-heading">
      <h2 id="venues-heading">{t('hub.venues.title')}</h2>
      {data.venues.length === 0 ? (
        <p className="muted">{t('hub.venues.none')}</p>
      ) : (
        <div className="cards">
          {data.venues.map((venue) => (
            <VenueCard key={venue.venueId} venue={venue} now={new Date(data.at)} />
          ))}
        </div>
      )}
    </section>
  );
}

export function Presence({
  venue,
  now,
}: {
  venue: Pick<VenueFigures, 'online' | 'lastEventAt' | 'lastHeartbeatAt'>;
  now: Date;
}) {
  const t = useT();
  const last = venue.lastEventAt ?? venue.lastHeartbeatAt;
  const ago = last === null ? null : agoParts(now.getTime() - Date.parse(last));
  return (
    <span className={venue.online ? 'badge online' : 'badge offline'}>
      {t('hub.presence', {
        online: venue.online ? 'yes' : 'no',
        unit: ago?.unit ?? 'never',
        count: ago?.count ?? 0,
      })}
    </span>
  );
}

function VenueCard({ venue, now }: { venue: VenueFigures; now: Date }) {
  const t = useT();
  const f = useHubFormat();
  const rows: [string, (p: PeriodFigures) => string][] = [
    [t('hub.figure.bookings'), (p) => f.count(p.bookings)],
    [t('hub.figure.sessions'), (p) => f.count(p.sessions)],
    [t('hub.figure.laneHours'), (p) => `${f.hours(p.laneHoursSold)} / ${f.hours(p.laneHoursOpen)}`],
    [t('hub.figure.utilisation'), (p) => f.percent(p.utilisation)],
    [t('hub.figure.revenue'), (p) => f.money(p.revenueMinor, venue.currency)],
    [t('hub.figure.noShows'), (p) => f.count(p.noShows)],
  ];
  return (
    <article className="card" aria-label={venue.name}>
      <header className="card-head">
        <h3>
          <a href={hrefOf({ page: 'venue', venueId: venue.venueId })}>{venue.name}</a>
        </h3>
        <Presence venue={venue} now={now} />
      </header>
      {venue.queued > 0 ? <p className="muted">{t('hub.venues.queued', { count: venue.queued })}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('hub.figure.figure')}</span>
            </th>
            <th scope="col">{t('hub.venues.today')}</th>
            <th scope="col">{t('hub.venues.week')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{cell(venue.today)}</td>
              <td>{cell(venue.week)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

const COLUMNS = ['highestCheckout', 'mostOneEighties', 'bestAverage'] as const;

/** A leaderboard tonight and this month: the group's, or one venue's on its own page. */
export function Leaderboards({
  boards,
  showVenue,
}: {
  boards: { tonight: GroupLeaderboard; month: GroupLeaderboard };
  showVenue: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="leaderboard-heading">
      <h2 id="leaderboard-heading">{t(showVenue ? 'hub.leaderboard.group' : 'hub.leaderboard.venue')}</h2>
      <div className="cards">
        <Board title={t('hub.leaderboard.tonight')} board={boards.tonight} showVenue={showVenue} />
        <Board title={t('hub.leaderboard.month')} board={boards.month} showVenue={showVenue} />
      </div>
    </section>
  );
}

function Board({ title, board, showVenue }: { title: string; board: GroupLeaderboard; showVenue: boolean }) {
  const t = useT();
  const f = useHubFormat();
  return (
    <article className="card" aria-label={t('hub.leaderboard.label', { title })}>
      <h3>{title}</h3>
      {COLUMNS.map((key) => (
        <div key={key}>
          <h4>{t('hub.leaderboard.column', { column: key })}</h4>
          {board[key].length === 0 ? (
            <p className="muted">{t('hub.leaderboard.nobody')}</p>
          ) : (
            <ol>
              {board[key].map((e, i) => (
                <li key={`${e.venueId}-${e.laneNumber}-${e.name}-${i}`}>
                  {e.name}{' '}
                  <span className="muted">
                    {showVenue
                      ? t('hub.leaderboard.where', { venue: e.venueName, lane: e.laneNumber })
                      : t('hub.leaderboard.lane', { lane: e.laneNumber })}
                  </span>{' '}
                  — {key === 'bestAverage' ? f.decimal(e.value) : f.count(e.value)}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </article>
  );
}
