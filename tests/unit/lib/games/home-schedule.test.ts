/**
 * What the home leads with, on the bundled 2026 season at two build dates: mid-season (the eve of
 * week 9, by the data's dates) and 2026-11-23, after the last game, when the semifinals and the
 * Championship game still have no final in the data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../../src/data/league.ts';
import type { EventRecord } from '../../../../src/data/snapshot-format.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { championOf, championshipGame, firstGame, homeSchedule } from '../../../../src/lib/games/home-schedule.ts';
import { OFF_SEASON } from '../../helpers/clock.ts';

let events: EventRecord[];
let byStart: EventRecord[];
const slugs = (list: readonly EventRecord[]) => list.map((event) => event.slugname);
beforeAll(async () => {
  const league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  events = league.eventsOf(2026);
  byStart = events.toSorted((a, b) => a.startTime - b.startTime);
});

describe('homeSchedule', () => {
  it('mid-season: the finals before now, latest first, and the next games after it; nothing pending', () => {
    const week9 = byStart.filter((event) => event.seasonSegment === 'regular' && event.week === 9);
    const now = (week9[0]?.startTime ?? 0) * 1000 - 60_000;
    const played = byStart.filter((event) => event.startTime * 1000 < now);
    const schedule = homeSchedule(events, now, 4);
    expect(schedule.over).toBe(false);
    expect(slugs(schedule.latest)).toEqual(slugs(played.slice(-4).reverse()));
    expect(slugs(schedule.next)).toEqual(slugs(week9));
    expect(schedule.pending).toEqual([]);
  });

  it('mid-season with a game started but no final: pending, never among the next games', () => {
    const semifinal = byStart.find((event) => event.slugname === '2026-semifinal-1');
    const now = (semifinal?.startTime ?? 0) * 1000 + 3_600_000;
    const schedule = homeSchedule(events, now, 4);
    expect(slugs(schedule.pending)).toEqual(['2026-semifinal-1']);
    expect(slugs(schedule.next)).toEqual(['2026-semifinal-2', '2026-championship-game']);
    expect(schedule.over).toBe(false);
  });

  it('2026-11-23: the season is over; the three games without a final are pending, none next', () => {
    const schedule = homeSchedule(events, OFF_SEASON, 4);
    expect(schedule.over).toBe(true);
    expect(schedule.next).toEqual([]);
    expect(slugs(schedule.pending)).toEqual(['2026-semifinal-1', '2026-semifinal-2', '2026-championship-game']);
    expect(slugs(schedule.latest)).toEqual([
      '2026-quarterfinals-2',
      '2026-quarterfinals-1',
      '2026-ev-48',
      '2026-ev-46',
    ]);
  });
});

describe('championOf', () => {
  it('2026: the Championship game has no final, so no champion yet', () => {
    expect(championOf(events, OFF_SEASON)).toBeNull();
  });
  it("2025: the Championship game's winner (the data: visitors ATL 14, home OUT 13)", async () => {
    const league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
    expect(championOf(league.eventsOf(2025), OFF_SEASON)).toBe('ATL');
  });
});

describe('championshipGame', () => {
  it("the season's last Championship game: the one the off-season home names, whatever its result", () => {
    expect(championshipGame(events)?.slugname).toBe('2026-championship-game');
    expect(championshipGame(events.filter((event) => event.seasonSegment === 'regular'))).toBeNull();
  });
});

describe('firstGame', () => {
  it('the earliest start, or null for a season with no games', () => {
    expect(firstGame(events)?.slugname).toBe('2026-ev-1');
    expect(firstGame([])).toBeNull();
  });
});
