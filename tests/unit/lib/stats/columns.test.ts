import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADVANCED_CATEGORIES,
  advancedTableColumns,
  allColumns,
  columnsOf,
  findColumn,
  formatKindForName,
  getColumn,
  type ColumnId,
} from '../../../../src/lib/stats/columns.ts';
import { TEAM_STAT_GROUPS, TEAM_TABLE_COLUMNS } from '../../../../src/lib/stats/tables.ts';
import { DEFAULT_SNAPSHOT_DIR } from '../../../../src/data/store.ts';

/** Every stat field the league publishes for players and teams, and the advanced ones. */
const SPEC_STAT_FIELDS = [
  'gamesPlayed',
  'gamesStarted',
  'points',
  'scoringPoints',
  'scores',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'shotsOnGoalPct',
  'twoPointShots',
  'twoPointShotPct',
  'twoPointShotsOnGoal',
  'twoPointShotsOnGoalPct',
  'turnovers',
  'causedTurnovers',
  'groundBalls',
  'faceoffs',
  'faceoffsWon',
  'faceoffsLost',
  'faceoffPct',
  'foRecord',
  'saves',
  'savePct',
  'saa',
  'scoresAgainst',
  'goalsAgainst',
  'twoPointGoalsAgainst',
  'GAA',
  'twoPtGaa',
  'goalieWins',
  'goalieLosses',
  'goalieTies',
  'touches',
  'totalPasses',
  'blocks',
  'timeInPossesion',
  'timeInPossesionPct',
  'powerPlayPct',
  'powerPlayGoals',
  'powerPlayShots',
  'powerPlayGoalsAgainst',
  'powerPlayAssists',
  'manDownPct',
  'timesShortHanded',
  'timesManUp',
  'shortHandedGoals',
  'shortHandedShots',
  'shortHandedGoalsAgainst',
  'pimValue',
  'numPenalties',
  'clears',
  'clearAttempts',
  'clearPct',
  'rides',
  'rideAttempts',
  'ridesPct',
  'offsides',
  'shotClockExpirations',
  'scoresPG',
  'shotsPG',
  'tof',
  'plusMinus',
  'shotTurnovers',
  'FPTS',
  'FPTS/G',
  'unassistedGoals',
  'assistedGoals',
  'settledGoals',
  'fastbreakGoals',
  'substitutionGoals',
  'doorstepGoals',
  'assistOpportunities',
  'settledAssists',
  'fastbreakAssists',
  'dodgeAssists',
  'pnrAssists',
  'unassistedShots',
  'unassistedShotPct',
  'assistedShots',
  'assistedShotPct',
  'pipeShots',
  'lhShots',
  'lhGoals',
  'lhShotPct',
  'rhShots',
  'rhGoals',
  'rhShotPct',
  'goalRate',
  'assistRate',
  'passRate',
  'shotRate',
  'turnoverRate',
];

