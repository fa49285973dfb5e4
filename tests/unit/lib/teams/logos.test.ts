import { describe, expect, it } from 'vitest';
import { teamLogo } from '../../../../src/lib/teams/logos.ts';

const DEFAULT = 'https://premierlacrosseleague.com/wp-content/uploads/2019/03/PLL__Square_Logo_Social.png';

describe('team logos', () => {
  it('"before 2019 default"', () => {
    expect(teamLogo({ officialId: 'ATL', year: 2018, urlLogo: 'https://x/atlas.png' })).toBe(DEFAULT);
  });
  it('"2019-2023 primary full-colour": the season\'s own logo when the record has one', () => {
    expect(
      teamLogo({
        officialId: 'ATL',
        year: 2023,
        urlLogo: 'https://premierlacrosseleague.com/wp-content/uploads/2021/11/PLL_App_Icon_Atlas.png',
      }),
    ).toBe('https://premierlacrosseleague.com/wp-content/uploads/2021/11/PLL_App_Icon_Atlas.png');
  });
  it('"2019-2023 primary full-colour": else the square full-colour logo', () => {
    expect(teamLogo({ officialId: 'WHP', year: 2019, urlLogo: null })).toBe(
      'https://premierlacrosseleague.com/wp-content/uploads/2020/02/500x500_PLL_Teams_square_whipsnakes.png',
    );
    expect(teamLogo({ officialId: 'CHR', year: 2021, urlLogo: ' ' })).toBe(
      'https://premierlacrosseleague.com/wp-content/uploads/2020/02/500x500_PLL_Teams_square_chrome.png',
    );
    expect(teamLogo({ officialId: 'ASH', year: 2022 })).toBe(DEFAULT);
  });
  it('"2024+ lookup"', () => {
    expect(teamLogo({ officialId: 'OUT', year: 2024 })).toBe(
      'https://img.premierlacrosseleague.com/Teams/2024/Logo/2024_outlaws_primary_color.png',
    );
    expect(teamLogo({ officialId: 'CHR', year: 2026, urlLogo: 'https://old/chrome.png' })).toBe(
      'https://img.premierlacrosseleague.com/Teams/2024/Logo/2024_outlaws_primary_color.png',
    );
  });
  it('"2024+ lookup": a team outside the lookup keeps its own logo, else the default', () => {
    expect(teamLogo({ officialId: 'WGUA', year: 2025, urlLogo: 'https://img/wll_boston_guard_logo.png' })).toBe(
      'https://img/wll_boston_guard_logo.png',
    );
    expect(teamLogo({ officialId: 'ASE', year: 2025 })).toBe(DEFAULT);
  });
});
