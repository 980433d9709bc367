import * as z from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import { ServerMessage } from '../api/realtime';
import { HeadOffice } from './figures';

/**
 * Head office's socket message: its whole view of today and this week, sent whenever it changes (and every few
 * seconds, as presence turns with time alone).
 */
export const HeadOfficeUpdated = z.object({ type: z.literal('head_office_updated'), view: HeadOffice });
export type HeadOfficeUpdated = z.infer<typeof HeadOfficeUpdated>;

/**
 * Every message a Doubletop socket sends, the venue's (shared/api/realtime.ts) and head office's, as one union
 * keyed by `type`: the one schema the one applier (renderer/api/live.ts) reads. It is composed here, beside the
 * group's shapes, because the venue's contract (shared/api) never imports the group's.
 */
export const LiveMessage = z.discriminatedUnion('type', [...ServerMessage.def.options, HeadOfficeUpdated]);
export type LiveMessage = z.infer<typeof LiveMessage>;

/** A message off head office's socket, checked against LiveMessage; undefined when it does not match. */
export function readLiveMessage(data: unknown): LiveMessage | undefined {
  const parsed = safeParse(LiveMessage, data);
  return parsed.success ? parsed.data : undefined;
}