describe('the stat column registry', () => {
  it('"Stat fields (player and team) ... Advanced ...": every stat field the league publishes is read by some column', () => {
    const fieldsRead = new Set<string>(allColumns().map((entry) => entry.field));
    expect(SPEC_STAT_FIELDS.filter((field) => !fieldsRead.has(field))).toEqual([]);
  });

  it('"Stat table column: id, long name, short label, numeric flag, min width": each column carries all of them', () => {
    expect(getColumn('shotPct')).toEqual({
      id: 'shotPct',
      field: 'shotPct',
      longName: 'Shot %',
      shortLabel: 'SH%',
      numeric: true,
      minWidth: 30,
      format: 'percent1',
      lowerIsBetter: false,
    });
    expect(getColumn('name').numeric).toBe(false);
    expect(getColumn('foRecord').numeric).toBe(false);
  });

  it("the faceoff record's header is one word naming its two counts", () => {
    expect(getColumn('foRecord').shortLabel).toBe('FOW/FO');
  });

  it('column ids are unique', () => {
    const ids = allColumns().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('"min width (Player 200, Position 20, GP 20, others 30 ...)"', () => {
    expect(getColumn('name').minWidth).toBe(200);
    expect(getColumn('position').minWidth).toBe(20);
    expect(getColumn('gamesPlayed').minWidth).toBe(20);
    expect(getColumn('points').minWidth).toBe(30);
  });

  it('"timesManUp (shown as powerPlays)" and "pim (pimValue shown as pim)"', () => {
    expect(getColumn('powerPlays')).toMatchObject({ field: 'timesManUp', shortLabel: 'PP' });
    expect(getColumn('pim')).toMatchObject({ field: 'pimValue', fallbackField: 'pim', shortLabel: 'PIM' });
    expect(findColumn('timesManUp')).toBeUndefined();
  });

  it('"Lower-is-better stats: turnovers, scores against, goals against, faceoffs lost, penalties, penalty minutes, turnover rate."', () => {
    for (const id of [
      'turnovers',
      'scoresAgainst',
      'goalsAgainst',
      'faceoffsLost',
      'numPenalties',
      'pim',
      'turnoverRate',
    ] as const) {
      expect(getColumn(id).lowerIsBetter, id).toBe(true);
    }
    expect(getColumn('points').lowerIsBetter).toBe(false);
    expect(getColumn('causedTurnovers').lowerIsBetter).toBe(false);
  });

  it('"Per-game stat variants pointsPG, shotsPG, savesPG, groundBallsPG, faceoffWinsPG" are columns with one decimal', () => {
    expect(
      columnsOf(['pointsPG', 'shotsPG', 'savesPG', 'groundBallsPG', 'faceoffWinsPG']).map((entry) => entry.format),
    ).toEqual(['decimal1', 'decimal1', 'decimal1', 'decimal1', 'decimal1']);
  });

  it('an unknown column id is a programming error', () => {
    expect(() => getColumn('notAStat' as ColumnId)).toThrow('Unknown stat column "notAStat"');
  });
});

describe('format kinds by name', () => {
  it('"names ending pct show percent, one decimal"', () => {
    expect(formatKindForName('shotPct')).toBe('percent1');
    expect(formatKindForName('timeInPossesionPct')).toBe('percent1');
  });
  it('"ending aa or PG one decimal"', () => {
    expect(formatKindForName('saa')).toBe('decimal1');
    expect(formatKindForName('GAA')).toBe('decimal1');
    expect(formatKindForName('twoPtGaa')).toBe('decimal1');
    expect(formatKindForName('shotsPG')).toBe('decimal1');
  });
  it('"ending rate percent two decimals"', () => {
    expect(formatKindForName('turnoverRate')).toBe('percent2');
  });
  it('"containing ppg one decimal"', () => {
    expect(formatKindForName('fantasyPpgLast3')).toBe('decimal1');
  });
  it('everything else is a count', () => {
    expect(formatKindForName('goals')).toBe('count');
  });
  it('the registry follows the name rules, with time in possession as minutes and seconds', () => {
    expect(getColumn('timeInPossesion').format).toBe('time');
    expect(getColumn('goalRate').format).toBe('percent2');
    expect(getColumn('savePct').format).toBe('percent1');
  });
});

describe('team columns', () => {
  it('"Team table columns (17): scores, onePointGoals, ... timeInPossesion, timeInPossesionPct" in that order, all registered', () => {
    expect(columnsOf(TEAM_TABLE_COLUMNS).map((entry) => entry.id)).toEqual([
      'scores',
      'onePointGoals',
      'twoPointGoals',
      'groundBalls',
      'shots',
      'shotPct',
      'shotsOnGoal',
      'turnovers',
      'causedTurnovers',
      'faceoffsWon',
      'faceoffPct',
      'saves',
      'savePct',
      'touches',
      'totalPasses',
      'timeInPossesion',
      'timeInPossesionPct',
    ]);
  });

  it('"Team stat groups: Offensive, Defensive, Faceoff, Goaltending, Power Play, Penalty Kill." hold registered columns, each once', () => {
    expect(Object.keys(TEAM_STAT_GROUPS)).toEqual([
      'Offensive',
      'Defensive',
      'Faceoff',
      'Goaltending',
      'Power Play',
      'Penalty Kill',
    ]);
    const members = Object.values(TEAM_STAT_GROUPS).flat();
    expect(new Set(members).size).toBe(members.length);
    expect(() => columnsOf(members)).not.toThrow();
    expect(TEAM_STAT_GROUPS['Power Play']).toContain('powerPlays');
    expect(TEAM_STAT_GROUPS.Faceoff).toEqual(['faceoffs', 'faceoffsWon', 'faceoffsLost', 'faceoffPct']);
  });
});

describe('advanced categories', () => {
  it('"advanced stat categories scoring, passing, shooting, touches, handedness"', () => {
    expect(Object.keys(ADVANCED_CATEGORIES)).toEqual(['scoring', 'passing', 'shooting', 'touches', 'handedness']);
  });

  it('an advanced table shows the name column and then each chosen category', () => {
    expect(advancedTableColumns(['name', 'shooting']).map((entry) => entry.id)).toEqual([
      'name',
      'unassistedShots',
      'unassistedShotPct',
      'assistedShots',
      'assistedShotPct',
      'pipeShots',
    ]);
  });
});

describe('counts that come in fractions', () => {
  /** Every field of the bundled data with a fractional value, read straight from data/snapshot. */
  function fractionalFields(): Set<string> {
    const fields = new Set<string>();
    const walk = (value: unknown, key: string): void => {
      if (Array.isArray(value)) {
        for (const item of value) walk(item, key);
      } else if (typeof value === 'object' && value !== null) {
        const record = value as Record<string, unknown>;
        const { columns, rows } = record;
        // Tables are stored as a columns list and rows of values in its order.
        if (Array.isArray(columns) && Array.isArray(rows)) {
          for (const cells of rows as unknown[][]) {
            cells.forEach((cell, index) => {
              walk(cell, String(columns[index]));
            });
          }
        }
        for (const [field, item] of Object.entries(record)) walk(item, field);
      } else if (typeof value === 'number' && !Number.isInteger(value)) {
        fields.add(key);
      }
    };
    const files = readdirSync(DEFAULT_SNAPSHOT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.json'),
    );
    for (const file of files) walk(JSON.parse(readFileSync(join(DEFAULT_SNAPSHOT_DIR, file), 'utf8')), '');
    return fields;
  }

  it('every count column whose data has a fraction shows a fixed decimal, so whole values line up with it', () => {
    const fractional = fractionalFields();
    // Penalty minutes are the data's fractional count (a half-minute penalty).
    expect(fractional).toContain('pim');
    const counts = allColumns().filter((column) => column.format === 'count');
    const undecided = counts.filter(
      (column) =>
        column.decimals === undefined &&
        (fractional.has(column.field) || (column.fallbackField !== undefined && fractional.has(column.fallbackField))),
    );
    expect(undecided.map((column) => column.id)).toEqual([]);
  });

  it('fantasy points and penalty minutes show one decimal; every other column leaves decimals to its format', () => {
    expect(
      allColumns()
        .filter((column) => column.decimals !== undefined)
        .map((column) => [column.id, column.format, column.decimals]),
    ).toEqual([
      ['pim', 'count', 1],
      ['FPTS', 'count', 1],
    ]);
  });
});
