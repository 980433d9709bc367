/**
 * A length of time as people say it in a sentence ("until 7 days before the start"): the largest unit
 * that divides it exactly — whole days as days, else whole hours as hours, else minutes. 10080 → '7 days',
 * 1440 → '1 day', 120 → '2 hours', 90 → '90 minutes' (not '1.5 hours' or '1 hour 30 minutes': one number
 * and one unit is what a venue would write on a sign). A length that is not a whole number of minutes is
 * rounded to the nearest minute.
 */
export function spanInWords(minutes: number): string {
  const { count, unit } = spanParts(minutes);
  return counted(count, unit);
}

/** The same length as its one number and one unit, for a sentence a catalogue words in another language. */
export function spanParts(minutes: number): { count: number; unit: 'day' | 'hour' | 'minute' } {
  const whole = Math.max(0, Math.round(minutes));
  if (whole > 0 && whole % MINUTES_PER_DAY === 0) return { count: whole / MINUTES_PER_DAY, unit: 'day' };
  if (whole > 0 && whole % 60 === 0) return { count: whole / 60, unit: 'hour' };
  return { count: whole, unit: 'minute' };
}

const MINUTES_PER_DAY = 24 * 60;

function counted(n: number, unit: string): string {
  return `${n} ${n === 1 ? unit : `${unit}s`}`;
}
