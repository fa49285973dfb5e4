/**
 * A game's line score: a row per team, a cell per period (a dash for periods not reached) and the
 * total. Rendered at build by the game and All-Star pages (no script) and again by the live center
 * with each play, so that a game looks the same before, during and after it is played.
 */
import './LineScore.css';

interface LineScoreRow {
  teamId: string;
  name: string;
  cells: readonly string[];
  total: string | number;
  /** Marks the winner of a finished game (the live center, which re-renders with each play, leaves it to the score card). */
  won?: boolean;
}

interface Props {
  headings: readonly string[];
  rows: readonly LineScoreRow[];
  /** Under a heading that names it already, the caption is for screen readers only. */
  captionHidden?: boolean;
}

export default function LineScore({ headings, rows, captionHidden = false }: Props) {
  return (
    <table className="line-score">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>Score by period</caption>
      <thead>
        <tr>
          <th scope="col">Team</th>
          {headings.map((heading) => (
            <th scope="col" className="numeric" key={heading}>
              {heading}
            </th>
          ))}
          <th scope="col" className="numeric">
            <abbr title="Total">T</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ teamId, name, cells, total, won }) => (
          <tr key={teamId} data-id={teamId} className={won ? 'won' : undefined}>
            <th scope="row">{name}</th>
            {cells.map((cell, index) => (
              <td className="numeric" data-period={index + 1} key={index}>
                {cell}
              </td>
            ))}
            <td className="numeric total">{total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
