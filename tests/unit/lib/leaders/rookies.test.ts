import { describe, expect, it } from 'vitest';
import { isRookie } from '../../../../src/lib/leaders/rookies.ts';

describe('rookies', () => {
  it('"expFromYear (rookie year)": a rookie of a year started that year', () => {
    expect(isRookie({ expFromYear: 2024 }, 2024)).toBe(true);
    expect(isRookie({ expFromYear: 2023 }, 2024)).toBe(false);
    expect(isRookie({ expFromYear: null }, 2024)).toBe(false);
    expect(isRookie({}, 2024)).toBe(false);
  });
  it('"Rookie filtering excludes league MLL for 2019 and 2020."', () => {
    expect(isRookie({ expFromYear: 2019, league: 'MLL' }, 2019)).toBe(false);
    expect(isRookie({ expFromYear: 2020, league: ' mll ' }, 2020)).toBe(false);
    expect(isRookie({ expFromYear: 2019, league: 'PLL' }, 2019)).toBe(true);
    expect(isRookie({ expFromYear: 2021, league: 'MLL' }, 2021)).toBe(true);
  });
});
