import type { OperatingHours } from '../../shared/api/settings';
import { GROUP_PAGE_PATH, offlineSentence } from '../../shared/group/booking';
import { errorMessage } from '../api/errors';
import { useSmallQuery } from '../api/smallQuery';
import { venuesQuery } from './groupSource';
import './groupBooking.css';

const DAYS = [
  ['monday', 'Mon'],
  ['tuesday', 'Tue'],
  ['wednesday', 'Wed'],
  ['thursday', 'Thu'],
  ['friday', 'Fri'],
  ['saturday', 'Sat'],
  ['sunday', 'Sun'],
] as const;

function Hours({ hours }: { hours: OperatingHours }) {
  return (
    <dl className="group-hours">
      {DAYS.map(([day, short]) => (
        <div key={day}>
          <dt>{short}</dt>
          <dd>{hours[day].closed ? 'Closed' : `${hours[day].start}–${hours[day].end}`}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The group's venues: choose one, then book on its page (the venue's own flow and texts). */
export function VenueList() {
  const venues = useSmallQuery(venuesQuery());
  return (
    <main className="booking-page">
      <header className="booking-header">
        <h1>Book a Lane</h1>
        <p className="muted">Choose a venue.</p>
      </header>
      {venues.isPending ? (
        <p className="muted">Loading venues...</p>
      ) : venues.isError ? (
        <p role="alert">{errorMessage(venues.error, 'Could not load the venues.')}</p>
      ) : (
        <ul className="group-venues">
          {(venues.data ?? []).map((v) => (
            <li key={v.venueId} className="card">
              <h2>{v.businessName}</h2>
              {v.town ? <p className="group-town">{v.town}</p> : null}
              {v.contactPhone ? <p>Call {v.contactPhone}</p> : null}
              <Hours hours={v.operatingHours} />
              {v.online ? (
                <a className="btn btn-primary btn-block" href={`${GROUP_PAGE_PATH}/${v.venueId}`}>
                  Book at {v.businessName}
                </a>
              ) : (
                <p role="status">{offlineSentence(v.businessName, v.contactPhone)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
