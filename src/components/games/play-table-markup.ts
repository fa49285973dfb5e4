/**
 * A finished game's tables of plays as strings: the play-by-play and the scoring and penalty
 * summaries, as the PlayByPlay and PlaySummary components render them, in the same elements and
 * attributes, for the game pages, which ship no script for them. React took about 9 ms a game to
 * make this markup (hundreds of rows of seven cells), this about 0.3 ms. A test holds the two to the
 * same HTML. The live center still renders the components themselves.
 */
import type { SummaryKind, SummaryRow } from '../../islands/play-summary/PlaySummary.tsx';
import { PLAY_LOG_FILTERS } from '../../lib/games/play-log-filters.ts';
import type { PlayRow } from '../../lib/games/play-rows.ts';
import { markupText } from '../markup-text.ts';
// The components' styles, which a page showing this markup needs as it would theirs.
import '../../islands/play-table/play-table.css';
import '../../islands/play-summary/PlaySummary.css';
import '../../styles/play-filters.css';
import '../../islands/play-by-play/PlayByPlay.css';

interface PlayTableProps<Row extends PlayRow> {
  /** In game order. */
  rows: readonly Row[];
  awayCode: string;
  homeCode: string;
}

/** The headings every table of plays shares (PlayHeadings), the table's own in between. */
function playHeadings(awayCode: string, homeCode: string, own: string): string {
  return (
    '<thead><tr><th scope="col"><abbr title="Period">Per</abbr></th><th scope="col" class="numeric">Clock</th>' +
    `<th scope="col">Team</th>${own}<th scope="col" class="numeric">${markupText(awayCode)}-${markupText(homeCode)}</th></tr></thead>`
  );
}

/** A play's row (PlayTableRow): its attributes after its marker, its table's own cells in between. */
function playRow(row: PlayRow, attributes: string, own: string): string {
  return (
    `<tr data-marker="${markupText(row.markerId)}"${attributes}><td>${markupText(row.periodLabel)}</td>` +
    `<td class="numeric">${markupText(row.clock)}</td><td>${markupText(row.teamCode)}</td>${own}` +
    `<td class="numeric">${markupText(row.score)}</td></tr>`
  );
}

/** A table of plays in its scrolling region. */
function playTable(label: string, head: string, body: string): string {
  return `<div class="scroll" role="region" aria-label="${markupText(label)}" tabindex="0"><table class="play-table">${head}<tbody>${body}</tbody></table></div>`;
}

/** A filter's radio button and label, with how many plays it keeps; "All Plays" is chosen. */
function filterChoice(id: string, label: string, count: number): string {
  const input = `<input type="radio" id="play-filter-${id}" name="play-filter"${id === 'all' ? ' checked=""' : ''} value="${id}"/>`;
  return `<span class="filter">${input}<label for="play-filter-${id}">${markupText(label)} <span class="count">(${String(count)})</span></label></span>`;
}

/** PlayByPlay's markup for a finished game: every play in game order, under its filters. */
export function playByPlayMarkup({ rows, awayCode, homeCode }: PlayTableProps<PlayRow>): string {
  const filters = PLAY_LOG_FILTERS.map(({ id, label }) =>
    filterChoice(id, label, rows.filter((row) => row.filters.includes(id)).length),
  ).join('');
  const head = playHeadings(awayCode, homeCode, '<th scope="col">Play</th><th scope="col">Description</th>');
  const body = rows
    .map((row, index) => {
      const attributes =
        ` data-filters="${row.filters.join(' ')}"` +
        (index > 0 && rows[index - 1]?.period !== row.period ? ' data-new-period=""' : '') +
        (row.filters.includes('scoring') ? ' class="goal"' : '');
      const own = `<td class="label">${markupText(row.label)}</td><td class="description">${markupText(row.description)}</td>`;
      return playRow(row, attributes, own);
    })
    .join('');
  return (
    '<section class="plays" aria-labelledby="plays-heading"><h2 id="plays-heading">Play-by-Play</h2>' +
    `<fieldset class="filters"><legend>Show</legend>${filters}</fieldset>${playTable('Plays', head, body)}</section>`
  );
}

/** PlaySummary's markup: one kind of play, penalties with their length. */
export function playSummaryMarkup({
  kind,
  rows,
  awayCode,
  homeCode,
}: PlayTableProps<SummaryRow> & { kind: SummaryKind }): string {
  const { heading, id, empty } = kind;
  const withLength = rows.some((row) => 'length' in row);
  const head = playHeadings(
    awayCode,
    homeCode,
    `<th scope="col">Play</th>${withLength ? '<th scope="col" class="numeric">Length</th>' : ''}`,
  );
  const body = rows
    .map((row) => {
      const length = withLength ? `<td class="numeric">${markupText(row.length ?? '-')}</td>` : '';
      return playRow(row, '', `<td class="description">${markupText(row.description)}</td>${length}`);
    })
    .join('');
  const content = rows.length === 0 ? `<p>${markupText(empty)}</p>` : playTable(heading, head, body);
  return `<section class="play-summary" aria-labelledby="${id}-heading" id="${id}"><h2 id="${id}-heading">${markupText(heading)}</h2>${content}</section>`;
}
