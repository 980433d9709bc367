import { randomInt, randomUUID } from 'node:crypto';
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MINUTES,
  normalisePairingCode,
  type DeviceSummary,
  type PairedDevice,
  type PairingCode,
} from '../../shared/api/devices';
import type { AppContext } from '../context';
import {
  deleteStalePairingCodes,
  findActiveDeviceByToken,
  findPairingCode,
  insertDevice,
  insertPairingCode,
  laneNumberOf,
  listActiveDevices,
  markPairingCodeRedeemed,
  revokeDeviceRow,
  touchDevice,
} from '../db/devices';
import { DomainError, notFound } from './domainError';
import { hashToken, newToken } from '../../server-kit/tokens';
import { deviceLabel } from '../../shared/devices/deviceLabel';

/** One message for every unusable code, so a guesser learns nothing about which codes exist. */
export const PAIRING_CODE_REFUSED = 'This pairing code is not valid. Ask staff for a new one.';

/** last_seen_at is a hint for staff ("which tablet is this?"), so it is written at most this often. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

function randomPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) {
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  }
  return code;
}

/** Staff create a code for a lane; the Devices panel shows it as text and as a QR code. */
export function createPairingCode(ctx: AppContext, laneId: number, staffUserId: string): PairingCode {
  const laneNumber = laneNumberOf(ctx.db, laneId);
  if (laneNumber === undefined) throw notFound('Lane not found');
  const now = ctx.now();
  const code = randomPairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MINUTES * 60_000).toISOString();
  ctx.db
    .transaction(() => {
      deleteStalePairingCodes(ctx.db, now.toISOString());
      insertPairingCode(ctx.db, {
        code_hash: hashToken(code),
        lane_id: laneId,
        created_by: staffUserId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      });
    })
    .immediate();
  return { code, laneId, laneNumber, expiresAt, expiresInSeconds: PAIRING_CODE_TTL_MINUTES * 60 };
}

/**
 * A tablet redeems a code: once, before it expires. Check and write are one immediate transaction, so two
 * tablets racing with the same code cannot both win. A tablet that was paired before (say, to another
 * lane) has its old pairing revoked in the same step, so the staff list never shows a ghost.
 */
export function redeemPairingCode(
  ctx: AppContext,
  input: { code: string; userAgent: string | undefined; previousToken: string | undefined },
): { token: string; device: PairedDevice } {
  const codeHash = hashToken(normalisePairingCode(input.code));
  const nowIso = ctx.now().toISOString();
  const token = newToken();
  const deviceId = randomUUID();
  let revokedPrevious: string | null = null;
  const device = ctx.db
    .transaction((): PairedDevice => {
      const code = findPairingCode(ctx.db, codeHash);
      if (!code || code.redeemed_at !== null || code.expires_at <= nowIso) {
        throw new DomainError(400, 'PAIRING_CODE_INVALID', PAIRING_CODE_REFUSED);
      }
      const laneNumber = laneNumberOf(ctx.db, code.lane_id);
      if (laneNumber === undefined) throw new DomainError(400, 'PAIRING_CODE_INVALID', PAIRING_CODE_REFUSED);
      markPairingCodeRedeemed(ctx.db, codeHash, nowIso);
      const previous = input.previousToken ? deviceForToken(ctx, input.previousToken, false) : null;
      if (previous && revokeDeviceRow(ctx.db, previous.deviceId, nowIso)) revokedPrevious = previous.deviceId;
      insertDevice(ctx.db, {
        id: deviceId,
        token_hash: hashToken(token),
        lane_id: code.lane_id,
        label: deviceLabel(laneNumber, input.userAgent),
        paired_at: nowIso,
        paired_by: code.created_by,
      });
      return { deviceId, laneId: code.lane_id, laneNumber };
    })
    .immediate();
  if (revokedPrevious) ctx.events.emit('device_revoked', { deviceId: revokedPrevious });
  return { token, device };
}

/**
 * The paired device holding this cookie token, or null (unknown, revoked, or its lane deleted). Looked up
 * on every request and socket upgrade, so a revocation takes effect on the very next one.
 */
export function deviceForToken(
  ctx: AppContext,
  token: string | undefined,
  touch = true,
): PairedDevice | null {
  if (!token || token.length > 200) return null;
  const row = findActiveDeviceByToken(ctx.db, hashToken(token));
  if (!row) return null;
  const laneNumber = laneNumberOf(ctx.db, row.lane_id);
  if (laneNumber === undefined) return null;
  const now = ctx.now();
  if (touch && (!row.last_seen_at || now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS)) {
    touchDevice(ctx.db, row.id, now.toISOString());
  }
  return { deviceId: row.id, laneId: row.lane_id, laneNumber };
}

export function listDevices(ctx: AppContext): DeviceSummary[] {
  return listActiveDevices(ctx.db);
}

/** Staff revoke a tablet: refused from its next request, and its open socket is closed at once. */
export function revokeDevice(ctx: AppContext, deviceId: string): void {
  const revoked = ctx.db
    .transaction(() => revokeDeviceRow(ctx.db, deviceId, ctx.now().toISOString()))
    .immediate();
  if (!revoked) throw notFound('Device not found');
  ctx.events.emit('device_revoked', { deviceId });
}
