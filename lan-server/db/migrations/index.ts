import type { Migration } from '../migrate';
import { initialSchema } from './001_initial';
import { scoringActions } from './003_scoring';
import { devicesSchema } from './006_devices';

/**
 * Every migration, in order. Add yours with the next free number; never edit one that has shipped.
 * Reserved numbers while issues are in flight: 002 lanes, 003 scoring, 004 bookings, 005 tournaments,
 * 006 devices — a gap is harmless, order is what counts.
 */
export const MIGRATIONS: readonly Migration[] = [initialSchema, scoringActions, devicesSchema];
