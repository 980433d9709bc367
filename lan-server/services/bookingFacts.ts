import type { Reservation } from '../../shared/api/reservations';
import type { Currency } from '../../shared/api/settings';
import { priceText } from '../../shared/booking/pricing';
import { laneDisplayName } from '../../shared/booking/slots';
import { madeUpName } from '../../shared/i18n/numberedNames';
import type { AppContext } from '../context';
import { findLaneRow } from '../db/lanes';
import { readSettings } from '../db/settings';

/**
 * What a customer is told about their booking, in the venue's terms — the confirmation e-mail and the cancel
 * page say the same: venue, phone, lane name and number (a lane without its own name is worded from its
 * number in the reader's language), when, how long, how many, and the
 * price in the venue's currency. No name, phone or e-mail of the customer.
 */
export interface BookingFacts {
  businessName: string;
  contactPhone: string;
  laneName: string;
  /** The lane's number, from which a reader's language words a lane without its own name ('Baan 3'). */
  laneNumber: number;
  reservedTime: string;
  duration: number;
  playerCount: number;
  price: string;
  currency: Currency;
  timezone: string;
}

export function bookingFacts(ctx: AppContext, r: Reservation): BookingFacts {
  const settings = readSettings(ctx.db);
  const lane = findLaneRow(ctx.db, r.laneId);
  return {
    businessName: settings.businessName,
    contactPhone: settings.contactPhone,
    laneName: lane ? laneDisplayName(lane) : madeUpName.lane(r.laneId),
    laneNumber: lane?.number ?? r.laneId,
    reservedTime: r.reservedTime,
    duration: r.duration,
    playerCount: r.playerCount,
    price: priceText(lane?.number ?? 0, r.duration, settings),
    currency: settings.currency,
    timezone: settings.timezone,
  };
}
