import type { Season } from '../../../shared/api/leagues';

/** The captains' fixtures by e-mail (not in this version). */
export function CaptainsMail(_props: { season: Season }) {
  return null;
}
