import type { OperatingHours } from '../../shared/api/settings';
import { GROUP_PAGE_PATH, type GroupVenue } from '../../shared/group/booking';
import { errorMessage } from '../api/errors';
import { useSmallQuery } from '../api/smallQuery';
import { useT } from '../i18n/I18nProvider';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { venuesQuery } from './groupSource';
import './groupBooking.css';

/** The list's week, as a venue's customers read it: Monday first. */
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function Hours({ hours }: { hours: OperatingHours }) {
  const t = useT();
  return (
    <dl className="group-hours">
      {WEEK.map((day) => (
        <div key={day}>
          <dt>{t('booking.venues.day', { day })}</dt>
          <dd>
            {hours[day].closed
              ? t('booking.venues.closed')
              : t('booking.venues.hours', { start: hours[day].start, end: hours[day].end })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Why a venue cannot be booked online just now, in the customer's language (the hub's refusal says the same). */
function Offline({ venue }: { venue: GroupVenue }) {
  const t = useT();
  const phone = venue.contactPhone.trim();
  return (
    <p role="status">
      {phone
        ? t('booking.venues.offline', { venue: venue.businessName, phone })
        : t('booking.venues.offlineNoPhone', { venue: venue.businessName })}
    </p>
  );
}

/** The group's venues: choose one, then book on its page (the venue's own flow and texts). */
export function VenueList() {
  const t = useT();
  const venues = useSmallQuery(venuesQuery());
  return (
    <main className="booking-page">
      <header className="booking-header">
        <LanguageSwitch />
        <h1>{t('booking.title')}</h1>
        <p className="muted">{t('booking.venues.chooseVenue')}</p>
      </header>
      {venues.isPending ? (
        <p className="muted">{t('booking.venues.loadingVenues')}</p>
      ) : venues.isError ? (
        <p role="alert">{errorMessage(venues.error, t('booking.venues.venuesFailed'))}</p>
      ) : (
        <ul className="group-venues">
          {(venues.data ?? []).map((v) => (
            <li key={v.venueId} className="card">
              <h2>{v.businessName}</h2>
              {v.town ? <p className="group-town">{v.town}</p> : null}
              {v.contactPhone ? <p>{t('booking.venues.call', { phone: v.contactPhone })}</p> : null}
              <Hours hours={v.operatingHours} />
              {v.online ? (
                <a className="btn btn-primary btn-block" href={`${GROUP_PAGE_PATH}/${v.venueId}`}>
                  {t('booking.venues.bookAt', { venue: v.businessName })}
                </a>
              ) : (
                <Offline venue={v} />
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
