import type { Endpoint } from './api/endpoint';
import { allEndpoints } from './api/table';
import { groupDoorEndpoints } from './group/questions';

/**
 * Every entry the venue answers, on all three of its doors: the LAN and public doors (shared/api/table.ts)
 * and the NATS door head office asks (shared/group/questions.ts). Joined here, above both folders, because
 * the group's entries are built from the public door's and so cannot be listed inside shared/api.
 */
export function allVenueEntries(): Endpoint[] {
  return [...allEndpoints(), ...Object.values(groupDoorEndpoints)];
}
