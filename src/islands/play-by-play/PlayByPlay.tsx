/**
 * The play-by-play: every play with its eight filters and how many plays each keeps, the goals
 * standing out and a heavier rule where the list passes into another period. The filters are radio
 * buttons and CSS (styles/play-filters.css), so they work with JavaScript off: a finished game's page
 * has the same markup written at build (components/games/play-table-markup.ts) and ships no script
 * for it. The live center renders it again with each play, newest first, under a running count.
 */
import { PLAY_LOG_FILTERS } from '../../lib/games/play-log-filters.ts';
import type { PlayRow } from '../../lib/games/play-rows.ts';
import { PlayHeadings, PlayTableRow } from '../play-table/PlayColumns.tsx';
import '../../styles/play-filters.css';
import './PlayByPlay.css';

interface Props {
  /** In game order. */
  rows: readonly PlayRow[];
  awayCode: string;
  homeCode: string;
  /** The live center's log: newest first, with the count so far. A finished game's is in game order. */
  live?: boolean;
}

export default function PlayByPlay({ rows, awayCode, homeCode, live }: Props) {
  const shown = live ? rows.toReversed() : rows;
  return (
    <section className="plays" aria-labelledby="plays-heading">
      <h2 id="plays-heading">
        Play-by-Play
        {live && (
          <span className="play-count" data-play-count={rows.length}>
            {` (${rows.length} plays, newest first)`}
          </span>
        )}
      </h2>
      <fieldset className="filters">
        <legend>Show</legend>
        {PLAY_LOG_FILTERS.map((filter) => (
          <span className="filter" key={filter.id}>
            <input
              type="radio"
              name="play-filter"
              id={`play-filter-${filter.id}`}
              value={filter.id}
              defaultChecked={filter.id === 'all'}
            />
            <label htmlFor={`play-filter-${filter.id}`}>
              {filter.label}{' '}
              <span className="count">({rows.filter((row) => row.filters.includes(filter.id)).length})</span>
            </label>
          </span>
        ))}
      </fieldset>
      <div className="scroll" role="region" aria-label="Plays" tabIndex={0}>
        <table className="play-table">
          <PlayHeadings awayCode={awayCode} homeCode={homeCode}>
            <th scope="col">Play</th>
            <th scope="col">Description</th>
          </PlayHeadings>
          <tbody>
            {shown.map((row, index) => (
              <PlayTableRow
                // Counted from the end: the newest play, added on top of a live list, leaves the others' keys alone.
                key={rows.length - index}
                row={row}
                data-filters={row.filters.join(' ')}
                data-new-period={index > 0 && shown[index - 1]?.period !== row.period ? '' : undefined}
                className={row.filters.includes('scoring') ? 'goal' : undefined}
              >
                <td className="label">{row.label}</td>
                <td className="description">{row.description}</td>
              </PlayTableRow>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
