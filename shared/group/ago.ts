/** How long ago, in the one unit a person reads it in: seconds, minutes, hours, or days after two days. */
export function agoParts(ms: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return { unit: 'seconds', count: s };
  const m = Math.round(s / 60);
  if (m < 60) return { unit: 'minutes', count: m };
  const h = Math.round(m / 60);
  return h < 48 ? { unit: 'hours', count: h } : { unit: 'days', count: Math.round(h / 24) };
}
