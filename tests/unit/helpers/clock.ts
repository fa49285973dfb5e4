/** Build clocks read off the data: the eve of a season's first game without a final, and a date after its last game. */
const DAY_MS = 24 * 60 * 60_000;

interface Dated {
  startTime: number;
  eventStatus: number;
}

/** Noon-ish the day before the first game the data has no final for: every earlier game is played, every later one ahead. */
export function eveOfFirstUnplayed(events: readonly Dated[]): number {
  const starts = events.filter((event) => event.eventStatus < 2).map((event) => event.startTime * 1000);
  return Math.min(...starts) - DAY_MS;
}

/** The off-season date the site is tested at: after every game of the bundled data. */
export const OFF_SEASON = Date.parse('2026-11-23T12:00:00Z');
