/**
 * The live center's win-probability chart and scoring summary on a real overtime game, rendered as
 * the page renders them: mid-game they hold the plays so far (counted from the snapshot file), and
 * once the game is over the chart and the score by period are the finished game page's, markup for
 * markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeagueData } from '../../../../src/data/league.ts';
import { gameColours, gameSides, periodHeadings } from '../../../../src/data/games.ts';
import { liveCenterData } from '../../../../src/data/live.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import LineScore from '../../../../src/islands/line-score/LineScore.tsx';
import LiveCenter from '../../../../src/islands/live-center/LiveCenter.tsx';
import WinProbabilityChart from '../../../../src/islands/win-probability/WinProbabilityChart.tsx';
import type { LiveCenterData, LiveGame } from '../../../../src/lib/games/live-game.ts';
import { winProbabilitySeries } from '../../../../src/lib/games/win-probability.ts';
import { $live, INITIAL_LIVE_STATE } from '../../../../src/stores/live.ts';

const GAME = '2024_game_6';
const api = { restBaseUrl: 'http://127.0.0.1:1/api', token: '' };
let league: LeagueData;
let built: LiveCenterData;
/** The game's plays straight from the snapshot file. */
let raw: Record<string, unknown>[];

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  const event = league.event(GAME);
  if (!event) throw new Error(`the snapshot has ${GAME}`);
  built = liveCenterData(league, event);
  const plays = JSON.parse(readFileSync(join(DEFAULT_SNAPSHOT_DIR, 'plays', '2024.json'), 'utf8')) as Record<
    string,
    { columns: string[]; rows: unknown[][] } | null
  >;
  const table = plays[GAME];
  if (!table) throw new Error(`the snapshot file has ${GAME}'s plays`);
  raw = table.rows.map((cells) => Object.fromEntries(table.columns.map((column, index) => [column, cells[index]])));
});
afterEach(() => {
  $live.set(INITIAL_LIVE_STATE);
});

function render(game: LiveGame): string {
  $live.set({ ...INITIAL_LIVE_STATE, game });
  return renderToStaticMarkup(<LiveCenter {...built} api={api} />);
}

/** The markup of the element that starts at `marker` (a section), through its closing tag. */
function section(html: string, marker: string): string {
  const start = html.lastIndexOf('<section', html.indexOf(marker));
  const end = html.indexOf('</section>', start);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end + '</section>'.length);
}

const linePoints = (html: string): string[] =>
  /<polyline points="([^"]*)"/.exec(section(html, 'win-probability-heading'))?.[1]?.split(' ') ?? [];
const summaryMarkers = (html: string): string[] =>
  [...section(html, 'scoring-summary-heading').matchAll(/data-marker="([^"]+)"/g)].map((match) => match[1] ?? '');

describe('LiveCenter', () => {
  it('mid-game shows a point per play so far that carries a probability, the goals so far, and marks now', () => {
    const count = 120;
    const html = render({
      ...built.game,
      event: { ...built.game.event, eventStatus: 1 },
      plays: built.game.plays.slice(0, count),
    });
    const sofar = raw.slice(0, count);
    expect(linePoints(html)).toHaveLength(sofar.filter((play) => play['homeTeamWinProbability'] !== null).length);
    expect(summaryMarkers(html)).toEqual(
      sofar.filter((play) => play['eventType'] === 'goal').map((play) => play['markerId']),
    );
    expect(section(html, 'win-probability-heading')).toContain('class="now"');
    expect(section(html, 'win-probability-heading')).toContain(' now, highest ');
  });

  it('after the last play: the finished page’s chart, and every goal with the score after it', () => {
    const html = render(built.game);
    const event = league.event(GAME);
    if (!event) throw new Error(`the snapshot has ${GAME}`);
    const colours = gameColours(league, event);
    const finishedPage = renderToStaticMarkup(
      <WinProbabilityChart
        series={winProbabilitySeries(league.game(GAME)?.plays ?? [])}
        away={{ code: built.away.code, colour: colours.away }}
        home={{ code: built.home.code, colour: colours.home }}
        live={false}
      />,
    );
    expect(section(html, 'win-probability-heading')).toBe(finishedPage);
    const goals = raw.filter((play) => play['eventType'] === 'goal');
    expect(summaryMarkers(html)).toEqual(goals.map((play) => play['markerId']));
    const scores = [...section(html, 'scoring-summary-heading').matchAll(/<td class="numeric">(\d+-\d+)<\/td><\/tr>/g)];
    expect(scores.map((match) => match[1])).toEqual(
      goals.map((play) => `${String(play['visitorScore'])}-${String(play['homeScore'])}`),
    );
    expect(scores.at(-1)?.[1]).toBe(`${String(event.visitorScore)}-${String(event.homeScore)}`);
    // The score by period: the finished game page's table, the winner aside (the score card marks it).
    const rows = gameSides(league, event).map((side) => ({
      teamId: side.teamId,
      name: side.name,
      cells: side.periodCells,
      total: String(side.score),
    }));
    expect(html).toContain(renderToStaticMarkup(<LineScore headings={periodHeadings(event)} rows={rows} />));
  });

  it('before the start: the score by period all dashes, in the state by which the page hides the empty box score and plays', () => {
    const html = render({
      ...built.game,
      event: { ...built.game.event, eventStatus: 0, period: 0, homeScore: null, visitorScore: null },
      plays: [],
      playerStats: [],
      teamStats: [],
    });
    expect(html).toContain('class="live-center" data-state="upcoming"');
    expect(html.match(/data-period="\d">-</g)).toHaveLength(8);
    // LiveCenter.css hides the box score's section and the element holding the plays, both children of the center.
    expect(html).toContain('<section class="laid-out-near-view" aria-labelledby="live-box-heading">');
    expect(html).toContain('<div class="laid-out-near-view"><section class="plays"');
  });
});
