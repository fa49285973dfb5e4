/**
 * The league as it was just before its newest season's last final game with a box score: that game
 * scheduled again (no scores, no periods, status 0) and its box score and plays gone. The
 * incremental build's check and the build benchmark rebuild from this state to the real one, as
 * after a game's final.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Event {
  slugname: string;
  startTime: number;
  eventStatus: number;
  [field: string]: unknown;
}

/** Rewrites the snapshot in `dir` to that state and returns the game's slug. */
export function rewindLastFinal(dir: string): string {
  const years = readdirSync(join(dir, 'games'))
    .map((file) => Number.parseInt(file, 10))
    .sort((a, b) => a - b);
  const year = years.at(-1);
  if (year === undefined) throw new Error(`rewindLastFinal: ${join(dir, 'games')} holds no season's games`);
  const seasonFile = join(dir, 'seasons', `${String(year)}.json`);
  const gamesFile = join(dir, 'games', `${String(year)}.json`);
  const season = JSON.parse(readFileSync(seasonFile, 'utf8')) as { events: Event[] };
  const games = JSON.parse(readFileSync(gamesFile, 'utf8')) as Record<string, unknown>;
  const final = season.events
    .filter((event) => event.eventStatus >= 2 && event.slugname in games)
    .sort((a, b) => a.startTime - b.startTime)
    .at(-1);
  if (final === undefined) throw new Error(`rewindLastFinal: ${seasonFile} has no final game with a box score`);
  Object.assign(final, {
    eventStatus: 0,
    homeScore: null,
    visitorScore: null,
    homePeriodScores: [],
    visitorPeriodScores: [],
    period: 0,
    clockMinutes: 0,
    clockSeconds: 0,
  });
  writeFileSync(seasonFile, JSON.stringify(season));
  for (const file of [gamesFile, join(dir, 'plays', `${String(year)}.json`)]) {
    const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      JSON.stringify(Object.fromEntries(Object.entries(records).filter(([slug]) => slug !== final.slugname))),
    );
  }
  return final.slugname;
}
