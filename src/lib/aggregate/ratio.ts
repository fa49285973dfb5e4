/**
 * Guarded arithmetic shared by every derived number: a ratio with a zero denominator is 0 (as the
 * league's wire has it: a player without shots shows shotPct 0), and sums of values that may be
 * unknown stay unknown.
 */

/** numerator / denominator, or 0 when the denominator is 0 (or not a finite number). */
export function ratio(numerator: number, denominator: number): number {
  if (denominator === 0 || !Number.isFinite(denominator) || !Number.isFinite(numerator)) return 0;
  return numerator / denominator;
}

/** Like `ratio`, but unknown (null) when either side is unknown. */
export function ratioOrNull(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null) return null;
  return ratio(numerator, denominator);
}

/** Sum of a list of numbers. */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Sum of values that may be unknown: unknown (null) as soon as one part is unknown, because a
 * partial sum would read as a complete one. An empty list sums to 0.
 */
export function sumKnown(values: readonly (number | null)[]): number | null {
  let total = 0;
  for (const value of values) {
    if (value === null) return null;
    total += value;
  }
  return total;
}
