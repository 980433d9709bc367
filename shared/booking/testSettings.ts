import { DEFAULT_OPERATING_HOURS } from '../api/settings';
import type { BookingSettings } from './hours';
import type { LaneBlock } from './laneBlock';

/**
 * Fixtures shared by the booking engine's tests: the default settings and a compact block maker. (Kept out of
 * *.test.ts so several test files can share it; it is tiny and pure.)
 */
export const LONDON_SETTINGS: BookingSettings = {
  timezone: 'Europe/London',
  defaultHourlyRate: '15.00',
  laneRates: {},
  operatingHours: DEFAULT_OPERATING_HOURS,
};

export function withHours(
  patch: BookingSettings['operatingHours'],
  base: BookingSettings = LONDON_SETTINGS,
): BookingSettings {
  return { ...base, operatingHours: { ...base.operatingHours, ...patch } };
}

export function block(kind: LaneBlock['kind'], laneId: number, start: string, end: string): LaneBlock {
  return { laneId, kind, start, end, ...(kind === 'reservation' ? { reservationId: `r-${start}` } : {}) };
}
