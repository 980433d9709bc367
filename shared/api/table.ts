import type { Endpoint } from './endpoint';
import { clientErrorEndpoints } from './clientErrors';
import { laneEndpoints } from './lanes';
import { venueEndpoints } from './venue';

/**
 * The endpoint table: every endpoint of both doors, one area per file of shared/api, joined here. The
 * server implements each entry once (lan-server/http/routes), the screens call entries by name
 * (renderer/api/call.ts), and lan-server/test/contract.test.ts checks that the two sides cover the same
 * table. A new endpoint starts as an entry in its area's file (docs/architecture.md).
 */
export const endpoints = {
  lanes: laneEndpoints,
  clientErrors: clientErrorEndpoints,
  venue: venueEndpoints,
} as const;

/** Every entry, for the contract test and the fuzzer. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((area): Endpoint[] => Object.values(area));
}
