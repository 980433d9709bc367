import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '../api/settings';
import { VenueProfile } from './booking';

/** A venue's public settings as its appliance answered them before venues had a town. */
const BEFORE_TOWNS = {
  businessName: 'Ashford Arrows',
  contactPhone: '01233 100100',
  currency: 'GBP',
  timezone: 'Europe/London',
  operatingHours: DEFAULT_OPERATING_HOURS,
  confirmationsByEmail: true,
};

describe('a venue’s profile as the hub keeps it', () => {
  // prettier-ignore
  it.each<[string, Record<string, unknown>, string | null]>([
    ['carries the venue’s town', { ...BEFORE_TOWNS, town: 'Ashford' }, 'Ashford'],
    ['an empty town stays empty', { ...BEFORE_TOWNS, town: '' }, ''],
    ['stored (or answered) before venues had a town: no town, still listed', BEFORE_TOWNS, ''],
    ['a town that is not text is refused', { ...BEFORE_TOWNS, town: 7 }, null],
    ['a profile without a name is refused', { ...BEFORE_TOWNS, businessName: undefined, town: 'Ashford' }, null],
  ])('%s', (_rule, profile, town) => {
    const result = VenueProfile.safeParse(profile);
    if (town === null) expect(result.success).toBe(false);
    else expect(result.data).toEqual({ ...BEFORE_TOWNS, ...profile, town });
  });
});
