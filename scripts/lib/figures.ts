/** Figures the measuring scripts print from repeated runs. */

/** The value at `share` (0 to 1) of values sorted ascending: 0.5 the median, 0.95 the 95th percentile. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** The middle of values in any order (of an even count, the upper of the two middle ones). */
export function median(values: readonly number[]): number {
  return percentile(
    values.toSorted((a, b) => a - b),
    0.5,
  );
}
