/**
 * A paired tablet's label on Settings → Devices: "Lane 3 tablet · iPad", enough for staff to tell two tablets
 * apart. Stored in that English form when the tablet pairs (lan-server/services/pairing.ts); the staff app
 * reads it back into its lane number and kind and words it in its own language ('Bahn-Tablet 3 · iPad';
 * docs/i18n.md), like every name the server makes.
 */

export const DEVICE_KINDS = ['iPad', 'Android', 'iPhone', 'Windows', 'Linux', 'browser'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The kind of device a browser's User-Agent names, 'browser' when none of the others. */
export function deviceKind(userAgent: string | undefined): DeviceKind {
  const ua = userAgent ?? '';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Linux/.test(ua)) return 'Linux';
  return 'browser';
}

/** The label stored for a tablet paired to the lane numbered `laneNumber`. */
export function deviceLabel(laneNumber: number, userAgent: string | undefined): string {
  return `Lane ${laneNumber} tablet · ${deviceKind(userAgent)}`;
}

const LABEL = new RegExp(`^Lane ([1-9]\\d*) tablet · (${DEVICE_KINDS.join('|')})$`);

/** A stored label's lane number and kind, or null for a label of another form (shown as it is). */
export function deviceLabelParts(label: string): { number: number; kind: DeviceKind } | null {
  const found = LABEL.exec(label);
  if (!found?.[1] || !found[2]) return null;
  const kind = DEVICE_KINDS.find((k) => k === found[2]);
  return kind ? { number: Number(found[1]), kind } : null;
}
