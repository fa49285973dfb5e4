import type { FunctionComponent } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { playByPlayMarkup, playSummaryMarkup } from '../../../src/components/games/play-table-markup.ts';
import { componentMarkup } from '../../../src/components/static-markup.ts';
import { gameSides, penaltySummary, playRows, scoringSummary } from '../../../src/data/games.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import type { EventRecord, Play } from '../../../src/data/snapshot-format.ts';
import PlayByPlay from '../../../src/islands/play-by-play/PlayByPlay.tsx';
import PlaySummary, { PENALTY_SUMMARY, SCORING_SUMMARY } from '../../../src/islands/play-summary/PlaySummary.tsx';
import type { PlayRow } from '../../../src/lib/games/play-rows.ts';
import { asStringRendererWrites } from '../helpers/astro-markup.ts';

/**
 * The string renderer's markup for `props`, checked to be React's markup of `component` with them
 * (as the string renderers write the same HTML).
 */
function checkedMarkup<Props extends object>(
  write: (props: Props) => string,
  component: FunctionComponent<Props>,
  props: Props,
  label?: string,
): string {
  const html = write(props);
  expect(html, label).toBe(asStringRendererWrites(componentMarkup(component, props)));
  return html;
}

let league: LeagueData;
/** Every third game of the bundled league with plays: React takes a few seconds over all of them. */
let games: { event: EventRecord; plays: Play[]; awayCode: string; homeCode: string }[];
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  games = league.years
    .flatMap((year) => league.eventsOf(year))
    .filter((_, index) => index % 3 === 0)
    .flatMap((event) => {
      const plays = league.game(event.slugname)?.plays;
      const [away, home] = gameSides(league, event);
      return plays?.length ? [{ event, plays, awayCode: away.code, homeCode: home.code }] : [];
    });
});

const play = (markerId: string, period: number, filters: PlayRow['filters']): PlayRow => ({
  markerId,
  period,
  periodLabel: `Q${String(period)}`,
  clock: '1:00',
  teamCode: 'A&B',
  label: 'Goal',
  description: `<b>O'Keefe</b> "scores"`,
  score: '1-0',
  filters,
});

describe("a finished game's play-by-play", () => {
  it("is the PlayByPlay component's markup for the bundled league's games", () => {
    expect(games.length).toBeGreaterThan(50);
    for (const { event, plays, awayCode, homeCode } of games) {
      checkedMarkup(playByPlayMarkup, PlayByPlay, { rows: playRows(plays, event), awayCode, homeCode }, event.slugname);
    }
  });

  it('escapes what it shows and marks the goals and the first play of each period', () => {
    const props = {
      rows: [play('a', 1, ['all']), play('b', 1, ['all', 'scoring']), play('c', 2, ['all', 'penalties'])],
      awayCode: 'A<',
      homeCode: 'B"',
    };
    const html = checkedMarkup(playByPlayMarkup, PlayByPlay, props);
    expect(html).toContain('<tr data-marker="b" data-filters="all scoring" class="goal">');
    expect(html).toContain('<tr data-marker="c" data-filters="all penalties" data-new-period="">');
    expect(html).toContain('&lt;b&gt;O&#39;Keefe&lt;/b&gt; &quot;scores&quot;');
  });
});

describe("a finished game's scoring and penalty summaries", () => {
  it("are the PlaySummary component's markup for the bundled league's games", () => {
    for (const { event, plays, awayCode, homeCode } of games) {
      for (const props of [
        { kind: SCORING_SUMMARY, rows: scoringSummary(plays, event), awayCode, homeCode },
        { kind: PENALTY_SUMMARY, rows: penaltySummary(plays, event), awayCode, homeCode },
      ]) {
        checkedMarkup(playSummaryMarkup, PlaySummary, props, `${event.slugname} ${props.kind.id}`);
      }
    }
  });

  it('say so when a game has none, and show a penalty without a length as "-"', () => {
    const none = { kind: PENALTY_SUMMARY, rows: [], awayCode: 'A', homeCode: 'B' };
    expect(checkedMarkup(playSummaryMarkup, PlaySummary, none)).toContain('<p>No penalties.</p>');
    const penalties = {
      kind: PENALTY_SUMMARY,
      rows: [{ ...play('p', 1, ['all', 'penalties']), length: null }],
      awayCode: 'A',
      homeCode: 'B',
    };
    const html = checkedMarkup(playSummaryMarkup, PlaySummary, penalties);
    expect(html).toContain('<th scope="col" class="numeric">Length</th>');
    expect(html).toContain('<td class="numeric">-</td>');
  });
});
