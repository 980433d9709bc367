import { venueEndpoints } from '../../../shared/api/venue';
import { call } from '../call';
import { keys } from '../keys';

/**
 * The venue TV's view: one fetcher for `keys.venue`, read by /tv/venue on the TV (small cache) and in the
 * staff app; `venue_updated` writes the same key with the view it carries.
 */
export const venueQueries = {
  view: () => ({ queryKey: keys.venue, queryFn: () => call(venueEndpoints.view) }),
  /** The venue's language for the TV and the lane tablet; `language_changed` writes the same key. */
  language: () => ({ queryKey: keys.venueLanguage, queryFn: () => call(venueEndpoints.language) }),
};
