import { fromMinor, toMinor, type Minor } from '../money';
import type { BookingSettings } from './hours';

type PricingSettings = Pick<BookingSettings, 'defaultHourlyRate' | 'laneRates'>;

/**
 * A lane's hourly rate is its own rate from settings.laneRates (keyed by lane number) or else the default
 * hourly rate. A stored rate that is not a valid amount falls back to the default, and an invalid default to
 * zero — the settings page refuses both, so this only keeps a corrupt row from pricing NaN.
 */
export function hourlyRateFor(laneNumber: number, settings: PricingSettings): Minor {
  const own = settings.laneRates[String(laneNumber)];
  const ownMinor = own === undefined || own.trim() === '' ? null : toMinor(own);
  return ownMinor ?? toMinor(settings.defaultHourlyRate) ?? (0 as Minor);
}

/**
 * Price = hourly rate × hours, to 2 decimals. Worked in integer minor units; a half penny (an odd rate for 30
 * or 90 minutes) rounds up, as a till would.
 */
export function priceFor(laneNumber: number, durationMinutes: number, settings: PricingSettings): Minor {
  const rate = hourlyRateFor(laneNumber, settings);
  return Math.round((rate * durationMinutes) / 60) as Minor;
}

/** The price as decimal text with two places, e.g. '22.50' (docs/behaviour.md#money). */
export function priceText(laneNumber: number, durationMinutes: number, settings: PricingSettings): string {
  return fromMinor(priceFor(laneNumber, durationMinutes, settings));
}
