/**
 * Guarded arithmetic shared by every derived number: a rate without attempts is missing (null), not
 * 0, and sums of values that may be unknown stay unknown.
 */

/** numerator / denominator; null when either is unknown or not finite, or the denominator is 0. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator)) return null;
  return numerator / denominator;
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
