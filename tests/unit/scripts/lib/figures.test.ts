import { describe, expect, it } from 'vitest';
import { median, percentile } from '../../../../scripts/lib/figures.ts';

describe('figures of repeated runs', () => {
  it('the median is the middle run, whatever the order; of an even count the upper middle', () => {
    expect(median([269, 51, 179])).toBe(179);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });
  it('a percentile is the value that share of the sorted runs reaches', () => {
    const runs = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(runs, 0.5)).toBe(11);
    expect(percentile(runs, 0.95)).toBe(20);
    expect(percentile(runs, 1)).toBe(20);
  });
  it('no runs give no figure, not 0', () => {
    expect(median([])).toBeNaN();
  });
});
