/**
 * The leaderboards: one small ranked table per category, for all players and for each position
 * filter. The filters are radio buttons and CSS shows the chosen filter's boards, so they need no
 * JavaScript: the pages render it without a client directive, as plain HTML, and another season is
 * another page.
 */
import '../stat-table/data-table.css';
import './Leaderboards.css';
import ColumnHeading from '../column-heading/ColumnHeading.tsx';
import { getColumn } from '../../lib/stats/columns.ts';
import { formatCell } from '../../lib/stats/format.ts';
import { ariaSort, sortDirection } from '../../lib/leaders/ranking.ts';
import type { LeaderBoard, LeadersData } from '../../lib/leaders/boards.ts';
import { modeColumn, modeColumnName, type TableMode } from '../../lib/tables/table-view.ts';

interface Props {
  data: LeadersData;
  nameLabel: string;
}

const filterId = (key: string): string => `leader-filter-${key}`;

/** Hides every filter's boards but the checked one's; built from the filters so no key is missed. */
function filterCss(keys: readonly string[]): string {
  return keys
    .map(
      (key) =>
        `.leaderboards:has(#${filterId(key)}:checked) .filter-boards:not([data-filter="${key}"]){display:none}` +
        `.leaderboards:has(#${filterId(key)}:checked) .filter-boards[data-filter="${key}"]{display:grid}`,
    )
    .join('');
}

function Board({ board, nameLabel, mode }: { board: LeaderBoard; nameLabel: string; mode: TableMode }) {
  const column = modeColumn(getColumn(board.stat), mode);
  const title = modeColumnName(getColumn(board.stat), mode);
  const direction = ariaSort(sortDirection(column.id));
  return (
    <section aria-label={title} data-stat={board.stat}>
      <h2>{title}</h2>
      {board.rows.length === 0 ? (
        <p>No one qualifies yet.</p>
      ) : (
        <div className="scroll" role="region" aria-label={`${title} leaders`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{title} leaders</caption>
            <thead>
              <tr>
                <th scope="col" className="rank" data-stat="rank">
                  <abbr title="Rank">#</abbr>
                </th>
                <th scope="col" className="name" data-stat="name">
                  {nameLabel}
                </th>
                <th scope="col" className="numeric" data-stat={column.id} aria-sort={direction}>
                  <ColumnHeading column={column} />
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <td className="rank" data-stat="rank">
                    {row.rank}
                  </td>
                  <th scope="row" className="name" data-stat="name">
                    {row.href ? <a href={row.href}>{row.name}</a> : row.name}
                    {row.detail && <span className="detail">{row.detail}</span>}
                  </th>
                  <td className="numeric" data-stat={column.id}>
                    {formatCell(column, row.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board.rule !== null && <p className="rule">{board.rule}</p>}
    </section>
  );
}

export default function Leaderboards({ data, nameLabel }: Props) {
  const filtered = data.filters.length > 1;
  return (
    <div className="leaderboards data-table" data-year={data.year} data-season-type={data.seasonType}>
      {filtered && (
        <>
          <style>{filterCss(data.filters.map((filter) => filter.key))}</style>
          <fieldset className="filters">
            <legend>Position</legend>
            {data.filters.map((filter, index) => (
              <span className="filter" key={filter.key}>
                <input
                  type="radio"
                  name="leader-filter"
                  id={filterId(filter.key)}
                  value={filter.key}
                  defaultChecked={index === 0}
                />
                <label htmlFor={filterId(filter.key)}>{filter.label}</label>
              </span>
            ))}
          </fieldset>
        </>
      )}
      {data.filters.map((filter) => (
        <div className="filter-boards boards" data-filter={filter.key} key={filter.key}>
          {filter.boards.map((board) => (
            <Board key={board.stat} board={board} nameLabel={nameLabel} mode={data.mode} />
          ))}
        </div>
      ))}
    </div>
  );
}
